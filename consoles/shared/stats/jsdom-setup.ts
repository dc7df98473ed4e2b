// A setup file of the dom tier: the statistics' chart and export are replaced by ./jsdom-doubles for every file at once, not
// by each test file. The tier shares one module graph per worker (vitest.config.ts): a file's own `vi.mock` would not
// reach a module an earlier file had already loaded, and a factory here runs again for each file, so it hands out the
// doubles' one module rather than making new ones.
import { vi } from 'vitest';

vi.mock('./exportXlsx', async () => ({ exportXlsx: (await import('./jsdom-doubles')).exportXlsx }));
vi.mock('./LineChart', async () => ({ LineChart: (await import('./jsdom-doubles')).LineChart }));
