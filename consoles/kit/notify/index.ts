export { NoticeToaster } from './NoticeToaster';
export { ERROR_TOAST_MS, type Notice, type NoticeIntent, notify, onNotice } from './notify';
