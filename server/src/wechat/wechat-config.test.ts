// The platform's settings as config.ts reads them: off without an appid, every credential required with one, and a
// malformed value stops the start with the setting's name.
import { expect, it } from 'vitest';
import { loadConfig } from '../config';

const complete = {
  WECHAT_COMPONENT_APPID: 'wx1234567890abcdef',
  WECHAT_COMPONENT_SECRET: 'secret',
  WECHAT_COMPONENT_TOKEN: 'pushtoken',
  WECHAT_COMPONENT_AES_KEY: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
};

it('leaves mini-programs off without a component appid', () => {
  expect(loadConfig({}).wechatComponent).toBeUndefined();
});

it('reads a complete platform, with WeChat’s hosts by default', () => {
  expect(loadConfig({ ...complete, WECHAT_COMPONENT_PREVIOUS_AES_KEY: 'B'.repeat(43) }).wechatComponent).toEqual({
    appId: 'wx1234567890abcdef',
    secret: 'secret',
    token: 'pushtoken',
    encodingAesKeys: [complete.WECHAT_COMPONENT_AES_KEY, 'B'.repeat(43)],
    apiBaseUrl: 'https://api.weixin.qq.com',
    mpBaseUrl: 'https://mp.weixin.qq.com',
    refreshMarginMs: 600_000,
  });
  // A real component appid means no sandbox unless asked for.
  expect(loadConfig(complete).wechatSandbox).toBe(false);
});

it('refuses a partial or malformed platform, naming the setting', () => {
  expect(() => loadConfig({ ...complete, WECHAT_COMPONENT_SECRET: '' })).toThrow(/WECHAT_COMPONENT_SECRET/);
  expect(() => loadConfig({ ...complete, WECHAT_COMPONENT_AES_KEY: 'short' })).toThrow(/WECHAT_COMPONENT_AES_KEY/);
  expect(() => loadConfig({ ...complete, WECHAT_COMPONENT_APPID: 'component' })).toThrow(/WECHAT_COMPONENT_APPID/);
  expect(() => loadConfig({ ...complete, WECHAT_COMPONENT_TOKEN: 'has space' })).toThrow(/WECHAT_COMPONENT_TOKEN/);
  expect(() => loadConfig({ ...complete, WECHAT_COMPONENT_BASE_URL: 'api.weixin.qq.com' })).toThrow(/WECHAT_COMPONENT_BASE_URL/);
  expect(() => loadConfig({ ...complete, WECHAT_COMPONENT_REFRESH_MARGIN_SECONDS: '10m' })).toThrow(/REFRESH_MARGIN/);
  expect(() => loadConfig({ ...complete, WECHAT_COMPONENT_REFRESH_MARGIN_SECONDS: '7200' })).toThrow(/REFRESH_MARGIN/);
  expect(() => loadConfig({ WECHAT_SANDBOX_MESSAGE_EVENT_URL: 'nowhere' })).toThrow(/WECHAT_SANDBOX_MESSAGE_EVENT_URL/);
});
