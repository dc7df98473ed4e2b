// Starts the WeChat sandbox as a child process and waits for the line saying where it listens. From the built server
// (server/dist/main.js) it runs the bundle beside it (scripts/build.mjs builds both); from the sources, the TypeScript
// entry through tsx. The child ends with its parent: its stdin is a pipe that closes when the parent exits.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface WechatSandboxProcess {
  origin: string;
  apiBaseUrl: string;
  mpBaseUrl: string;
  openBaseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

function entry(): string[] {
  const built = fileURLToPath(new URL('./sandbox/wechat/wechat-sandbox-main.js', import.meta.url));
  if (import.meta.url.endsWith('.js') && existsSync(built)) return [built];
  return ['--import', 'tsx', fileURLToPath(new URL('./wechat-sandbox-main.ts', import.meta.url))];
}

export function spawnWechatSandbox(env: Record<string, string | undefined>, timeoutMs = 30_000): Promise<WechatSandboxProcess> {
  const child = spawn(process.execPath, entry(), { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`WeChat sandbox did not start within ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`WeChat sandbox exited (${code}) before listening`));
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n').find((l) => l.startsWith('{"wechatSandbox"'));
      if (!line) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      const info = JSON.parse(line).wechatSandbox as Omit<WechatSandboxProcess, 'child' | 'stop'>;
      resolve({
        ...info,
        child,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.stdin!.end();
          }),
      });
    });
  });
}
