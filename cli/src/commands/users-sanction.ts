// `users mute|ban`: one factory for both sanctions, as `posts-moderate` is for its verbs.
import { type OperationId, SanctionKindLabels, type Schema } from '../../../sdk';
import { formatBeijingDateTime } from '../../../sdk/format';
import { clientFor } from '../access';
import type { CommandSpec } from '../command-spec';
import { usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { writeJson } from '../output';
import { positiveInteger } from '../parse';
import { withLogin } from '../settings';

function sanctionCommand(kind: Schema<'SanctionKind'>): CommandSpec<{ userId: number; days: number; reason?: string; json?: boolean }> {
  const op: OperationId = kind === 'ban' ? 'banSiteUser' : 'muteSiteUser';
  const label = SanctionKindLabels[kind];
  return {
    path: ['users', kind],
    operations: [op],
    description: `${label}一位成员若干天（原因会告诉该成员）`,
    flags(command) {
      command
        .argument('<userId>', '成员编号', positiveInteger('成员编号'))
        .requiredOption('--days <n>', '天数（1～3650）', positiveInteger('天数'))
        .option('--reason <text>', '原因（成员可见，必填）')
        .option('--json', '以 JSON 输出处罚记录');
    },
    async run(options, ctx) {
      const reason = options.reason?.trim();
      if (!reason) throw usageError(`${label}需要原因`, '加 --reason <原因>，成员会看到');
      const { settings, client } = await clientFor(op, options, ctx, `${label}成员`);
      const body = { userId: options.userId, days: options.days, reason };
      const { data, description } = await withLogin(settings, () => client.send(op as 'banSiteUser', { body }));
      if (options.json) writeJson(ctx.io, data);
      else ctx.io.stdout.write(`${description || `已${label}`}：成员 ${data.userId}，至 ${formatBeijingDateTime(data.endsAt)}\n`);
      return ExitCode.ok;
    },
  };
}

export const usersMuteCommand = sanctionCommand('mute');
export const usersBanCommand = sanctionCommand('ban');
