// Reading the security audit trail in tests.
import { asc, eq } from 'drizzle-orm';
import { securityEvents } from '../src/audit/audit.tables';
import type { SecurityAction } from '../src/audit/security-actions';
import type { TestServer } from './harness';

/** Every event of this action so far, oldest first. */
export async function eventsOf(server: TestServer, action: SecurityAction) {
  return server.database.db.select().from(securityEvents).where(eq(securityEvents.action, action)).orderBy(asc(securityEvents.id));
}
