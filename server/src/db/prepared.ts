// The member site's hottest reads as prepared statements: drizzle builds each query shape once instead of on every
// request, and PostgreSQL parses it once per connection and may keep its plan (a third of a small read's time there).
import { sql } from 'drizzle-orm';
import type { Executor } from './database';

const built = new WeakMap<Executor, Map<string, unknown>>();

// Behind a pooler in transaction mode (DATABASE_POOLER=pgbouncer) the next statement may run on another server
// connection, where a named statement was never parsed: the queries are still built once, but sent unnamed.
let named = true;
/** Whether prepared queries are named on the server (one database per process: set when it is opened). */
export function nameStatements(enabled: boolean) {
  named = enabled;
}

/**
 * The prepared query of `name` on this database (or transaction), built by `build` the first time under that name
 * (`.prepare(statement)`). A name stands for one SQL text: a query whose shape varies takes the shape into its name.
 */
export function prepared<T>(db: Executor, name: string, build: (statement: string) => T): T {
  let queries = built.get(db);
  if (!queries) {
    queries = new Map();
    built.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(named ? name : '');
    queries.set(name, query);
  }
  return query;
}

/** A value given when the prepared query runs (`execute({ name: value })`). */
export const param = (name: string) => sql.placeholder(name);
