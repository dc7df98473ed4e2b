// The demo seeded once, for the tests that read the demo rather than the seeding: seedDemo takes tens of seconds (a
// minute on PGlite on a busy machine) and half a dozen files need the same result. A copy of a seeded database
// replaces the seeding, as pglite-template.ts and private-database.ts replace the migrations.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '../src/db/database';
import { demoImageStore } from '../src/seed/demo-images';
import { seedDemo } from '../src/seed/demo-seed';
import { pgliteTemplate } from './pglite-template';
import { copyDatabase, copyMigratedTemplate, migrationsHash, privateDatabase, urlOf, withAdminLock } from './private-database';

const sources = join(import.meta.dirname, '..', 'src');

/**
 * Names the seeded demo: the migrations, the server's sources (the seed goes through provisionSite, the point rules,
 * the medal awards… not only src/seed) and today's date in Beijing, since the seed dates its rows back from now and
 * the consoles count "today" in Beijing time.
 */
export function demoTemplateKey() {
  const hash = createHash('sha1');
  for (const file of readdirSync(sources, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()) {
    hash.update(file);
    hash.update(readFileSync(join(sources, file)));
  }
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()).replaceAll('-', '');
  return `${migrationsHash()}_${hash.digest('hex').slice(0, 12)}_${day}`;
}

/**
 * Seeds the demo and says how long it took: without images (the tests that look at them seed their own), or with them
 * stored in `imagesDir` as local uploads.
 */
async function seedDemoTemplate(db: Database, imagesDir?: string) {
  const started = Date.now();
  await seedDemo(db, imagesDir === undefined ? undefined : demoImageStore({ uploadStorage: 'local', dataDir: imagesDir }));
  console.info(`demo template seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

let template: Promise<Blob> | undefined;

async function seededCopy(): Promise<Blob> {
  const key = demoTemplateKey();
  const file = join(tmpdir(), `commune-pglite-demo-${key}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  // A new day makes a new template: the earlier days' are never read again (another checkout's of today may be).
  const today = key.slice(key.lastIndexOf('_'));
  for (const old of readdirSync(tmpdir()).filter((f) => /^commune-pglite-demo-.*\.tar$/.test(f) && !f.endsWith(`${today}.tar`)))
    rmSync(join(tmpdir(), old), { force: true });
  const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
  try {
    await handle.migrate();
    await seedDemoTemplate(handle.db);
    const dump = await handle.dumpDataDir!();
    // Written aside and renamed, as the migrated template is: readers never see half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await handle.close();
  }
}

/** The seeded data directory to start a demo test's PGlite from (one read per test process; each server gets a copy). */
export function pgliteDemoTemplate(): Promise<Blob> {
  template ??= seededCopy();
  return template;
}

/**
 * PostgreSQL's counterpart: a database `name` copied (CREATE DATABASE … TEMPLATE) from `commune_demo_img_<key>`, the
 * demo with its pictures as `npm start -- --demo` seeds it, whose image files are kept in a folder beside it and copied
 * into `imagesInto` (a server's DATA_DIR). The first caller of the hour makes it from the migrated template and seeds
 * it; the e2e processes' servers and the server tier's demo tests copy it, instead of each drawing and seeding the same
 * demo (about 20 busy CPU-seconds apiece). Its own lock, so the other files' plain databases are not held up while the
 * demo seeds.
 */
export async function createDemoDatabase(adminUrl: string, name: string, { imagesInto }: { imagesInto: string }) {
  // Renewed every hour, not every day: the e2e tier's browsers read the seed's recent activity and pending orders the
  // way a person would, and a template from the morning would have aged by the afternoon's run.
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', hourCycle: 'h23' }).format(new Date());
  const key = `${demoTemplateKey()}${hour}`;
  const template = `commune_demo_img_${key}`;
  const files = join(tmpdir(), `commune-demo-files-${key}`);
  await withAdminLock(adminUrl, 'commune_test_demo_img_template', async (admin) => {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount || !existsSync(files)) {
      // Earlier hours' and sources' demos (and a build that died half-way, or the older demo without pictures) are
      // never copied again.
      const stale = await admin.query(`select datname from pg_database where datname like 'commune\\_demo\\_%'`);
      for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      for (const old of readdirSync(tmpdir()).filter((f) => f.startsWith('commune-demo-files-')))
        rmSync(join(tmpdir(), old), { recursive: true, force: true });
      // Seeded under another name and renamed when complete: a template that exists is a whole demo.
      const building = `${template}_building`;
      const buildingFiles = `${files}.${process.pid}`;
      await copyMigratedTemplate(adminUrl, building);
      const handle = await openDatabase({ url: urlOf(adminUrl, building), poolSize: 1 });
      try {
        await seedDemoTemplate(handle.db, buildingFiles);
      } catch (error) {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        rmSync(buildingFiles, { recursive: true, force: true });
        throw error;
      }
      await handle.close();
      renameSync(buildingFiles, files);
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
    }
    await copyDatabase(admin, template, name);
  });
  cpSync(files, imagesInto, { recursive: true });
  return privateDatabase(adminUrl, name);
}
