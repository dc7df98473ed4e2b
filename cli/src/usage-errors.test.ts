import { Command, type CommanderError } from 'commander';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { translateCommanderError } from './usage-errors';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.cleanup());

async function usage(argv: string[]) {
  h.reset();
  const code = await h.run(argv);
  return { code, stderr: h.stderr };
}

describe('usage errors: exit 2, in Chinese, with where to find help', () => {
  it.each([
    [['sites', 'list', '--page'], '错误：选项 --page <n> 缺少取值\n运行 commctl sites list --help 查看用法\n'],
    [['whoami', '--jsn'], '错误：未知选项：--jsn（是否想输入 --json？）\n运行 commctl whoami --help 查看用法\n'],
    [['site', 'list'], '错误：未知命令：site（是否想输入 sites？）\n运行 commctl --help 查看用法\n'],
    [['cache', 'purge'], '错误：未知命令：purge\n运行 commctl cache --help 查看用法\n'],
    [['whoami', 'me'], '错误：commctl whoami 不接受参数，却收到 1 个\n运行 commctl whoami --help 查看用法\n'],
    [
      ['sites', 'list', '--page-size', 'ten'],
      '错误：选项 --page-size <n> 的值“ten”无效：每页条数必须是正整数\n运行 commctl sites list --help 查看用法\n',
    ],
    [['login', '--saas', '--console'], '错误：选项 --saas 不能与 --console 同时使用\n运行 commctl login --help 查看用法\n'],
    [['--profile', '../x', 'whoami'], '错误：配置名无效：../x（只能包含字母、数字、下划线和连字符，最长 32 位）\n'],
  ])('%j', async (argv, message) => {
    expect(await usage(argv)).toEqual({ code: 2, stderr: message });
  });

  it('never prints commander English', async () => {
    for (const argv of [['--nope'], ['sites', 'list', 'x'], ['login', '--account']]) {
      const { code, stderr } = await usage(argv);
      expect(code).toBe(2);
      expect(stderr).not.toMatch(/error:|unknown|missing|too many/i);
    }
  });
});

describe('translateCommanderError on messages commander itself produced', () => {
  function commanderError(configure: (c: Command) => void, argv: string[]): CommanderError {
    const command = new Command('demo').exitOverride().configureOutput({ outputError: () => {} });
    configure(command);
    try {
      command.parse(argv, { from: 'user' });
    } catch (error) {
      return error as CommanderError;
    }
    throw new Error('commander accepted the command line');
  }

  it('translates a missing required argument and a missing mandatory option', () => {
    expect(
      translateCommanderError(
        commanderError((c) => c.argument('<slug>').action(() => {}), []),
        'demo',
      ),
    ).toBe('缺少必需的参数：slug');
    expect(
      translateCommanderError(
        commanderError((c) => c.requiredOption('--account <account>').action(() => {}), []),
        'demo',
      ),
    ).toBe('缺少必需的选项：--account <account>');
  });

  it('translates excess arguments for commands that take some', () => {
    const error = commanderError((c) => c.argument('<slug>').action(() => {}), ['a', 'b']);
    expect(translateCommanderError(error, 'commctl demo')).toBe('参数过多：commctl demo 最多接受 1 个参数，却收到 2 个');
  });
});
