// The embedded database's counterpart of private-database.ts: PGlite migrated once per set of migrations, its data
// directory kept as a file in the system's temporary folder, and every test server started from a copy of it. Loading
// the copy takes a fraction of the time running every migration takes, and the tiers start about eighty servers.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/database';
import { migrationsHash } from './private-database';

let template: Promise<Blob> | undefined;

async function migratedCopy(): Promise<Blob> {
  const file = join(tmpdir(), `commune-pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await handle.migrate();
    const dump = await handle.dumpDataDir!();
    // Written aside and renamed: a worker reading the file never sees half of it, and two writers write the same.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await handle.close();
  }
}

/** The migrated data directory to start a test's PGlite from (one read per test process). */
export function pgliteTemplate(): Promise<Blob> {
  template ??= migratedCopy();
  return template;
}
