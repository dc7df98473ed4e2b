import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM, as scripts/build.mjs
import LongestFirst from './scripts/test-sequencer.mjs';

// The servers the tiers start (the e2e tier's `npm start` children too, which inherit this environment) are driven from
// one address far faster than people: the contract's per-operation limits are off unless a test asks for them, as
// server/test/limits.test.ts does. The server harness sets the same for its own servers.
process.env.RATE_LIMIT_OPERATION_PERCENT ??= '0';

// One config covers every tier; `vitest --project <name>` runs one of them. `npm test` (scripts/test-tiers.mjs) runs
// the e2e tier in a vitest process of its own beside one for all the others: in a single run vitest would start the
// e2e tier, limited to one worker, only after every other tier had finished.
export default defineConfig({
  // `#kit/*` and `#sdk` come from tsconfig.json's `paths`, as in tsc and rsbuild.
  resolve: { tsconfigPaths: true },
  test: {
    globals: true,
    // The usual report, then each tier's wall time and the slowest files (scripts/tier-times.ts).
    reporters: ['default', './scripts/tier-times.ts'],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the tests mostly wait on
    // PostgreSQL, servers and Chromium. Two keep both cores busy.
    maxWorkers: 2,
    // Longest files first, across tiers, from a recorded run (scripts/test-sequencer.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          globals: true,
          environment: 'node',
          include: ['{openapi,sdk,cli,consoles,scripts}/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.contract.test.ts', '**/*.e2e.test.ts'],
          // One module graph per worker, as the server tier: these files hold no document, mock no module and keep no
          // state between files (they passed in shuffled orders), and a fresh worker per file cost more than the
          // tests (the tier 61 → 26 busy CPU-s).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          globals: true,
          environment: 'jsdom',
          include: ['consoles/**/*.test.tsx'],
          exclude: ['**/node_modules/**', '**/*.contract.test.tsx', '**/*.e2e.test.ts'],
          setupFiles: ['consoles/kit/test/setup-dom.ts', 'consoles/shared/stats/jsdom-setup.ts'],
          // Worker threads rather than forked processes: a file's fresh worker and jsdom start cheaper in a thread (the
          // tier measured 207 → 180 busy CPU-s, 124 → 111 s).
          pool: 'threads',
          // One module graph per worker, as the server tier: evaluating React, Fluent and the console modules again for
          // each of the hundred files was most of the tier (237 → 49 busy CPU-s, 142 → 43 s alone). What a file could
          // leave behind is handled once for all: each render makes its own store (kit/test/render.tsx), the setup
          // unmounts every test's page, and the modules jsdom cannot run are doubled in a setup file, not by a file's
          // own `vi.mock` (which cannot replace a module an earlier file loaded; consoles/kit/test/dom-tier.test.ts refuses one).
          isolate: false,
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  'react',
                  'react-dom',
                  'react-dom/client',
                  'react-router',
                  '@fluentui/react-components',
                  '@fluentui/react-icons',
                  '@fluentui/react-datepicker-compat',
                  '@reduxjs/toolkit',
                  '@reduxjs/toolkit/query',
                  '@reduxjs/toolkit/query/react',
                  'react-redux',
                  '@testing-library/react',
                  '@testing-library/user-event',
                ],
              },
            },
          },
          // A page test clicks through several lazy chunks and dialogs, each waited for up to 5 s on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          globals: true,
          environment: 'node',
          include: ['**/*.contract.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          // As the unit tier: 42 → 12 busy CPU-s.
          isolate: false,
          globalSetup: ['openapi/test/prism.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          globals: true,
          environment: 'node',
          include: ['server/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.contract.test.ts', '**/*.e2e.test.ts', 'server/test/faults/**', 'server/test/multinode/**'],
          // A worker keeps its module graph from one file to the next: each file starts servers of its own (fresh
          // databases, caches, data folders) and mocks no module, so a fresh graph per file only re-evaluated the
          // server's ~1,500 modules 145 times (the tier alone: 8 min → under 5).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Real servers (in-process and child processes) on the machine's PostgreSQL and Redis, with the
          // connections between them cut, terminated or killed: what the README promises when a dependency fails.
          name: 'faults',
          globals: true,
          environment: 'node',
          include: ['server/test/faults/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // README "Running at scale" on this machine: a PostgreSQL primary and a streaming replica of its own
          // (PostgreSQL 15's binaries), PgBouncer, the machine's Redis and two servers behind a round-robin proxy.
          name: 'multinode',
          globals: true,
          environment: 'node',
          include: ['server/test/multinode/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 150_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          globals: true,
          environment: 'node',
          include: ['consoles/e2e/**/*.e2e.test.ts'],
          globalSetup: ['consoles/e2e/setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One server and one demo database for the whole tier: files take turns. This limits the project to one
          // worker, which vitest schedules in a group after all other projects (a `sequence.groupOrder` shared with
          // them is refused for a different `maxWorkers`); hence its own process in `npm test`.
          fileParallelism: false,
          // One worker process for a process's files, not a fresh one for each: a file's own state is its browser and
          // pages (opened in beforeAll, closed in afterAll), and starting a worker and importing the route tables and
          // Playwright again cost about a busy CPU-second a file.
          isolate: false,
          // A page's lazy chunk and first request can take seconds while the other tiers run beside this one.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
