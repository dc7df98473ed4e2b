import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { findLoadedTable } from '#kit/test/tables';
import type { Schema } from '#sdk';
import { callsOf, renderSignedIn } from '../../shared/test/renderSignedIn';
import { ManageSearchIndexPage } from './ManageSearchIndexPage';

const site = (over: Partial<Schema<'SearchIndexSite'>>): Schema<'SearchIndexSite'> => ({
  siteId: 1,
  siteName: '青禾读书会',
  documents: 1200,
  unindexed: 30,
  lastBuiltAt: null,
  state: 'never',
  progress: { total: 0, done: 0 },
  error: '',
  ...over,
});

describe('搜索索引', { timeout: 30_000 }, () => {
  it('starts a site’s rebuild, shows its progress while it runs and polls until it is done', async () => {
    let reads = 0;
    const { calls, user } = renderSignedIn(<ManageSearchIndexPage />, {
      roles: ['SiteSetting'],
      replies: {
        getSearchIndexList: () => {
          reads += 1;
          const state =
            reads === 1
              ? site({})
              : reads === 2
                ? site({ state: 'running', lastBuiltAt: '2026-11-24T08:00:00.000Z', progress: { total: 1200, done: 600 } })
                : site({ state: 'done', unindexed: 0, lastBuiltAt: '2026-11-24T08:00:00.000Z', progress: { total: 1200, done: 1200 } });
          return ok({ list: [state], total: 1 });
        },
        rebuildSearchIndex: ok({ started: 1, alreadyRunning: 0 }, '已开始重建 1 个站点的索引'),
      },
    });
    const table = await findLoadedTable('搜索索引');
    expect(await within(table).findByText('从未重建')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '重建' }));
    await waitFor(() => expect(callsOf(calls, 'rebuildSearchIndex')).toHaveLength(1));
    expect(callsOf(calls, 'rebuildSearchIndex')[0].body).toEqual({ siteId: 1 });
    expect(await within(table).findByText('600 / 1200（50%）')).toBeInTheDocument();
    // Polling every 2 s brings the end of the rebuild.
    expect(await within(table).findByText('已完成', {}, { timeout: 5000 })).toBeInTheDocument();
    const count = reads;
    await new Promise((r) => setTimeout(r, 2500));
    expect(reads).toBe(count);
  });
});
