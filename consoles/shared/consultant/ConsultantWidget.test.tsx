import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { ConsultantWidget } from './ConsultantWidget';

afterEach(() => vi.useRealTimers());

describe('consultant widget (§2.3, §9)', { timeout: 20_000 }, () => {
  it('appears 2000 ms after mounting, with a QR code and a QQ consult button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage(<ConsultantWidget qq="800012345" />, { config: testConfig() });
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.queryByRole('complementary', { name: '在线咨询' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('complementary', { name: '在线咨询' })).toBeInTheDocument();
    vi.useRealTimers();
    const qr = await screen.findByRole('img', { name: '咨询二维码' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    screen.getByRole('button', { name: 'QQ咨询' }).click();
    expect(open).toHaveBeenCalledWith('https://wpa.qq.com/msgrd?v=3&uin=800012345&site=qq&menu=yes', '_blank', 'noopener');
    screen.getByRole('button', { name: '关闭在线咨询' }).click();
    await vi.waitFor(() => expect(screen.queryByRole('complementary', { name: '在线咨询' })).not.toBeInTheDocument());
  });

  it('shows nothing while no consultant is configured', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<ConsultantWidget />, { config: testConfig() });
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.queryByRole('complementary', { name: '在线咨询' })).not.toBeInTheDocument();
  });
});
