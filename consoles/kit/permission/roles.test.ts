import { describe, expect, it } from 'vitest';
import { deriveRoles, siteFeatureFlags } from './roles';

describe('deriveRoles (§4 roles)', () => {
  it('gives visitor for an empty permission list', () => {
    expect(deriveRoles([])).toEqual({ baseRoles: ['visitor'], roles: ['visitor'] });
  });

  it('keeps the SaaS permission list as it is', () => {
    expect(deriveRoles(['Site', 'Order'])).toEqual({ baseRoles: ['Site', 'Order'], roles: ['Site', 'Order'] });
    // No licence in the SaaS console: Mall is not touched there.
    expect(deriveRoles(['Mall']).roles).toEqual(['Mall']);
  });

  describe('site console', () => {
    const on = 1;
    const off = 0;
    it('adds Question when the licence type is not 1', () => {
      expect(deriveRoles(['Post'], { licenseType: 1, giftStatus: off }).roles).toEqual(['Post']);
      expect(deriveRoles(['Post'], { licenseType: 2, giftStatus: off }).roles).toEqual(['Post', 'Question']);
      expect(deriveRoles([], { licenseType: 3, giftStatus: off }).roles).toEqual(['visitor', 'Question']);
    });

    it('keeps Mall only with the gift setting on, licence type above 2 and Mall in the base roles', () => {
      expect(deriveRoles(['Mall'], { licenseType: 3, giftStatus: on }).roles).toEqual(['Question', 'Mall']);
      expect(deriveRoles(['Mall'], { licenseType: 3, giftStatus: off }).roles).toEqual(['Question']);
      expect(deriveRoles(['Mall'], { licenseType: 2, giftStatus: on }).roles).toEqual(['Question']);
      expect(deriveRoles(['Mall'], { licenseType: 1, giftStatus: on }).roles).toEqual([]);
      expect(deriveRoles(['Post'], { licenseType: 3, giftStatus: on }).roles).toEqual(['Post', 'Question']);
    });

    it('keeps the base roles as the server gave them', () => {
      const derived = deriveRoles(['Mall', 'Post'], { licenseType: 1, giftStatus: on });
      expect(derived.baseRoles).toEqual(['Mall', 'Post']);
      expect(derived.roles).toEqual(['Post']);
    });

    it('does not add Question twice', () => {
      expect(deriveRoles(['Question'], { licenseType: 2, giftStatus: off }).roles).toEqual(['Question']);
    });
  });
});

describe('siteFeatureFlags (§2.3 work orders and mall)', () => {
  it('turns each area on only when its setting is 1', () => {
    expect(siteFeatureFlags({ workOrderFunctionStatus: 1, mallFunctionStatus: 0 })).toEqual({
      workOrder: true,
      mall: false,
      question: false,
    });
    expect(siteFeatureFlags({ workOrderFunctionStatus: 0, mallFunctionStatus: 1 })).toEqual({
      workOrder: false,
      mall: true,
      question: false,
    });
    expect(siteFeatureFlags(null)).toEqual({ workOrder: false, mall: false, question: false });
  });

  it('opens Q&A only with its switch on and the licence-derived Question role', () => {
    const on = { workOrderFunctionStatus: 0, mallFunctionStatus: 0, questionFunctionStatus: 1 };
    expect(siteFeatureFlags(on, ['Answer', 'Question']).question).toBe(true);
    expect(siteFeatureFlags(on, ['Answer']).question).toBe(false);
    expect(siteFeatureFlags({ ...on, questionFunctionStatus: 0 }, ['Question']).question).toBe(false);
  });

  it('shows the mall, to admin too, only where §4 allows it: gift setting on and a licence above 2', () => {
    const open = { workOrderFunctionStatus: 0, mallFunctionStatus: 1, siteBasicSetting: { giftStatus: 1 } };
    expect(siteFeatureFlags(open, ['admin'], 3).mall).toBe(true);
    expect(siteFeatureFlags(open, ['admin'], 2).mall).toBe(false);
    expect(siteFeatureFlags({ ...open, siteBasicSetting: { giftStatus: 0 } }, ['admin'], 3).mall).toBe(false);
    expect(siteFeatureFlags({ ...open, mallFunctionStatus: 0 }, ['admin'], 3).mall).toBe(false);
  });
});
