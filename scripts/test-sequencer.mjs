// The order vitest hands files to its workers: longest first, across tiers, from the durations a full run recorded
// (scripts/test-durations.json, written by scripts/tier-times.ts with RECORD_TEST_DURATIONS=1). Vitest's own order
// takes one tier after another, alphabetically, and knows durations only from a previous run's cache, which a fresh
// clone lacks: the generated server tiers, the longest files, then started last and ran alone at the end of `npm test`.
// Longest-first keeps the workers busy to the end. A file missing from the record counts as its tier's median.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer } from 'vitest/node';

const RECORD = join(import.meta.dirname, 'test-durations.json');

/** @returns {Record<string, number>} */
function readRecord() {
  try {
    return JSON.parse(readFileSync(RECORD, 'utf8'));
  } catch {
    return {};
  }
}

/** `tier path` → milliseconds, the key scripts/tier-times.ts records under. */
export const durationKey = (/** @type {string} */ tier, /** @type {string} */ path) => `${tier} ${path}`;

export default class LongestFirst extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const record = readRecord();
    const root = this.ctx.config.root;
    const medians = new Map();
    for (const tier of new Set(files.map((f) => f.project.name))) {
      const known = Object.entries(record)
        .filter(([key]) => key.startsWith(`${tier} `))
        .map(([, ms]) => ms)
        .sort((a, b) => a - b);
      medians.set(tier, known.length ? known[Math.floor(known.length / 2)] : 1000);
    }
    const estimate = (/** @type {import('vitest/node').TestSpecification} */ f) =>
      record[durationKey(f.project.name, relative(root, f.moduleId))] ?? medians.get(f.project.name) ?? 1000;
    return [...files].sort(
      (a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || estimate(b) - estimate(a),
    );
  }
}
