// `users unban`: lifts a member's ban (or mute), for a site console profile.
import { SanctionKindLabels, type Schema } from '../../../sdk';
import { clientFor } from '../access';
import type { CommandSpec } from '../command-spec';
import { ExitCode } from '../exit-codes';
import { writeJson } from '../output';
import { enumChoices, enumValue, positiveInteger } from '../parse';
import { withLogin } from '../settings';

export const usersUnbanCommand: CommandSpec<{ userId: number; kind?: Schema<'SanctionKind'>; json?: boolean }> = {
  path: ['users', 'unban'],
  operations: ['liftSiteUserSanction'],
  description: '解除一位成员的封禁（--kind mute 解除禁言）',
  flags(command) {
    command
      .argument('<userId>', '成员编号', positiveInteger('成员编号'))
      .option('--kind <kind>', `解除哪种处罚：${enumChoices(SanctionKindLabels)}（默认 ban）`, enumValue('处罚', SanctionKindLabels))
      .option('--json', '以 JSON 输出结果');
  },
  async run(options, ctx) {
    const { settings, client } = await clientFor('liftSiteUserSanction', options, ctx, '解除处罚');
    const kind = options.kind ?? 'ban';
    const { data, description } = await withLogin(settings, () =>
      client.send('liftSiteUserSanction', { body: { userId: options.userId, kind } }),
    );
    if (options.json) writeJson(ctx.io, data);
    else ctx.io.stdout.write(`${description || '已解除'}：成员 ${options.userId} 的${SanctionKindLabels[kind]}\n`);
    return ExitCode.ok;
  },
};
