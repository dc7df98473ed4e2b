import { defineConfig } from 'drizzle-kit';

// Tables live in each module's `*.tables.ts` (and the platform's: audit, auth, jobs, sms); drizzle-kit finds them by
// name. After changing one, `npx drizzle-kit generate --config server/drizzle.config.ts --name <what changed>` writes
// the migration, and server/db/migrations.test.ts fails until it is committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/**/*.tables.ts',
  out: './server/db/migrations',
});
