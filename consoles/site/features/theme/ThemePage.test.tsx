import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { DEFAULT_THEME, type Schema } from '#sdk';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';
import { ThemePage } from './ThemePage';

const setting = (extra: Partial<Schema<'ThemeSetting'>> = {}): Schema<'ThemeSetting'> => ({
  published: DEFAULT_THEME,
  draft: null,
  contrast: { textOnBrand: 5.21, linkOnBackground: 4.73, passes: true, warnings: [] },
  previewToken: '',
  previewExpiresAt: null,
  publishedAt: null,
  updatedAt: '2026-11-18T16:40:00+08:00',
  ...extra,
});

function render(replies: Parameters<typeof siteTestStore>[0]) {
  const { store, sent } = siteTestStore(replies);
  renderPage(<ThemePage />, { config: siteConfig, store });
  return { callsOf: sent };
}

describe('主题设置', () => {
  it('picks 墨黑, draws the preview from its variables, and saves a draft with a preview link', async () => {
    const saved = setting({ draft: { ...DEFAULT_THEME, palette: 'dark', brandColor: '#7ab8ff' }, previewToken: 'tok_123' });
    const view = render({
      getThemeSetting: ok(setting()),
      getSiteSetting: ok({ siteName: '青禾读书会' }),
      updateThemeSetting: ok(saved, '草稿已保存，可预览后发布'),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /墨黑/ }));
    expect(screen.getByRole('textbox', { name: '品牌色' })).toHaveValue('#7ab8ff');
    const preview = screen.getByTestId('theme-preview');
    expect(preview.style.getPropertyValue('--m-bg')).toBe('#141414');
    expect(preview.style.getPropertyValue('--m-brand')).toBe('#7ab8ff');
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(view.callsOf('updateThemeSetting')).toHaveLength(1));
    const body = view.callsOf('updateThemeSetting')[0].body;
    expect(body).toEqual({ publish: false, theme: { ...DEFAULT_THEME, palette: 'dark', brandColor: '#7ab8ff' } });
    expect(await screen.findByRole('link', { name: '在前台预览草稿' })).toHaveAttribute('href', '/?themePreview=tok_123');
  });

  it('warns in a MessageBar when the brand colour fails AA, and publishes', async () => {
    const view = render({
      getThemeSetting: ok(setting()),
      getSiteSetting: ok({ siteName: '青禾读书会' }),
      updateThemeSetting: ok(setting(), '主题已发布，前台已生效'),
    });
    const brand = await screen.findByRole('textbox', { name: '品牌色' });
    fireEvent.change(brand, { target: { value: '#ffd700' } });
    expect(await screen.findByText('对比度不足')).toBeInTheDocument();
    expect(screen.getByText(/品牌色上的文字对比度为 [\d.]+:1，低于 WCAG AA/)).toBeInTheDocument();
    fireEvent.change(brand, { target: { value: '#0f766e' } });
    await waitFor(() => expect(screen.queryByText('对比度不足')).toBeNull());
    fireEvent.click(screen.getByRole('radio', { name: '紧凑' }));
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(view.callsOf('updateThemeSetting')).toHaveLength(1));
    const body = view.callsOf('updateThemeSetting')[0].body;
    expect(body).toMatchObject({ publish: true, theme: { brandColor: '#0f766e', density: 'compact' } });
  });

  it('uploads the favicon and the logo with their own purposes and shows them', async () => {
    const view = render({
      getThemeSetting: ok(setting()),
      getSiteSetting: ok({ siteName: '青禾读书会' }),
      uploadImage: ok({ url: '/files/1/2026/11/icon.webp', bytes: 900, width: 32, height: 32 }),
    });
    const png = () => new File([new Uint8Array([1, 2, 3])], 'icon.png', { type: 'image/png' });
    fireEvent.change(await screen.findByLabelText('选择图标文件'), { target: { files: [png()] } });
    expect(await screen.findByRole('img', { name: '站点图标' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('选择Logo文件'), { target: { files: [png()] } });
    expect(await screen.findByRole('img', { name: 'Logo' })).toBeInTheDocument();
    // The multipart body as sent (undici cannot parse back a form holding jsdom's File).
    const bodies = await Promise.all(view.callsOf('uploadImage').map((c) => c.request.clone().text()));
    expect(bodies.map((text) => /name="purpose"\r\n\r\n(\w+)/.exec(text)?.[1])).toEqual(['favicon', 'logo']);
  }, 30_000);
});
