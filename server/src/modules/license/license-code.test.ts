import { describe, expect, it } from 'vitest';
import { hashLicenseCode, LICENSE_CODE_ALPHABET, licenseCodeTail, newLicenseCode } from './license-code';

describe('licence codes', () => {
  it('look like XXXX-XXXX-XXXX-XXXX in an alphabet without 0, O, 1 or I', () => {
    expect(LICENSE_CODE_ALPHABET).toHaveLength(32);
    const codes = Array.from({ length: 200 }, newLicenseCode);
    for (const code of codes) {
      expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('hash the same whatever the case, and keep the last four symbols as the tail', () => {
    expect(hashLicenseCode('h7kd-2mpx-9qtr-7qk2')).toEqual(hashLicenseCode('H7KD-2MPX-9QTR-7QK2'));
    expect(hashLicenseCode('H7KD-2MPX-9QTR-7QK3')).not.toEqual(hashLicenseCode('H7KD-2MPX-9QTR-7QK2'));
    expect(licenseCodeTail('h7kd-2mpx-9qtr-7qk2')).toBe('7QK2');
  });
});
