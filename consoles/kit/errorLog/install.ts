import type { ConsoleStore } from '#kit/store/createConsoleStore';
import { errorEntry, errorLogged } from './errorLogSlice';

/** §8: uncaught errors and unhandled rejections outside React also land in the error log. */
export function installErrorLog(store: ConsoleStore, target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : undefined;
    store.dispatch(errorLogged(errorEntry(event.error ?? event.message, target.location.href, where)));
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    store.dispatch(errorLogged(errorEntry(event.reason, target.location.href, '未处理的 Promise 拒绝')));
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
