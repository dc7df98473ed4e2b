import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config server/drizzle.config.ts` writes a new migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/db/migrations',
});
