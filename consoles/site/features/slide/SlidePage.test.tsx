import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { type Schema, Switch } from '#sdk';
import { siteConfig } from '../../config';
import { findDialog, siteTestStore } from '../../testSession';
import { SlidePage } from './SlidePage';
import { beijingTime, windowText } from './slideRequests';

const slide = (id: number, title: string, extra: Partial<Schema<'Slide'>> = {}): Schema<'Slide'> => ({
  id,
  position: 'home',
  sectionId: null,
  image: `/files/1/2026/11/${String(id).padStart(32, '0')}.webp`,
  title,
  link: '',
  startTime: null,
  endTime: null,
  sort: id * 10,
  status: Switch.on,
  createdAt: '2026-11-20T09:30:00+08:00',
  ...extra,
});
const slides = [slide(1, '黄山云海'), slide(2, '西湖晚霞', { startTime: '2026-12-01T00:00:00.000Z', endTime: null }), slide(3, '漓江山水')];

function setup() {
  const { store, sent } = siteTestStore({
    getSlideList: ok(slides),
    sortSlides: ok(undefined, '排序已保存'),
    updateSlide: ok(slides[0], '幻灯片已修改'),
    searchSection: ok([{ id: 4, name: '读书笔记', description: '', icon: '', sort: 10 }]),
  });
  renderPage(<SlidePage />, { config: siteConfig, store });
  return { sent, user: userEvent.setup() };
}

const table = () => within(screen.getByRole('table', { name: '幻灯片' }));
const hidden = { hidden: true } as const;

describe('幻灯片', { timeout: 120_000 }, () => {
  it('lists the home page’s slides with their window in Beijing time, and moves one down', async () => {
    const { user, sent } = setup();
    expect(await table().findByText('黄山云海')).toBeInTheDocument();
    expect(table().getByText('2026-12-01 08:00 至 不限')).toBeInTheDocument();
    expect(sent('getSlideList')[0].request.url).toContain('position=home');
    await user.click(table().getByRole('button', { name: '下移 黄山云海' }));
    await waitFor(() => expect(sent('sortSlides')).toHaveLength(1));
    expect(sent('sortSlides')[0].body).toEqual({ slideIds: [2, 1, 3] });
  });

  it('edits only what changed: a new end time is sent as Beijing time', async () => {
    const { user, sent } = setup();
    await user.click(await table().findByRole('button', { name: '编辑 黄山云海' }));
    const dialog = await findDialog('编辑幻灯片');
    const title = within(dialog).getByLabelText(/^标题/);
    await user.clear(title);
    await user.type(title, '黄山云海 · 新');
    await user.type(within(dialog).getByLabelText(/^链接/), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    expect(await within(dialog).findByText('链接只能是站内地址（以 / 开头）或以 http://、https:// 开头的网址')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^链接/));
    await user.type(within(dialog).getByLabelText(/^链接/), '/post/12');
    await user.click(within(dialog).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(sent('updateSlide')).toHaveLength(1));
    expect(sent('updateSlide')[0].body).toEqual({ id: 1, title: '黄山云海 · 新', link: '/post/12' });
  });

  it('asks for a section before a section’s slides are listed', async () => {
    const { user, sent } = setup();
    await table().findByText('黄山云海');
    await user.click(screen.getByRole('combobox', { name: '位置' }));
    await user.click(await screen.findByRole('option', { name: '版块顶部' }));
    expect(await screen.findByText('请先选择版块')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增幻灯片' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: '版块' }));
    await user.click(await screen.findByRole('option', { name: '读书笔记' }));
    await waitFor(() => expect(sent('getSlideList').some((c) => c.request.url.includes('sectionId=4'))).toBe(true));
  });

  it('writes times as Beijing time and says 不限 for an open window', () => {
    expect(beijingTime('2026-12-01', '', '00:00')).toBe('2026-12-01T00:00:00+08:00');
    expect(beijingTime('', '08:00', '00:00')).toBe('');
    expect(windowText({ startTime: null, endTime: null })).toBe('不限');
  });
});
