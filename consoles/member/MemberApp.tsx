import { Provider } from 'react-redux';
import { type createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import type { RouteRecord } from '#kit/routes/types';
import { memberMine, memberSlots } from './routes';
import { MineProvider } from './shell/mine';
import { NotFound } from './shell/NotFound';
import { RequireMember } from './shell/RequireMember';
import { Shell } from './shell/Shell';
import { SlotProvider } from './shell/slots';
import type { MemberStore } from './store';

/** The route table as react-router's objects: every page inside the shell; pages not marked public need a member. */
export function memberRouteObjects(routes: readonly RouteRecord[]): RouteObject[] {
  const pages = routes.map(({ path, public: open, component: Page }): RouteObject => {
    const page = Page ? <Page key={path} /> : null;
    return { path, element: open ? page : <RequireMember>{page}</RequireMember> };
  });
  return [{ element: <Shell />, children: [...pages, { path: '*', element: <NotFound /> }] }];
}

export function MemberApp({ store, router }: { store: MemberStore; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Provider store={store}>
      <MineProvider entries={memberMine}>
        <SlotProvider slots={memberSlots}>
          <RouterProvider router={router} />
        </SlotProvider>
      </MineProvider>
    </Provider>
  );
}
