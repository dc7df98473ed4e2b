import { describe, expect, it } from 'vitest';
import { toLoginInput, toRegisterInput, toResetInput, toSmsInput, toVerifyInput } from '#kit/pages/authRequests';
import { api } from '#kit/request/api';
import { contractStore } from '#kit/test/contract';
import { ContractViolationError } from '../../openapi/test/contract-fetch';
import { saasConfig } from './config';

const { endpoints } = api;

describe('SaaS sign-in (the kit’s public pages with the saas operations) against the contract', () => {
  it('logs in with the login form’s request', async () => {
    const { call } = contractStore(saasConfig, { token: null });
    const result = await call(endpoints.saasLogin, toLoginInput({ account: ' 13800000002 ', password: 'demo123456' }));
    expect(result.data).toMatchObject({ type: 1, data: { token: expect.any(String) } });
  });

  it('registers with the register form’s requests (name optional)', async () => {
    const { call } = contractStore(saasConfig, { token: null });
    expect((await call(endpoints.sendRegisterSms, toSmsInput('13800000009'))).data).toMatchObject({ data: { cooldownSeconds: 60 } });
    const values = { mobile: '13800000009', code: '246810', password: 'qinghe2026', userName: '' };
    expect((await call(endpoints.register, toRegisterInput(values))).data).toMatchObject({ data: { token: expect.any(String) } });
    expect((await call(endpoints.register, toRegisterInput({ ...values, userName: '李雷' }))).error).toBeUndefined();
  });

  it('resets a password with the reset form’s requests', async () => {
    const { call } = contractStore(saasConfig, { token: null });
    expect((await call(endpoints.sendForgetSms, toSmsInput('13800000002'))).error).toBeUndefined();
    const verified = await call(endpoints.verifyResetCode, toVerifyInput('13800000002', '246810'));
    const resetToken = (verified.data as { data?: { resetToken?: string } } | undefined)?.data?.resetToken ?? '';
    expect((await call(endpoints.resetPassword, toResetInput(resetToken, 'newpass2026'))).error).toBeUndefined();
  });

  it('would fail on a request the contract rejects (an empty account is not a login)', async () => {
    const { call } = contractStore(saasConfig, { token: null });
    await expect(call(endpoints.saasLogin, toLoginInput({ account: '   ', password: 'x' }))).rejects.toBeInstanceOf(ContractViolationError);
  });
});
