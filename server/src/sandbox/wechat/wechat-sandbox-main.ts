// The WeChat sandbox as a process of its own (`npm start` runs it beside the server; see spawn-wechat-sandbox.ts):
// settings from the environment, one JSON line on stdout once it listens ({"wechatSandbox":{origin,…}}), its log on
// stderr, and it ends when its parent does (stdin closes).
import { DEMO_WECHAT_COMPONENT, startWechatSandbox } from './wechat-sandbox';
import { wechatSandboxOptionsFromEnv } from './wechat-sandbox-env';

const options = wechatSandboxOptionsFromEnv(process.env);
const sandbox = await startWechatSandbox({ ...options, log: (line) => process.stderr.write(`[wechat-sandbox] ${line}\n`) });
process.stdout.write(
  `${JSON.stringify({
    wechatSandbox: {
      origin: sandbox.origin,
      apiBaseUrl: sandbox.apiBaseUrl,
      mpBaseUrl: sandbox.mpBaseUrl,
      openBaseUrl: sandbox.openBaseUrl,
      componentAppId: sandbox.component.appId,
      demoComponent: sandbox.component.appId === DEMO_WECHAT_COMPONENT.appId,
    },
  })}\n`,
);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
