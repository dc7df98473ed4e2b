// Tables the job queue owns (platform-wide, not per site): whether each task runs on its schedule, and the record of
// every run (pg-boss keeps its own job tables in the `pgboss` schema; these are what the task page reads). Who else may
// use them: the layering rule, server/README.md.
import { boolean, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { TaskOutcomeValues, TaskTriggerValues } from '../../../sdk/generated/enums';
import { at, createdAt, id } from '../db/columns';
import { enumCheck } from '../db/enum-check';

/** A task whose row is missing runs as its registry entry says (`enabledByDefault`). */
export const taskSettings = pgTable('task_settings', {
  name: varchar('name', { length: 64 }).primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const taskRuns = pgTable(
  'task_runs',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 64 }).notNull(),
    trigger: varchar('trigger', { length: 16 }).notNull(),
    /** 1 for the first try, then one more for each retry pg-boss makes after a failure. */
    attempt: smallint('attempt').notNull().default(1),
    jobId: varchar('job_id', { length: 64 }).notNull().default(''),
    startedAt: createdAt(),
    finishedAt: at('finished_at'),
    durationMs: integer('duration_ms'),
    outcome: varchar('outcome', { length: 16 }).notNull().default('running'),
    error: text('error').notNull().default(''),
  },
  (t) => [
    index('task_runs_name_idx').on(t.name, t.startedAt),
    index('task_runs_started_idx').on(t.startedAt),
    enumCheck('task_runs_outcome_check', t.outcome, TaskOutcomeValues),
    enumCheck('task_runs_trigger_check', t.trigger, TaskTriggerValues),
  ],
);
