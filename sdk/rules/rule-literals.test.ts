// Rules are written once (the contract's enums and `x-transitions`, and sdk/rules/): this fails when code outside the
// tests compares or writes a status or licence field as a bare number again (`status === 20`, `licenseType > 2`,
// `eq(sections.status, 1)`, `status: 10`, `${sections.status} = 1`), where the generated enum member or a named gate
// (`ContentStatus.published`, `licenseAllows.mall(...)`) says what the number means.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const SCANNED = ['server/src', 'consoles', 'cli/src'];

/** A status-like field (status, previousStatus, giftStatus, workOrderFunctionStatus …) or a licence-like one. */
const FIELD = String.raw`(?:\w*[sS]tatus|licen[cs]e\w*|effectiveType|planType)`;
/**
 * A one- or two-digit number standing alone: every status and licence enum of the contract is one (0–60). HTTP status
 * codes are three digits (`response.status === 404`), so they never match: they are HTTP, not contract enums.
 */
const NUMBER = String.raw`(?<![\w.])\d{1,2}(?![\w.])`;
const COMPARE = '(?:===|!==|==|!=|<=|>=|<|>)';

const LITERAL_PATTERNS: readonly RegExp[] = [
  // status === 20, licenseType > 2, user?.status !== 1
  new RegExp(String.raw`\b${FIELD}\s*${COMPARE}\s*${NUMBER}`),
  // 20 === status
  new RegExp(String.raw`${NUMBER}\s*${COMPARE}\s*[\w.?]*\b${FIELD}\b`),
  // { status: 10 } in a query or a row, and `status: 0 | 1` as a type
  new RegExp(String.raw`\b${FIELD}\s*:\s*${NUMBER}`),
  // eq(sections.status, 1), ne(…), inArray(posts.status, [10, 60])
  new RegExp(String.raw`\b(?:eq|ne|inArray|notInArray)\(\s*[\w.]*\b${FIELD}\s*,\s*\[?\s*${NUMBER}`),
  // raw SQL: ${sections.status} = 1, s.status = 1, license_type > 2
  new RegExp(String.raw`(?:\b${FIELD}\}?|\b\w*_status|\blicense_type)\s*(?:<>|(?<![=!<>])=(?!=)|<=|>=|<|>)\s*${NUMBER}`),
  // a hand-written set of review states, the way a state machine was copied: approve: [10, 30, 40, 60]
  /\[\s*(?:[1-6]0)(?:\s*,\s*[1-6]0)+\s*\]/,
];

/**
 * Files whose literals are not rules:
 * - `*.test.*`: a test states the expected number on purpose (it checks the enum's value, too);
 * - anything importing vitest (the server's test kits, `consoles/kit/test/`, the e2e helpers): test support, never in
 *   the app;
 * - `fixtures.ts` and folders named `test/` (`consoles/member/test/`, `consoles/saas/shared/test/` …): the rows and
 *   renderers the DOM tests share, imported by tests only — a row's value there is data;
 * - generated files (`// Generated from openapi/`): written by scripts/contract.mjs from the contract itself;
 * - `server/src/sandbox/`: imitations of closed services (WeChat, QQ…), whose numbers are those services' own wire
 *   values (`audit_status: 3`), not the contract's enums.
 */
function excluded(path: string, text: string): boolean {
  return (
    /\.test\.tsx?$/.test(path) ||
    /\bfrom ['"]vitest['"]/.test(text) ||
    /(^|\/)fixtures\.tsx?$/.test(path) ||
    /(^|\/)test\//.test(path) ||
    path.startsWith('server/src/sandbox/') ||
    text.startsWith('// Generated from openapi/')
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A line's code without its comment: a comment may say "licence above 2" in the spec's words. */
function code(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('*') || trimmed.startsWith('/*') || trimmed.startsWith('//')) return '';
  return line.replace(/\s\/\/\s.*$/, '');
}

/** `file:line: text` for each line of `text` that writes a rule as a number. */
function ruleLiterals(path: string, text: string): string[] {
  if (excluded(path, text)) return [];
  return text
    .split('\n')
    .flatMap((line, i) => (LITERAL_PATTERNS.some((p) => p.test(code(line))) ? [`${path}:${i + 1}: ${line.trim()}`] : []));
}

describe('status and licence rules are named, not numbers', () => {
  it('finds no status or licence literal in server, consoles and commctl', () => {
    const found = SCANNED.flatMap((dir) => sourceFiles(dir)).flatMap((path) => ruleLiterals(path, readFileSync(join(root, path), 'utf8')));
    expect(found, 'use the generated enum member (ContentStatus.published …) or a gate of sdk/rules (licenseAllows …)').toEqual([]);
  });

  it('catches the forms the rules were written in before', () => {
    const bad = [
      "return { data, description: data.status === 20 ? '发帖成功' : '已提交' };",
      'if (site.licenseType !== 1 && !roles.includes(QUESTION_ROLE)) roles.push(QUESTION_ROLE);',
      'if (site.giftStatus === Switch.on && site.licenseType > 2) roles.push(MALL_ROLE);',
      'return licenseState(license).effectiveType > 2;',
      '{comment.status === 20 ? <p/> : <i/>}',
      'const canAccept = answer.status === 20 && question.status === 20;',
      '.where(and(eq(sections.siteId, siteId), eq(sections.status, 1)))',
      '  approve: [10, 30, 40, 60],',
      'const row = { id: 1, status: 10 };',
      'inArray(posts.status, [10, 60])',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source text, its placeholder included
      'sectionVisible: sql<boolean>`${sections.status} = 1`,',
      '        where s.status = 1',
      'if (20 === post.status) return;',
      'const setStatus = async (account: Account, status: 1 | 2) => {};',
    ];
    for (const line of bad) expect(ruleLiterals('server/src/x.ts', line), line).toHaveLength(1);
  });

  it('leaves HTTP codes, named members, lengths and tests alone', () => {
    const fine = [
      "if (!response.ok && !(method === 'DELETE' && response.status === 404)) throw new Error('x');",
      "return { status: 400, type: ResultType.invalidInput, description: '请求格式不正确' };",
      'if (status >= 400 && status < 500 && status !== 429) return;',
      'return { data, description: data.status === ContentStatus.published ? "成功" : "等待审核" };',
      'if (licenseAllows.mall(licenseType)) return;',
      'status: varchar("status", { length: 12 }).notNull(),',
      'const statusCount = items.length > 0;',
    ];
    for (const line of fine) expect(ruleLiterals('server/src/x.ts', line), line).toEqual([]);
    expect(ruleLiterals('server/src/x.test.ts', 'expect(post.status === 20)')).toEqual([]);
    expect(ruleLiterals('consoles/site/features/moderation/fixtures.ts', 'status: 10,')).toEqual([]);
    expect(ruleLiterals('server/src/x.ts', ' * the Mall role (gifts on, licence > 2).')).toEqual([]);
  });
});
