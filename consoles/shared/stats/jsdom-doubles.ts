// Stand-ins for what jsdom cannot run (the dom tier puts them in place in ./jsdom-setup.ts): the chart library draws on a
// canvas jsdom does not have, and the export writes a file. A chart shows as a figure named by its title with its
// categories and series as text; the export is a spy. One module, loaded once per worker, so every file's pages and
// tests see the same spy.
import { createElement } from 'react';
import { vi } from 'vitest';
import type { LineSeries } from './LineChart';

export const exportXlsx = vi.fn(async (..._args: unknown[]) => {});

export const LineChart = ({ title, categories, series }: { title: string; categories: string[]; series: LineSeries[] }) =>
  createElement(
    'figure',
    { 'aria-label': title },
    `${categories.join(',')}|${series.map((s) => `${s.name}:${s.data.join(',')}`).join(';')}`,
  );
