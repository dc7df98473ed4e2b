import { describe, expect, it } from 'vitest';
import { fieldRules, type OperationId, violationMessage } from '#sdk';
import { bodyRules, type FieldRule, fieldCheck, maxLengthOf, queryRules } from './fieldRules';
import { check } from './rules';

type Table = Record<string, { body?: Record<string, FieldRule>; query?: Record<string, FieldRule> }>;
const table = fieldRules as unknown as Table;

/** A value breaking just one keyword of a rule, for the keywords a form can break. */
function breaking(rule: FieldRule, keyword: string): unknown {
  switch (keyword) {
    case 'minLength':
      return 'x'.repeat(Math.max(0, (rule.minLength ?? 1) - 1)) || '';
    case 'maxLength':
      return 'x'.repeat((rule.maxLength ?? 0) + 1);
    case 'minimum':
      return String((rule.minimum ?? 0) - 1);
    case 'maximum':
      return String((rule.maximum ?? 0) + 1);
    default:
      return undefined;
  }
}

describe('form checks from the contract’s field rules', () => {
  it('say the contract’s x-messages for lengths and bounds, in every operation', () => {
    let checked = 0;
    for (const [operationId, parts] of Object.entries(table)) {
      for (const rules of [parts.body, parts.query]) {
        for (const [field, rule] of Object.entries(rules ?? {})) {
          for (const keyword of ['minLength', 'maxLength', 'minimum', 'maximum'] as const) {
            const message = rule.messages?.[keyword];
            const value = breaking(rule, keyword);
            if (!message || rule[keyword] === undefined || value === '') continue;
            if (keyword === 'minLength' && rule.pattern) continue;
            expect({ operationId, field, keyword, said: fieldCheck(rule)(value) }).toEqual({ operationId, field, keyword, said: message });
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('fall back to the SDK’s violationMessage where the field has no x-messages', () => {
    const description = table.updatePointCategory.body?.description as FieldRule;
    expect(fieldCheck(description)('x'.repeat(201))).toBe(violationMessage('maxLength', '说明', { limit: 200 }));
    const points = table.updatePointItem.body?.points as FieldRule;
    expect(fieldCheck(points)('')).toBe(violationMessage('required', '积分'));
    expect(fieldCheck(points)('1.5')).toBe(violationMessage('type', '积分', { type: 'integer' }));
  });

  it('check required text, patterns and enums as the contract states them', () => {
    const rank = bodyRules('createUserRank', ['name', 'minPoints', 'color']);
    expect(check(' ', rank.name)).toBe(fieldRules.createUserRank.body.name.messages.required);
    expect(check('', rank.color)).toBe(fieldRules.createUserRank.body.color.messages.required);
    expect(check('#12345', rank.color)).toBe(fieldRules.createUserRank.body.color.messages.pattern);
    expect(check('', rank.minPoints)).toBe(fieldRules.createUserRank.body.minPoints.messages.required);
    expect(check(' 5000 ', rank.minPoints)).toBeUndefined();
    expect(check('#E6A23C', rank.color)).toBeUndefined();
    const gender = fieldCheck(fieldRules.updateAccount.body.gender);
    expect(gender(3)).toBe(fieldRules.updateAccount.body.gender.messages.enum);
    expect(gender(1)).toBeUndefined();
  });

  it('let optional fields stay empty, required-but-blank-allowed ones too, unless the page always sends them', () => {
    const register = bodyRules('consoleRegister', ['userName']);
    expect(check('', register.userName)).toBeUndefined();
    const category = bodyRules('updatePointCategory', ['description']);
    expect(check('', category.description)).toBeUndefined();
    const site = bodyRules('updateSiteSetting', ['siteName'], { required: ['siteName'] });
    expect(check(' ', site.siteName)).toBe(fieldRules.updateSiteSetting.body.siteName.messages.minLength);
    expect(check('', bodyRules('updateSiteSetting', ['siteName']).siteName)).toBeUndefined();
  });

  it('check trimmed text unless the page sends it as typed, and count characters as the server does', () => {
    const login = bodyRules('consoleLogin', ['password'], { asTyped: ['password'] });
    expect(check('   ', login.password)).toBeUndefined();
    const trimmed = bodyRules('consoleLogin', ['password']);
    expect(check('   ', trimmed.password)).toBe(fieldRules.consoleLogin.body.password.messages.required);
    const rank = bodyRules('createUserRank', ['name']);
    expect(check('😀'.repeat(16), rank.name)).toBeUndefined();
    expect(check('😀'.repeat(17), rank.name)).toBe(fieldRules.createUserRank.body.name.messages.maxLength);
  });

  it('read query rules and maxLength attributes from the same table', () => {
    const records = queryRules('getPointRecordList', ['keyword', 'startDate']);
    expect(check('2026-11', records.startDate)).toBe(fieldRules.getPointRecordList.query.startDate.messages.pattern);
    expect(maxLengthOf('getPointRecordList', 'query', 'keyword')).toBe(fieldRules.getPointRecordList.query.keyword.maxLength);
    expect(maxLengthOf('updatePointCategory', 'body', 'name')).toBe(fieldRules.updatePointCategory.body.name.maxLength);
    expect(() => maxLengthOf('getPointRecordList' as OperationId as 'getPointRecordList', 'query', 'nope' as 'keyword')).toThrow(
      /no rules/,
    );
  });
});
