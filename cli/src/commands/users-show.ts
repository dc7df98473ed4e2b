// `users show`: one member of the site and their sanctions, for a site console profile.
import { SanctionKindLabels } from '../../../sdk';
import { formatBeijingDateTime } from '../../../sdk/format';
import { clientFor } from '../access';
import type { CommandSpec } from '../command-spec';
import { CliError } from '../errors';
import { ExitCode } from '../exit-codes';
import { renderPairs, writeJson } from '../output';
import { withLogin } from '../settings';
import { type Member, stateOf } from './users-list';

export const usersShowCommand: CommandSpec<{ user: string; json?: boolean }> = {
  path: ['users', 'show'],
  operations: ['getSiteUserSanctionList'],
  description: '查看一位成员：资料、状态与禁言封禁记录（<user> 是编号或登录名）',
  flags(command) {
    command.argument('<user>', '成员编号或登录名').option('--json', '以 JSON 输出（成员与处罚记录）');
  },
  async run(options, ctx) {
    const { settings, client } = await clientFor('getConsoleUserList', options, ctx, '成员');
    const wanted = options.user.trim();
    const byId = /^[1-9][0-9]{0,15}$/.test(wanted) ? Number(wanted) : undefined;
    let found: Member | undefined;
    // A login name is searched for; a number is looked for page by page (the list has no lookup by id).
    for (let page = 1; page <= 100 && !found; page += 1) {
      const data = await withLogin(settings, () =>
        client.getConsoleUserList({ query: { page, pageSize: 100, ...(byId ? {} : { keyword: wanted }) } }),
      );
      found = data.list.find((m) => (byId ? m.id === byId : m.account.toLowerCase() === wanted.toLowerCase()));
      if (page * 100 >= data.total) break;
    }
    if (!found) throw new CliError(`找不到成员：${wanted}`, ExitCode.failure);
    const member = found;
    const sanctions = await withLogin(settings, () => client.getSiteUserSanctionList({ query: { userId: member.id } }));
    if (options.json) {
      writeJson(ctx.io, { member, sanctions: sanctions.list });
      return ExitCode.ok;
    }
    const pairs: [string, string][] = [
      ['编号', String(member.id)],
      ['登录名', member.account],
      ['昵称', member.userName],
      ['手机号', member.mobile || '—'],
      ['等级', member.rankName || '—'],
      ['声望', String(member.points)],
      ['状态', stateOf(member)],
      ['注册时间', formatBeijingDateTime(member.createdAt)],
      ['最近登录', formatBeijingDateTime(member.lastLoginAt, '从未登录')],
    ];
    ctx.io.stdout.write(renderPairs(pairs, ctx.io.stdoutIsTTY));
    ctx.io.stdout.write(sanctions.list.length ? '\n处罚记录：\n' : '\n没有处罚记录\n');
    for (const s of sanctions.list)
      ctx.io.stdout.write(
        `  ${SanctionKindLabels[s.kind]} ${formatBeijingDateTime(s.startsAt)} 至 ${formatBeijingDateTime(s.endsAt)}，原因：${s.reason}（${s.actorName || '系统'}）${s.liftedAt ? `，已于 ${formatBeijingDateTime(s.liftedAt)} 解除` : s.active ? '，生效中' : ''}\n`,
      );
    return ExitCode.ok;
  },
};
