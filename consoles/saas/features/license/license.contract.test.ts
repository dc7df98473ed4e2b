import { describe, expect, it } from 'vitest';
import { contractStore } from '#kit/test/contract';
import { saasConfig } from '../../config';
import { toLicenseQuery } from '../../shared/license/licenseQuery';
import { licenseApi } from './licenseApi';
import {
  emptyLicenseCodeValues,
  toActivateLicenseInput,
  toCreateLicenseCodesInput,
  toLicenseCodeListInput,
  toRevokeLicenseCodeInput,
} from './licenseRequests';

const { endpoints } = licenseApi;

describe('licences and licence codes against the contract', () => {
  it('reads a site’s licence with its history', async () => {
    const { call } = contractStore(saasConfig);
    const result = await call(endpoints.getLicense, toLicenseQuery(2));
    expect(result.data).toMatchObject({ siteId: 2, licenseStatus: expect.any(String), history: expect.any(Array) });
  });

  it('lists codes, all and by status', async () => {
    const { call } = contractStore(saasConfig);
    expect((await call(endpoints.getLicenseCodeList, toLicenseCodeListInput('', 1, 20))).data).toMatchObject({
      list: [expect.objectContaining({ codeTail: expect.any(String) })],
    });
    expect((await call(endpoints.getLicenseCodeList, toLicenseCodeListInput('revoked', 2, 10))).error).toBeUndefined();
  });

  it('generates codes (shown once, in full) and revokes one', async () => {
    const { call } = contractStore(saasConfig);
    const created = await call(
      endpoints.createLicenseCodes,
      toCreateLicenseCodesInput({ ...emptyLicenseCodeValues, quantity: '3', note: '' }),
    );
    expect(created.data).toMatchObject({
      type: 1,
      description: expect.any(String),
      data: [expect.objectContaining({ code: expect.any(String) })],
    });
    expect((await call(endpoints.revokeLicenseCode, toRevokeLicenseCodeInput(7))).data).toMatchObject({ type: 1 });
  });

  it('activates a code typed without dashes on one’s own site', async () => {
    const { call } = contractStore(saasConfig);
    const result = await call(endpoints.activateLicense, toActivateLicenseInput({ siteId: '2', code: 'h7kd 2mpx 9qtr 7qk2' }));
    expect(result.data).toMatchObject({ type: 1, data: { kind: 'licenseCode', licenseExpiresAt: expect.any(String) } });
  });
});
