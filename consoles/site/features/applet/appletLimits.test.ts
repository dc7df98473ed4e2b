import { describe, expect, it } from 'vitest';
import { enterpriseCodeProblem, nicknameProblem, nicknameWidth, signatureProblem, wechatIdProblem } from './appletLimits';

describe("WeChat's limits on the mini-program forms", () => {
  it('counts a name as WeChat does and refuses 小程序', () => {
    expect(nicknameWidth('青禾ab')).toBe(6);
    expect(nicknameProblem('青禾')).toBe('');
    expect(nicknameProblem('青')).toMatch(/4–30/);
    expect(nicknameProblem('青'.repeat(16))).toMatch(/现为 32/);
    expect(nicknameProblem('青禾小程序')).toMatch(/小程序/);
  });

  it('wants a signature of 4–120 characters with 4 Chinese', () => {
    expect(signatureProblem('读书社区')).toBe('');
    expect(signatureProblem('abcd')).toMatch(/4 个汉字/);
    expect(signatureProblem('读'.repeat(121))).toMatch(/4–120/);
  });

  it('checks a WeChat id', () => {
    expect(wechatIdProblem('qinghe_01')).toBe('');
    expect(wechatIdProblem('1qinghe')).not.toBe('');
    expect(wechatIdProblem('abc')).not.toBe('');
  });

  it("checks an enterprise's code with its check character", () => {
    // Real published codes: the check character is the last one.
    for (const code of ['91440300708461136T', '9144030071526726XG', '91110108551385082Q', '91310000717866186P'])
      expect(enterpriseCodeProblem(code, 1), code).toBe('');
    expect(enterpriseCodeProblem('91440300708461136A', 1)).toMatch(/校验位/);
    expect(enterpriseCodeProblem('9144030070846113', 1)).toMatch(/18 位/);
    expect(enterpriseCodeProblem('70846113-6', 2)).toBe('');
    expect(enterpriseCodeProblem('708461136', 2)).toBe('');
    expect(enterpriseCodeProblem('708461137', 2)).toMatch(/校验位/);
    expect(enterpriseCodeProblem('440301103009876', 3)).toBe('');
    expect(enterpriseCodeProblem('44030110300987', 3)).toMatch(/15 位/);
  });
});
