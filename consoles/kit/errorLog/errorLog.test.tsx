import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testConfig, testStore } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { findLoadedTable } from '#kit/test/tables';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorLogButton } from './ErrorLogButton';
import { installErrorLog } from './install';

function Broken(): never {
  throw new Error('渲染失败：数据缺失');
}

describe('error log (§8)', { timeout: 20_000 }, () => {
  it('records a render error with the page URL and shows a way to retry', async () => {
    const config = testConfig();
    // React reports the caught error on the console as well; that is expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = renderPage(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { config },
    );
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    const [entry] = store.getState().errorLog.logs;
    expect(entry).toMatchObject({ message: '渲染失败：数据缺失', url: window.location.href });
    expect(entry.info).toContain('Broken');
    quiet.mockRestore();
  });

  it('records uncaught errors and unhandled rejections of the window', () => {
    const store = testStore(testConfig());
    const uninstall = installErrorLog(store);
    window.dispatchEvent(new ErrorEvent('error', { message: '脚本错误', filename: 'app.js', lineno: 3, colno: 7 }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new Error('请求未处理') });
    window.dispatchEvent(rejection);
    uninstall();
    expect(store.getState().errorLog.logs.map((l) => [l.message, l.info])).toEqual([
      ['脚本错误', 'app.js:3:7'],
      ['请求未处理', '未处理的 Promise 拒绝'],
    ]);
  });

  it('shows the count in the navbar button and the entries in a table', async () => {
    const config = testConfig();
    const store = testStore(config);
    const uninstall = installErrorLog(store);
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: '脚本错误' }));
    });
    uninstall();
    renderPage(<ErrorLogButton />, { config, store });
    expect(screen.getByText('1')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '错误日志' }));
    // jsdom may leave an open dialog aria-hidden (see findDialog): look with `hidden: true`.
    expect(await findLoadedTable('错误日志', { hidden: true })).toBeInTheDocument();
    expect(screen.getByText('脚本错误')).toBeInTheDocument();
  });
});
