import { badRequest } from '../../http/errors';

/** Cursors are opaque to clients: base64url of the last id they saw. */
export function encodeCursor(lastId: number): string {
  return Buffer.from(String(lastId), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw badRequest('游标无效');
  return id;
}
