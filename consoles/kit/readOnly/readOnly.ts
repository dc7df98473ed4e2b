import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ResultTypeReadOnlyDescription } from '#sdk';

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

/** For a store: dispatches a change only, so the many answers that agree with the state cost no render. */
export function readOnlyReporter(store: () => { getState(): { readOnly: boolean }; dispatch(action: PayloadAction<boolean>): unknown }) {
  return (readOnly: boolean) => {
    const target = store();
    if (target.getState().readOnly !== readOnly) target.dispatch(readOnlyChanged(readOnly));
  };
}
