import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '#kit/test/fixtures';
import { MEMBER_TOKEN, memberPostDetail, memberProfile, memberSite, renderMember } from '../../test/renderMember';

vi.setConfig({ testTimeout: 30_000 });

const TOKEN = MEMBER_TOKEN;
const post = memberPostDetail;
const attachment = (extra: object = {}) => ({
  id: 11,
  name: '《三体》读书笔记.pdf',
  size: 184320,
  price: 5,
  downloadCount: 3,
  purchased: false,
  mine: false,
  ...extra,
});
const policy = { enabled: true, extensions: ['pdf', 'txt'], maxBytes: 1024 * 1024, maxPerPost: 2, maxPrice: 100 };
const comments = { list: [], nextCursor: null };

describe('附件下载', () => {
  it('shows the price in the dialog and charges only on 确定, then marks 已购买', async () => {
    let purchased = false;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const view = renderMember(
      '/post/7',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getPost: ok(post()),
        getCommentList: ok(comments),
        getPostAttachmentList: () => ok({ list: [attachment({ purchased, downloadCount: purchased ? 4 : 3 })] }),
        downloadAttachment: () => {
          purchased = true;
          return ok({ url: '/downloads/abc', fileName: '《三体》读书笔记.pdf', expiresAt: '2026-11-21T10:05:00.000Z', charged: 5 });
        },
      },
      { token: TOKEN },
    );
    const list = await screen.findByRole('region', { name: '附件' });
    expect(within(list).getByText('《三体》读书笔记.pdf')).toBeInTheDocument();
    expect(within(list).getByText(/180 KB · 5 金币 · 下载 3 次/)).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: '下载' }));
    const dialog = await screen.findByRole('dialog', { name: '下载附件' });
    expect(dialog).toHaveTextContent('需要支付 5 金币');
    expect(view.callsOf('downloadAttachment')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '支付 5 金币并下载' }));
    await waitFor(() => expect(view.callsOf('downloadAttachment')).toHaveLength(1));
    expect(view.callsOf('downloadAttachment')[0].body).toEqual({ id: 11 });
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await screen.findByText('已购买')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    click.mockRestore();
  });

  it('cancels without charging, and shows the refusal when coins are short', async () => {
    const view = renderMember(
      '/post/7',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getPost: ok(post()),
        getCommentList: ok(comments),
        getPostAttachmentList: ok({ list: [attachment()] }),
        downloadAttachment: fail(409, 6, '金币不足：下载这个附件需要 5 金币'),
      },
      { token: TOKEN },
    );
    fireEvent.click(await screen.findByRole('button', { name: '下载' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '下载' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /支付/ }));
    expect(await screen.findByText('金币不足：下载这个附件需要 5 金币')).toBeInTheDocument();
    expect(view.callsOf('downloadAttachment')).toHaveLength(1);
  });

  it('sends a signed-out reader to sign in', async () => {
    const view = renderMember('/post/7', {
      getMemberSite: ok(memberSite),
      getPost: ok(post()),
      getCommentList: ok(comments),
      getPostAttachmentList: ok({ list: [attachment({ price: 0 })] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '下载' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.callsOf('downloadAttachment')).toHaveLength(0);
  });
});

describe('附件选择器', () => {
  it('uploads, prices and removes files within the site’s limits', async () => {
    let uploaded = 0;
    const view = renderMember(
      '/write?sectionId=4',
      {
        getMemberSite: ok(memberSite),
        getMemberProfile: ok(memberProfile),
        getForumSectionList: ok({ list: [{ id: 4, name: '科幻小说', categoryName: '', canPost: true, reviewFirst: false }] }),
        getAttachmentPolicy: ok(policy),
        uploadAttachment: () => {
          uploaded += 1;
          return ok(attachment({ id: 20 + uploaded, name: `书单${uploaded}.txt`, size: 2048, price: 0, downloadCount: 0, mine: true }));
        },
        updateAttachment: ok(attachment({ id: 21, name: '书单1.txt', price: 8, mine: true })),
        createPost: ok({ id: 99, status: 20 }, '发帖成功'),
        getPost: ok(post({ id: 99 })),
        getCommentList: ok(comments),
        getPostAttachmentList: ok({ list: [] }),
      },
      { token: TOKEN },
    );
    expect(await screen.findByText(/PDF、TXT；单个不超过 1 MB，最多 2 个/)).toBeInTheDocument();
    const input = document.querySelector('.m-picker input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('.pdf,.txt');
    const big = new File([new Uint8Array(2 * 1024 * 1024)], '大.pdf');
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('附件不能超过 1 MB')).toBeInTheDocument();
    expect(view.callsOf('uploadAttachment')).toHaveLength(0);
    fireEvent.change(input, { target: { files: [new File(['一'], '书单1.txt')] } });
    expect(await screen.findByText('书单1.txt')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['二'], '书单2.txt')] } });
    expect(await screen.findByText('书单2.txt')).toBeInTheDocument();
    expect(input).toBeDisabled();
    const price = screen.getByRole('spinbutton', { name: '书单1.txt 的售价（金币）' });
    fireEvent.change(price, { target: { value: '8' } });
    fireEvent.blur(price);
    await waitFor(() => expect(view.callsOf('updateAttachment')).toHaveLength(1));
    expect(view.callsOf('updateAttachment')[0].body).toEqual({ id: 21, price: 8 });
    const second = screen.getByText('书单2.txt').closest('li') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: '移除' }));
    expect(screen.queryByText('书单2.txt')).toBeNull();
  });
});
