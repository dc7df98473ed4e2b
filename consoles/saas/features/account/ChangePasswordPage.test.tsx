import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, memoryCookies, ok, scriptedFetch } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { saasConfig } from '../../config';
import { ChangePasswordPage } from './ChangePasswordPage';

// Anchored: a toast such as 原密码不正确 must not count as the field's label.
const oldField = () => screen.getByLabelText(/^原密码\s*\*?$/);
const newField = () => screen.getByLabelText(/^新密码\s*\*?$/);

function setup(replies: Parameters<typeof scriptedFetch>[0] = {}) {
  const { fetch, calls } = scriptedFetch(replies);
  const view = renderPage(<ChangePasswordPage />, {
    config: saasConfig,
    storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies: memoryCookies({ 'saas-Token': 'tok' }) },
  });
  return { ...view, calls, user: userEvent.setup() };
}

describe('修改密码 (§5)', { timeout: 20_000 }, () => {
  it('shows the note and the letters-and-digits placeholder on both fields', () => {
    setup();
    expect(
      screen.getByText(
        '修改后，您以站长身份登录自己的各站点控制台也使用新密码，其他已登录的设备（含站点控制台）需要重新登录；站内其他账号的密码另行维护。',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByPlaceholderText('字母和数字组合，至少6位')).toHaveLength(2);
  });

  it('requires both fields, with the exact messages', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码不能少于6位')).toBeInTheDocument();
    expect(screen.getByText('新密码不能少于6位')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('enforces a minimum of 6 characters (length only)', async () => {
    const { user, calls } = setup();
    await user.type(oldField(), '12345');
    await user.type(newField(), 'abcde');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码不能少于6位')).toBeInTheDocument();
    expect(screen.getByText('新密码不能少于6位')).toBeInTheDocument();
    await user.type(oldField(), '6');
    await user.type(newField(), 'f');
    await waitFor(() => expect(screen.queryByText('密码不能少于6位')).not.toBeInTheDocument());
    expect(screen.queryByText('新密码不能少于6位')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends oldPassword and newPassword and shows the success message on type 1', async () => {
    const { user, calls } = setup({ changePassword: ok(undefined, '密码修改成功') });
    await user.type(oldField(), '123456');
    await user.type(newField(), 'abcdef');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ oldPassword: '123456', newPassword: 'abcdef' });
    expect((await screen.findAllByText('密码修改成功')).length).toBeGreaterThan(0);
    expect(oldField()).toHaveValue('');
  });

  it('shows the description when the server refuses', async () => {
    const { user } = setup({ changePassword: fail(400, 2, '原密码不正确') });
    await user.type(oldField(), '123456');
    await user.type(newField(), 'abcdef');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect((await screen.findAllByText('原密码不正确')).length).toBeGreaterThan(0);
    expect(oldField()).toHaveValue('123456');
  });
});
