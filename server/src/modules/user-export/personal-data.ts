// A member's own data (PIPL right of access): the profile, then every module's lists (posts, comments, answers, point
// records, notifications … each from its manifest's personalData), as JSON or as an xlsx with one sheet each. Made
// when the member's download ticket is used, never stored.
import type { Schema } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { exportTime } from '../../lib/personal-data-format';
import type { PersonalDataPart, ServerModule } from '../module';
import { findSiteUserRow } from '../site/site-user-repository';

/** Each list is cut at this many rows, newest first. */
const LIMIT = 10_000;

/** Every module's lists of a member's own data, in their `position` order: the file's keys and sheets after the profile. */
export function partsOf(modules: readonly ServerModule[]): PersonalDataPart[] {
  return modules.flatMap((module) => module.personalData ?? []).sort((a, b) => a.position - b.position);
}

export async function personalData(modules: readonly ServerModule[], db: Executor, siteId: number, userId: number) {
  const user = await findSiteUserRow(db, siteId, userId);
  const parts = partsOf(modules);
  const lists = await Promise.all(parts.map((part) => part.rows(db, siteId, userId, LIMIT)));
  return {
    profile: {
      id: user?.id ?? userId,
      account: user?.account ?? '',
      userName: user?.userName ?? '',
      mobile: user?.mobile ?? '',
      avatar: user?.avatarUrl ?? '',
      createdAt: exportTime(user?.createdAt ?? null),
      lastLoginAt: exportTime(user?.lastLoginAt ?? null),
    },
    lists: new Map(parts.map((part, i) => [part.key, lists[i]])),
  };
}

type Profile = Awaited<ReturnType<typeof personalData>>['profile'];

const PROFILE_LABELS: Record<keyof Profile, string> = {
  id: '编号',
  account: '登录名',
  userName: '昵称',
  mobile: '手机号',
  avatar: '头像',
  createdAt: '注册时间',
  lastLoginAt: '最近登录',
};

export async function personalDataFile(
  modules: readonly ServerModule[],
  db: Executor,
  siteId: number,
  userId: number,
  format: Schema<'MyDataFormat'>,
): Promise<Buffer> {
  const data = await personalData(modules, db, siteId, userId);
  if (format === 'json') return Buffer.from(JSON.stringify({ profile: data.profile, ...Object.fromEntries(data.lists) }, null, 2));
  // One workbook, written sheet by sheet with the streaming writer.
  const { default: ExcelJS } = await import('exceljs');
  const { PassThrough } = await import('node:stream');
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const profile = workbook.addWorksheet('资料');
  profile.columns = [
    { key: 'k', header: '项目', width: 12 },
    { key: 'v', header: '内容', width: 40 },
  ];
  for (const [key, label] of Object.entries(PROFILE_LABELS))
    profile.addRow([label, String(data.profile[key as keyof typeof PROFILE_LABELS])]).commit();
  profile.commit();
  for (const part of partsOf(modules)) {
    const sheet = workbook.addWorksheet(part.sheet);
    const keys = Object.keys(part.headers);
    sheet.columns = keys.map((k) => ({ key: k, header: part.headers[k], width: k === 'content' ? 60 : 14 }));
    for (const row of data.lists.get(part.key) ?? []) sheet.addRow(keys.map((k) => row[k])).commit();
    sheet.commit();
  }
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}
