import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RevisionButton, revisionDiffs } from './RevisionDialog';

const editor = { id: 12, name: '林间读书人', avatar: '', home: true };
const revisions = [
  {
    version: 3,
    title: '重读《三体》（补充）',
    content: '<p>第一段</p><p>第三版的第二段</p>',
    editor,
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  { version: 2, title: '重读《三体》', content: '<p>第一段</p><p>第二段</p>', editor, createdAt: '2026-11-20T09:00:00.000Z' },
  { version: 1, title: '重读《三体》', content: '<p>第一段</p>', editor, createdAt: '2026-11-20T08:30:00.000Z' },
];

function Harness() {
  const [open, setOpen] = useState(false);
  return <RevisionButton noun="帖子" open={open} onOpenChange={setOpen} revisions={open ? revisions : undefined} loading={false} />;
}

describe('编辑历史', () => {
  it('compares each version with the one before it', () => {
    const diffs = revisionDiffs(revisions);
    expect(diffs[0].diff.filter((l) => l.kind !== 'same').map((l) => `${l.kind}:${l.text}`)).toEqual([
      'removed:标题：重读《三体》',
      'added:标题：重读《三体》（补充）',
      'removed:第二段',
      'added:第三版的第二段',
    ]);
    expect(diffs[1].diff.filter((l) => l.kind !== 'same').map((l) => `${l.kind}:${l.text}`)).toEqual(['added:第二段']);
    expect(diffs[2].diff.every((l) => l.kind === 'added')).toBe(true);
  });

  it('opens from 编辑历史 with every version, newest first, and the lines each changed', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <Harness />
      </FluentProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '编辑历史' }));
    const dialog = await screen.findByRole('dialog', { name: '帖子编辑历史' });
    const versions = within(within(dialog).getByRole('list', { name: '帖子的各个版本' })).getAllByRole('listitem');
    expect(versions).toHaveLength(3);
    expect(versions[0]).toHaveTextContent('第 3 版');
    expect(versions[2]).toHaveTextContent('第 1 版（最初发表）');
    const added = versions[0].querySelectorAll('[data-kind="added"]');
    expect([...added].map((l) => l.textContent)).toEqual(['+ 新增：标题：重读《三体》（补充）', '+ 新增：第三版的第二段']);
    expect(versions[0].querySelectorAll('[data-kind="removed"]')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
  });
});
