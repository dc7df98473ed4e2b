// Tables the operation-log module owns: the tamper-evident operation logs of both consoles. One chain per site
// (chain_id = the site's id) and one for the platform (chain_id = 0); no foreign keys, so a log outlives its site.
// Rows are only ever inserted: no operation updates or deletes them. Who else may use them: the layering rule, server/README.md.
import { bigint, index, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns';

export const operationLogs = pgTable(
  'operation_logs',
  {
    chainId: id('chain_id').notNull(),
    /** Position in the chain, 1, 2, 3 … without gaps. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    at: at('at').notNull(),
    operationId: varchar('operation_id', { length: 64 }).notNull(),
    summary: varchar('summary', { length: 64 }).notNull(),
    actorId: id('actor_id'),
    actorName: varchar('actor_name', { length: 32 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    targetIds: varchar('target_ids', { length: 256 }).notNull().default(''),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** The object before and after, when the operation's service recorded it (`ctx.auditChange`); sealed by the hash. */
    change: jsonb('change').$type<{ before: unknown; after: unknown }>(),
    /** SHA-256 (hex) of the previous entry of this chain; 64 zeros for the first. */
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    /** SHA-256 (hex) over prevHash and this entry's fields (operation-log-chain.ts `entryHash`). */
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.seq] }), index('operation_logs_at_idx').on(t.chainId, t.at)],
);

/** The last entry of each chain; appends lock this row, so one chain grows one entry at a time. */
export const operationLogHeads = pgTable('operation_log_heads', {
  chainId: id('chain_id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: varchar('hash', { length: 64 }).notNull(),
});
