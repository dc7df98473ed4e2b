import { describe, expect, it } from 'vitest';
import { toLoginInput, toRegisterInput, toResetInput, toSmsInput, toVerifyInput } from '#kit/pages/authRequests';
import { api } from '#kit/request/api';
import { contractStore } from '#kit/test/contract';
import { siteConfig } from '../../config';

const { endpoints } = api;

describe('site console public pages against the contract', () => {
  it('logs in with the login form’s request', async () => {
    const { call } = contractStore(siteConfig, { token: null });
    const result = await call(endpoints.consoleLogin, toLoginInput({ account: 'admin', password: 'demo123456' }));
    expect(result.data).toMatchObject({ token: expect.any(String), userInfo: { siteName: expect.any(String) } });
  });

  it('registers with the agreement shown and the register form’s requests', async () => {
    const { call } = contractStore(siteConfig, { token: null });
    expect((await call(endpoints.getSiteServiceAgreement, undefined)).data).toMatchObject({ title: expect.any(String) });
    expect((await call(endpoints.sendConsoleRegisterSms, toSmsInput('13900000031'))).error).toBeUndefined();
    const values = { mobile: '13900000031', code: '246810', password: 'qinghe2026', userName: '韩梅梅' };
    expect((await call(endpoints.consoleRegister, toRegisterInput(values))).data).toMatchObject({ token: expect.any(String) });
  });

  it('resets a password with the reset form’s requests', async () => {
    const { call } = contractStore(siteConfig, { token: null });
    expect((await call(endpoints.sendConsoleForgetSms, toSmsInput('13800000002'))).error).toBeUndefined();
    const verified = await call(endpoints.verifyConsoleResetCode, toVerifyInput('13800000002', '246810'));
    const { resetToken } = verified.data as { resetToken: string };
    expect((await call(endpoints.resetConsolePassword, toResetInput(resetToken, 'newpass2026'))).error).toBeUndefined();
  });
});
