// Rows written as JSON by PostgreSQL (and the times their cursors carry): a page of a hot list is passed through to the
// response as it is, where Node would build, map and serialize every field of every row (server/src/context.ts's JsonText).
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** These columns as one JSON object written by PostgreSQL, as text (keys are the columns' names, in their order). */
export function jsonText(columns: Record<string, SQLWrapper>) {
  return sql<string>`json_build_object(${sql.join(
    Object.entries(columns).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})::text`;
}

/** A timestamp as the contract writes it (UTC, milliseconds). */
export function isoTime(column: AnyPgColumn) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A time as microseconds since 1970, exactly as stored: a cursor in milliseconds would put a post whose time has half a
 * millisecond or more past the last whole one on the next page again (rounded up), or skip posts (rounded down). */
export const microseconds = (column: AnyPgColumn) => sql<number>`(extract(epoch from ${column}) * 1000000)::bigint`.mapWith(Number);
