import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { runBinary } from '../test/binary';
import { ensureBuilt, isStale } from './ensure-built';

let home: string;
const commctl = (args: string[], env?: Record<string, string>) => runBinary(args, home, env);

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'commctl-bin-'));
  await ensureBuilt();
});
afterAll(() => rm(home, { recursive: true, force: true }));

describe('cli/bin/commctl.js', () => {
  it('keeps the bundle current with its sources', () => {
    expect(isStale()).toBe(false);
  });

  it('runs the bundle: version, exit 0', async () => {
    expect(await commctl(['--version'])).toEqual({ code: 0, stdout: `${packageJson.version}\n`, stderr: '' });
  });

  it('exits 2 with a Chinese message when an option lacks its value', async () => {
    const { code, stderr } = await commctl(['login', '--account']);
    expect(code).toBe(2);
    expect(stderr).toBe('错误：选项 --account <account> 缺少取值\n运行 commctl login --help 查看用法\n');
  });

  it('exits 4 when no token is stored', async () => {
    expect(await commctl(['whoami'])).toEqual({ code: 4, stdout: '', stderr: '错误：未登录，请先运行 commctl login\n' });
  });

  it('carries the contract in the bundle: generated commands, their flags and the operations of commctl api', async () => {
    const help = await commctl(['licences', 'code-list', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--status <value>  授权码状态：unused 未使用、used 已使用、revoked 已作废');
    const list = await commctl(['api', '--list']);
    expect(list.stdout).toContain('getSiteList\tGET\t/api/saas/site-list\t站点列表\t');
    expect(await commctl(['point', 'record-list', '--json', 'nmae'])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^错误：未知字段：nmae；可用字段：id, /),
    });
  });

  it('exits 1 when the server cannot be reached', async () => {
    const { code, stderr } = await commctl(['whoami'], { COMMCTL_SERVER: 'http://127.0.0.1:9', COMMCTL_TOKEN: 'x'.repeat(43) });
    expect(code).toBe(1);
    expect(stderr).toBe('错误：无法连接服务器：http://127.0.0.1:9\n');
  });
});
