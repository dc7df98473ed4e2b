// `logs verify`: checks the operation log's hash chain (`--saas` for the platform's on a SaaS profile).
import { clientFor } from '../access';
import type { CommandSpec } from '../command-spec';
import { ExitCode } from '../exit-codes';
import { writeJson } from '../output';
import { withLogin } from '../settings';

export const logsVerifyCommand: CommandSpec<{ saas?: boolean; json?: boolean }> = {
  path: ['logs', 'verify'],
  operations: ['verifyOperationLog', 'verifyPlatformOperationLog'],
  description: '校验操作日志的哈希链：完整，或从哪一条起断开（断开时退出码为 1）',
  flags(command) {
    command.option('--saas', '平台的操作日志（站点管理中心登录）').option('--json', '以 JSON 输出校验结果');
  },
  async run(options, ctx) {
    const op = options.saas ? 'verifyPlatformOperationLog' : 'verifyOperationLog';
    const { settings, client } = await clientFor(op, options, ctx, '操作日志');
    const { data } = await withLogin(settings, () => client.send(op, {}));
    if (options.json) writeJson(ctx.io, data);
    else if (data.valid) ctx.io.stdout.write(`日志链完整：已逐条校验 ${data.checked} 条，最新哈希 ${data.headHash}\n`);
    else ctx.io.stdout.write(`日志链从第 ${data.brokenAt} 条起断开：${data.reason}；之前的 ${data.checked} 条完整\n`);
    return data.valid ? ExitCode.ok : ExitCode.failure;
  },
};
