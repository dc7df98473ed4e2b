import { buildApp } from './app';
import { loadConfig } from './config';
import { installShutdown } from './http/shutdown';
import { DEMO_PASSWORD, demoSites } from './seed/demo-data';
import { hasDemoData, isEmpty, seedDemo } from './seed/demo-seed';

const config = loadConfig();
const wantDemo = process.argv.includes('--demo');
const { app, database } = await buildApp(config);

// Demo data goes into an empty embedded database on its own, and into a PostgreSQL server only when asked.
if ((wantDemo || !config.databaseUrl) && (await isEmpty(database.db))) {
  app.log.info('seeding demo data');
  await seedDemo(database.db);
}

installShutdown(app, config.shutdownGraceSeconds);

await app.listen({ port: config.port, host: config.host });
const port = config.port === 80 ? '' : `:${config.port}`;
const base = `http://${config.baseDomain}${port}`;
const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
const lines = [
  '',
  `Commune is running on ${storage}, cache: ${config.redisUrl ? 'Redis' : 'in-process'}`,
  `  SaaS console (站点管理中心):  ${base}/`,
  ...demoSites
    .slice(0, 2)
    .map((s) => `  Site console ${s.slug.padEnd(6)} (${s.name}): http://${s.slug}.${config.baseDomain}${port}/console/`),
  `  API:                         ${base}/api/...`,
  '',
];
if (await hasDemoData(database.db)) {
  lines.push(
    `Demo logins (password ${DEMO_PASSWORD}):`,
    '  SaaS console  13800000000  main manager (admin)',
    '  SaaS console  13800000001  manager with Site, Order, ContentAudit',
    '  SaaS console  13800000002  account holder; owns sites demo and demo2 (site owner in both site consoles)',
    '  Site console  admin        site administrator in each demo site',
    '',
  );
}
process.stdout.write(`${lines.join('\n')}\n`);
