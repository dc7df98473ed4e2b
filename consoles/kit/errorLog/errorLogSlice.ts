import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** One uncaught UI error (§8), with the page it happened on. */
export interface ErrorLogEntry {
  /** Set by the log: tells entries apart. */
  id?: number;
  message: string;
  stack?: string;
  /** React component stack, or where a window error came from. */
  info?: string;
  url: string;
  time: string;
}

export interface ErrorLogState {
  logs: ErrorLogEntry[];
  nextId: number;
}

/** The log keeps the latest entries only, so a failing loop cannot grow it without bound. */
export const ERROR_LOG_LIMIT = 100;

export const errorLogSlice = createSlice({
  name: 'errorLog',
  initialState: { logs: [], nextId: 1 } as ErrorLogState,
  reducers: {
    errorLogged(state, action: PayloadAction<ErrorLogEntry>) {
      state.logs.push({ ...action.payload, id: state.nextId++ });
      if (state.logs.length > ERROR_LOG_LIMIT) state.logs.splice(0, state.logs.length - ERROR_LOG_LIMIT);
    },
    errorLogCleared(state) {
      state.logs = [];
    },
  },
});

export const { errorLogged, errorLogCleared } = errorLogSlice.actions;
export const errorLogReducer = errorLogSlice.reducer;

/** An entry from anything thrown. */
export function errorEntry(error: unknown, url: string, info?: string, now = new Date()): ErrorLogEntry {
  const e = error instanceof Error ? error : undefined;
  const message = e?.message ?? (typeof error === 'string' ? error : String(error));
  return { message: message || '未知错误', stack: e?.stack, info, url, time: now.toISOString() };
}
