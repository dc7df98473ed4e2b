// The contract-tier harness: a console store whose SDK client talks to the Prism mock, failing on any request the
// contract rejects. Feature tests: `const { store, call } = contractStore(saasConfig)` then
// `await call(siteApi.endpoints.getSiteList, { query: { page: 1 } })`.
import { inject } from 'vitest';
import type { ConsoleConfig } from '#kit/app/config';
import { tokenSet } from '#kit/session/sessionSlice';
import { createConsoleStore } from '#kit/store/createConsoleStore';
import { ContractViolationError, contractFetch } from '../../../openapi/test/contract-fetch';
import { fakeNavigation, memoryCookies } from './fixtures';

/** Anything with `initiate(arg)`: an RTK Query query or mutation endpoint. */
interface Endpoint<A> {
  // biome-ignore lint/suspicious/noExplicitAny: RTK's initiate returns differ between queries and mutations.
  initiate(arg: A, ...rest: any[]): any;
}

export interface ContractCallResult {
  data?: unknown;
  error?: unknown;
}

/**
 * A store on Prism with a signed-in session (a token is all Prism checks). `call` dispatches an endpoint with the
 * request a page sends and throws a readable error when Prism reports a contract violation.
 */
export function contractStore(config: ConsoleConfig, { token = 'contract-test-token' }: { token?: string | null } = {}) {
  const violations: ContractViolationError[] = [];
  const checked = contractFetch();
  const store = createConsoleStore(config, {
    client: {
      baseUrl: inject('prismUrl'),
      fetch: async (request) => {
        try {
          return await checked(request);
        } catch (error) {
          if (error instanceof ContractViolationError) violations.push(error);
          throw error;
        }
      },
    },
    cookies: memoryCookies(),
    navigation: fakeNavigation('/index', '127.0.0.1'),
  });
  if (token) store.dispatch(tokenSet(token));

  async function call<A>(endpoint: Endpoint<A>, arg: A): Promise<ContractCallResult> {
    const before = violations.length;
    const action = store.dispatch(endpoint.initiate(arg));
    const result = (await action) as ContractCallResult;
    action.unsubscribe?.();
    if (violations.length > before) throw violations[violations.length - 1];
    return result;
  }

  return { store, call, violations };
}
