// Every table of the database: the platform's own (audit, sign-in, jobs, SMS) and each module's from its manifest.
// The "wrote nothing" checks count rows in all of them.
import * as auditTables from '../src/audit/audit.tables';
import * as authTables from '../src/auth/auth.tables';
import * as jobsTables from '../src/jobs/jobs.tables';
import { serverModules } from '../src/modules/index';
import * as smsTables from '../src/sms/sms.tables';

export const platformTables = [auditTables, authTables, jobsTables, smsTables] as const;

/** Every export of every `*.tables.ts`, by name (callers keep the tables, `is(value, PgTable)`). */
export function everyTable(): [string, unknown][] {
  return [...platformTables, ...serverModules.map((module) => module.tables ?? {})].flatMap((tables) => Object.entries(tables));
}
