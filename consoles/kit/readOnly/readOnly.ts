import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type CommuneClientOptions, createCommuneClient, ResultTypeReadOnlyDescription } from '#sdk';

/**
 * While its primary database is away the server reads from a replica, refuses every write with 503 and marks every
 * answer, reads included, `x-read-only: 1` (server/src/http/read-routing-hooks.ts). The latest answer decides: the
 * banner goes as soon as one arrives without the mark, so nobody has to reload once writes are back.
 */
export const READ_ONLY_HEADER = 'x-read-only';

/** The banner's words: the server's own refusal, and what it means for the reader. */
export const READ_ONLY_BANNER = `${ResultTypeReadOnlyDescription}，发帖、回复等操作暂不可用`;

export const readOnlySlice = createSlice({
  name: 'readOnly',
  initialState: false,
  reducers: {
    readOnlyChanged: (_state, action: PayloadAction<boolean>) => action.payload,
  },
});

export const { readOnlyChanged } = readOnlySlice.actions;
export const readOnlyReducer = readOnlySlice.reducer;

type Fetch = (request: Request) => Promise<Response>;

/**
 * The SDK client's fetch, reporting each answer's read-only mark to `report`. A request that got no answer (the
 * network, an abort) says nothing either way, and the state stays as it was.
 */
export function watchReadOnly(fetch: Fetch | undefined, report: (readOnly: boolean) => void): Fetch {
  return async (request) => {
    // The page's fetch is looked up per request, as openapi-fetch's own default would be at creation.
    const response = await (fetch ? fetch(request) : globalThis.fetch(request));
    report(response.headers.get(READ_ONLY_HEADER) === '1');
    return response;
  };
}

/** What the client needs of its store: the token to send, and where to report the mark. */
export interface ClientStore {
  getState(): { session: { token: string | null }; readOnly: boolean };
  dispatch(action: PayloadAction<boolean>): unknown;
}

/**
 * A store's SDK client (the consoles' and the member site's): the session's token on each request, and each answer's
 * read-only mark into the state — a change only, so the many answers that agree with it cost no render. `store`
 * answers undefined until the store exists (it is made after its client).
 */
export function storeClient(options: Omit<CommuneClientOptions, 'token'> = {}, store: () => ClientStore | undefined) {
  return createCommuneClient({
    ...options,
    fetch: watchReadOnly(options.fetch, (readOnly) => {
      const target = store();
      if (target && target.getState().readOnly !== readOnly) target.dispatch(readOnlyChanged(readOnly));
    }),
    token: () => store()?.getState().session.token,
  });
}
