import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { FormDialog } from './FormDialog';

describe('ConfirmDialog', { timeout: 20_000 }, () => {
  it('asks, then confirms or cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open title="清除缓存" onConfirm={onConfirm} onCancel={onCancel}>
        此操作不可撤销
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: '清除缓存' });
    expect(dialog).toHaveTextContent('此操作不可撤销');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('waits for the typed text before confirming, and holds still while busy', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { rerender } = render(
      <ConfirmDialog open title="删除站点" confirmText="永久删除" danger typeToConfirm="demo" onConfirm={onConfirm} onCancel={vi.fn()} />,
    );
    const confirm = screen.getByRole('button', { name: '永久删除' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('请输入 demo 以确认'), 'dem');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('请输入 demo 以确认'), 'o');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    rerender(
      <ConfirmDialog open busy title="删除站点" confirmText="永久删除" typeToConfirm="demo" onConfirm={onConfirm} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: '永久删除' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
  });
});

describe('FormDialog', { timeout: 20_000 }, () => {
  it('submits on the button and on Enter, shows a failure, and cancels', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    render(
      <FormDialog open title="转让站点" submitText="确认转让" error="该手机号尚未注册" onSubmit={onSubmit} onCancel={onCancel}>
        <input aria-label="手机号" />
      </FormDialog>,
    );
    expect(screen.getByRole('dialog', { name: '转让站点' })).toHaveTextContent('该手机号尚未注册');
    await user.type(screen.getByLabelText('手机号'), '13900000005{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: '确认转让' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
