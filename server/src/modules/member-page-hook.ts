import type { MemberPagePart, MemberPageParts } from '../http/member-page-parts';
import type { ModuleDeps } from './deps';
import type { ServerModule } from './module';

/**
 * Every manifest's `memberPage`, asked together for one page. A module that throws leaves its part out (the page is
 * still served, the failure reported): navigation or a theme must never take a site's pages down.
 */
export function gatherMemberPageParts(
  modules: readonly ServerModule[],
  deps: ModuleDeps,
  onError: (error: unknown, module: string) => void,
): MemberPageParts {
  const writers = modules.filter((m) => m.memberPage);
  return async (page) => {
    const parts = await Promise.all(
      writers.map((m) =>
        m.memberPage?.(deps, page).catch((error: unknown) => {
          onError(error, m.name);
          return undefined;
        }),
      ),
    );
    return parts.filter((p): p is MemberPagePart => p !== undefined);
  };
}
