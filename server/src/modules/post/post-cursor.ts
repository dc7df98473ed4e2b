import { badRequest } from '../../http/errors';

/** A place in a list ordered by (time desc, id desc): opaque to clients, base64url of `{µs}.{id}`. */
export interface ListPlace {
  /** Microseconds since 1970. */
  at: number;
  id: number;
}

/** Cursors handed out before they counted microseconds counted milliseconds (13 digits until the year 2286). */
const MILLISECOND_CURSOR_BELOW = 1e14;

export function encodePlace(place: ListPlace): string {
  return Buffer.from(`${place.at}.${place.id}`, 'utf8').toString('base64url');
}

export function decodePlace(cursor: string): ListPlace {
  const match = /^([0-9]{1,16})\.([1-9][0-9]{0,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const at = Number(match?.[1]);
  const id = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(at) || !Number.isSafeInteger(id)) throw badRequest('游标无效');
  return { at: at < MILLISECOND_CURSOR_BELOW ? at * 1000 : at, id };
}
