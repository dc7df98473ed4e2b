import { describe, expect, it } from 'vitest';
import { api } from '#kit/request/api';
import { contractStore } from '#kit/test/contract';
import { accountInfo } from '#kit/test/fixtures';
import { saasConfig } from '../../config';
import { profileValues, toChangePasswordInput, toProfileInput } from './accountRequests';

const { endpoints } = api;

describe('SaaS account pages against the contract', () => {
  it('saves the profile form, region from the city picker, and an emptied region', async () => {
    const { call } = contractStore(saasConfig);
    const values = { ...profileValues(accountInfo), region: { code: '440305', name: '广东省-深圳市-南山区' } };
    const saved = await call(endpoints.updateAccount, toProfileInput(values));
    expect(saved.data).toMatchObject({ type: 1, data: { userName: expect.any(String) } });
    expect((await call(endpoints.updateAccount, toProfileInput({ ...values, region: { code: '', name: '' } }))).error).toBeUndefined();
  });

  it('changes the password and gets the description to show', async () => {
    const { call } = contractStore(saasConfig);
    const result = await call(endpoints.changePassword, toChangePasswordInput({ oldPassword: 'demo123456', newPassword: 'newpass2026' }));
    expect(result.data).toMatchObject({ type: 1, description: expect.any(String) });
  });
});
