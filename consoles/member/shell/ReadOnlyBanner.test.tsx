import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { READ_ONLY_BANNER } from '#kit/readOnly/readOnly';
import { api } from '#kit/request/api';
import { fakeNavigation, memoryCookies, ok, scriptedFetch } from '#kit/test/fixtures';
import { MemberApp, memberRouteObjects } from '../MemberApp';
import { memberRoutes } from '../routes';
import { createMemberStore } from '../store';
import { memberSite } from '../test/renderMember';

vi.setConfig({ testTimeout: 30_000 });

/** The home page on a server whose every answer carries `x-read-only: 1` while `mode.readOnly` is true. */
function start() {
  const mode = { readOnly: true };
  const scripted = scriptedFetch({
    getMemberSite: ok(memberSite),
    getForumSectionList: ok({ list: [] }),
    getPostList: ok({ list: [], nextCursor: null }),
  });
  const fetch = async (request: Request) => {
    const answer = await scripted.fetch(request);
    if (mode.readOnly) answer.headers.set('x-read-only', '1');
    return answer;
  };
  const store = createMemberStore({
    client: { baseUrl: 'http://member.test', fetch },
    cookies: memoryCookies(),
    navigation: fakeNavigation('/'),
  });
  const router = createMemoryRouter(memberRouteObjects(memberRoutes), { initialEntries: ['/'] });
  render(<MemberApp store={store} router={router} />);
  return { mode, store };
}

describe('the member site’s read-only banner', () => {
  it('shows in the header while answers say read-only, and goes with the first that does not', async () => {
    const { mode, store } = start();
    const shown = await screen.findByText(READ_ONLY_BANNER);
    expect(shown).toHaveAttribute('role', 'status');
    expect(shown.closest('header')).toHaveClass('m-top');

    mode.readOnly = false;
    await act(() => store.dispatch(api.endpoints.getMemberSite.initiate(undefined, { forceRefetch: true })));
    await waitFor(() => expect(screen.queryByText(READ_ONLY_BANNER)).toBeNull());

    mode.readOnly = true;
    await act(() => store.dispatch(api.endpoints.getMemberSite.initiate(undefined, { forceRefetch: true })));
    expect(await screen.findByText(READ_ONLY_BANNER)).toBeInTheDocument();
  });
});
