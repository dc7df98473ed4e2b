import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { FilterBar } from './FilterBar';
import { KeywordFilter } from './KeywordFilter';
import { Pager } from './Pager';

type Row = { id: number; name: string };
const columns = [
  { key: 'id', title: '编号', render: (r: Row) => r.id },
  { key: 'name', title: '名称', render: (r: Row) => r.name },
];

describe('DataTable', { timeout: 20_000 }, () => {
  it('shows a header and one row per item', () => {
    render(
      <DataTable
        label="测试表"
        columns={columns}
        rows={[
          { id: 1, name: '甲' },
          { id: 2, name: '乙' },
        ]}
        rowKey={(r) => r.id}
      />,
    );
    const table = screen.getByRole('table', { name: '测试表' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['编号', '名称']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('乙')).toBeInTheDocument();
  });

  it('labels each cell with its column title when rows stack on phones', () => {
    render(<DataTable label="表" stacked columns={columns} rows={[{ id: 1, name: '甲' }]} rowKey={(r) => r.id} />);
    expect(screen.getByText('甲').closest('td')).toHaveAttribute('data-label', '名称');
  });

  it('says when there is nothing, when it loads, and when it failed (with a retry)', async () => {
    const retry = vi.fn();
    const { rerender } = render(<DataTable label="表" columns={columns} rows={[]} rowKey={(r) => r.id} empty="还没有数据" />);
    expect(screen.getByText('还没有数据')).toBeInTheDocument();
    rerender(<DataTable label="表" columns={columns} rows={undefined} rowKey={(r) => r.id} loading />);
    expect(screen.getByText('加载中…')).toBeInTheDocument();
    rerender(<DataTable label="表" columns={columns} rows={undefined} rowKey={(r) => r.id} error="没有权限" onRetry={retry} />);
    expect(screen.getByText('加载失败：没有权限')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('DataTable wider than its box', () => {
  it('becomes a named region a keyboard can reach, only while it scrolls sideways', () => {
    const widths = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1200);
    const boxes = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      render(
        <DataTable
          label="操作日志"
          columns={[{ key: 'a', title: '甲', render: (r: { a: string }) => r.a }]}
          rows={[{ a: '一' }]}
          rowKey={(r) => r.a}
        />,
      );
      const region = screen.getByRole('region', { name: '操作日志' });
      expect(region.tabIndex).toBe(0);
      widths.mockReturnValue(800);
      act(() => {
        for (const observe of observers) observe();
      });
      expect(screen.queryByRole('region')).toBeNull();
    } finally {
      widths.mockRestore();
      boxes.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});

describe('Pager', { timeout: 20_000 }, () => {
  it('says 1000+ when the server stopped counting', () => {
    render(<Pager page={1} pageSize={20} total={1000} more onChange={vi.fn()} />);
    expect(screen.getByText('共 1000+ 条')).toBeInTheDocument();
  });

  it('shows the total and moves between pages', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pager page={1} pageSize={20} total={45} onChange={onChange} />);
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.queryByRole('button', { name: '第 4 页' })).not.toBeInTheDocument();
  });

  it('changes the page size from page 1', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pager page={2} pageSize={20} total={45} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: '每页条数' }));
    await user.click(await screen.findByRole('option', { name: '50 条/页' }));
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });
});

describe('FilterBar', { timeout: 20_000 }, () => {
  it('searches on the button and on Enter, and resets', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const onReset = vi.fn();
    render(
      <FilterBar onSearch={onSearch} onReset={onReset} extra={<button type="button">创建</button>}>
        <KeywordFilter value="" onChange={() => undefined} placeholder="站点名称或标识" />
      </FilterBar>,
    );
    expect(screen.getByLabelText('关键词')).toHaveAttribute('maxlength', '40');
    await user.type(screen.getByLabelText('关键词'), '{Enter}');
    expect(onSearch).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('筛选')).toContainElement(screen.getByRole('button', { name: '创建' }));
  });
});
