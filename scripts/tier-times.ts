// A vitest reporter that prints, after the run, how long each tier (vitest project) took on the wall clock and which
// files took longest: where a slow `npm test` spends its time, without a second run to find out.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface Span {
  start: number;
  end: number;
  files: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// A default export: vitest loads a reporter named by its path from the module's default.
export default class TierTimes implements Reporter {
  private readonly spans = new Map<string, Span>();
  private readonly started = new Map<string, number>();
  private readonly files: { name: string; ms: number }[] = [];
  private runStart = Date.now();

  onTestRunStart() {
    this.runStart = Date.now();
  }

  onTestModuleStart(module: TestModule) {
    this.started.set(module.id, Date.now());
  }

  onTestModuleEnd(module: TestModule) {
    const now = Date.now();
    const start = this.started.get(module.id) ?? now;
    const tier = module.project.name || 'default';
    const span = this.spans.get(tier) ?? { start, end: now, files: 0 };
    span.start = Math.min(span.start, start);
    span.end = Math.max(span.end, now);
    span.files++;
    this.spans.set(tier, span);
    const d = module.diagnostic();
    const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
    this.files.push({ name: `${tier} ${module.relativeModuleId}`, ms });
  }

  onTestRunEnd() {
    if (!this.spans.size) return;
    // The record scripts/test-sequencer.ts orders files by: refresh it after a full `npm test` with this set.
    if (process.env.RECORD_TEST_DURATIONS) {
      // `npm test` runs several vitest processes, each recording its own files into the one record.
      const file = join(import.meta.dirname, 'test-durations.json');
      let record: Record<string, number> = {};
      try {
        record = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
      } catch {
        // first record
      }
      for (const f of this.files) record[f.name] = Math.round(f.ms);
      const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
    }
    const lines = [...this.spans.entries()]
      .sort((a, b) => a[1].start - b[1].start)
      .map(([tier, s]) => `  ${tier.padEnd(9)} ${seconds(s.end - s.start).padStart(9)}  ${String(s.files).padStart(4)} files`);
    const slowest = [...this.files]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8)
      .map((f) => `  ${seconds(f.ms).padStart(9)}  ${f.name}`);
    // Tiers overlap (two workers), so their times add up to more than the run's.
    console.log(
      [
        `\nTier times (wall, tiers overlap; whole run ${seconds(Date.now() - this.runStart)}):`,
        ...lines,
        'Slowest files:',
        ...slowest,
        '',
      ].join('\n'),
    );
  }
}
