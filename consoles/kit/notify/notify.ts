/** §8/§9: error toasts stay 5000 ms. */
export const ERROR_TOAST_MS = 5000;

export type NoticeIntent = 'error' | 'warning' | 'success' | 'info';

export interface Notice {
  intent: NoticeIntent;
  text: string;
  timeout: number;
}

type Listener = (notice: Notice) => void;

const listeners = new Set<Listener>();

/** Subscribes to notices (the app's `<NoticeToaster/>` shows them); returns the unsubscribe. */
export function onNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function emit(intent: NoticeIntent, text: string, timeout: number): void {
  for (const listener of listeners) listener({ intent, text, timeout });
}

/** Toasts from anywhere (request layer, thunks, pages) without holding a React hook. */
export const notify = {
  error: (text: string) => emit('error', text, ERROR_TOAST_MS),
  warning: (text: string) => emit('warning', text, 3000),
  success: (text: string) => emit('success', text, 3000),
  info: (text: string) => emit('info', text, 3000),
};
