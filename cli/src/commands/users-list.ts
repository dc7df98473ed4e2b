// `users list`: the site's members, for a site console profile.
import { MemberStateLabels, type Schema } from '../../../sdk';
import { formatBeijingDateTime } from '../../../sdk/format';
import { clientFor } from '../access';
import type { CommandSpec } from '../command-spec';
import { ExitCode } from '../exit-codes';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { writePage } from '../output';
import { enumChoices, enumValue, positiveInteger } from '../parse';
import { withLogin } from '../settings';

export type Member = Schema<'MemberSummary'>;

export const stateOf = (m: Member) =>
  m.bannedUntil
    ? `封禁至 ${formatBeijingDateTime(m.bannedUntil)}`
    : m.mutedUntil
      ? `禁言至 ${formatBeijingDateTime(m.mutedUntil)}`
      : '正常';

export interface UsersListOptions {
  keyword?: string;
  state?: Schema<'MemberState'>;
  page?: number;
  pageSize?: number;
  json?: JsonFlag;
}

export const usersListCommand: CommandSpec<UsersListOptions> = {
  path: ['users', 'list'],
  operations: ['getConsoleUserList'],
  description: '列出本站成员（站点控制台登录）：登录名、昵称、手机号、等级、声望、状态与最近登录',
  flags(command) {
    command
      .option('--keyword <words>', '登录名、昵称或手机号的一部分')
      .option('--state <state>', `按状态筛选：${enumChoices(MemberStateLabels)}`, enumValue('状态', MemberStateLabels))
      .option('--page <n>', '页码，从 1 开始', positiveInteger('页码'))
      .option('--page-size <n>', '每页条数', positiveInteger('每页条数'));
    jsonOption(command, '以 JSON 输出（列表与总数）');
  },
  async run(options, ctx) {
    const json = jsonOutput(options.json, 'getConsoleUserList');
    const { settings, client } = await clientFor('getConsoleUserList', options, ctx, '成员列表');
    const query = { keyword: options.keyword, state: options.state, page: options.page, pageSize: options.pageSize };
    const data = await withLogin(settings, () => client.getConsoleUserList({ query }));
    writePage(ctx.io, data, {
      json,
      headers: ['编号', '登录名', '昵称', '手机号', '等级', '声望', '状态', '注册时间', '最近登录'],
      row: (m) => [
        String(m.id),
        m.account,
        m.userName,
        m.mobile || '—',
        m.rankName || '—',
        String(m.points),
        stateOf(m),
        formatBeijingDateTime(m.createdAt),
        formatBeijingDateTime(m.lastLoginAt, '从未登录'),
      ],
      noun: '成员',
      page: options.page,
    });
    return ExitCode.ok;
  },
};
