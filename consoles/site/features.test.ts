import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { can } from '#kit/permission/can';
import { type OperationId, operationIndex } from '#sdk';

const root = join(import.meta.dirname, 'features');
const features = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sources = (feature: string) =>
  readdirSync(join(root, feature))
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ file: `${feature}/${file}`, text: readFileSync(join(root, feature, file), 'utf8') }));
const operationIds = new Set(Object.keys(operationIndex));

/** The operations a source file names: hooks of the api, endpoints, `operation: '…'` and `can(…, '…')`. */
function operationsIn(text: string): string[] {
  const names = new Set<string>();
  for (const [, name] of text.matchAll(/\buse(?:Lazy)?([A-Z]\w+?)(?:Query|Mutation)\b/g)) names.add(name[0].toLowerCase() + name.slice(1));
  for (const [, name] of text.matchAll(/endpoints\.(\w+)/g)) names.add(name);
  for (const [, name] of text.matchAll(/'(\w+)'/g)) if (operationIds.has(name)) names.add(name);
  return [...names].filter((name) => operationIds.has(name));
}

describe('site console features', () => {
  it('are named after contract tags', () => {
    const tags = new Set(Object.values(operationIndex).map((op) => op.tag as string));
    for (const feature of features) expect({ feature, tag: tags.has(feature) }).toEqual({ feature, tag: true });
  });

  it('import only the kit, the SDK and the app’s config and test helpers — never another feature', () => {
    for (const feature of features)
      for (const { file, text } of sources(feature))
        for (const [, from] of text.matchAll(/from '([^']+)'/g)) {
          const other =
            from.startsWith('../') && !['../../config', '../../testSession'].includes(from) && !from.startsWith('../../../../openapi/');
          expect({ file, from, other }).toEqual({ file, from, other: false });
        }
  });

  it('call only operations a site console token opens, or public ones', () => {
    let seen = 0;
    for (const feature of features)
      for (const { file, text } of sources(feature))
        for (const id of operationsIn(text) as OperationId[]) {
          seen++;
          expect({ file, id, console: can(['admin'], id, 'console') }).toEqual({ file, id, console: true });
        }
    expect(seen).toBeGreaterThan(15);
  });
});
