// The demo's work orders (工单) on site `demo`: types with a default assignee, members' orders in every state with
// replies from `admin`, an internal note and ratings; and the site's orders to the platform in every state, answered
// by the manager 13800000001 (ContentAudit).
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accounts } from '../account/account.tables';
import { siteUsers } from '../site/site.tables';
import { workOrderEntries, workOrders, workOrderTypes } from './work-order.tables';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Status = 'pending' | 'processing' | 'resolved' | 'closed';
interface Step {
  after: number;
  by: 'requester' | 'staff';
  kind?: 'reply' | 'note' | 'event';
  text: string;
}
interface DemoOrder {
  type?: number;
  category?: 'billing' | 'fault' | 'appeal' | 'other';
  by?: 'reader1' | 'reader2';
  title: string;
  content: string;
  contact?: string;
  status: Status;
  ageDays: number;
  steps: Step[];
  rating?: [number, string];
}

const types = [
  { name: '账号问题', description: '登录、绑定手机、修改密码等' },
  { name: '积分与兑换', description: '积分没到账、兑换的礼品没收到' },
  { name: '内容与举报', description: '帖子被屏蔽、举报没有处理' },
  { name: '建议反馈', description: '对读书会的想法和建议' },
];

const memberOrders: DemoOrder[] = [
  {
    type: 0,
    by: 'reader1',
    title: '换了手机号，收不到验证码',
    content: '原来的手机号停用了，登录时一直收不到验证码，能帮忙改绑到新号码吗？',
    contact: '微信 qinghe_reader1',
    status: 'pending',
    ageDays: 0.1,
    steps: [],
  },
  {
    type: 1,
    by: 'reader1',
    title: '签到积分没有到账',
    content: '昨天和今天都签到了，积分记录里只有一天的。',
    status: 'processing',
    ageDays: 1,
    steps: [
      { after: 0.5, by: 'staff', text: '您好，我们查一下签到记录，请稍等。' },
      { after: 0.6, by: 'staff', kind: 'note', text: '内部：查 11 月签到任务是否重复去重。' },
      { after: 2, by: 'requester', text: '好的，另外今天的也没到。' },
    ],
  },
  {
    type: 2,
    by: 'reader2',
    title: '我的书评被屏蔽了',
    content: '《额尔古纳河右岸》的书评被屏蔽，不知道哪里违规了。',
    status: 'resolved',
    ageDays: 2,
    steps: [
      { after: 1, by: 'staff', text: '书评里有一个外链被系统判定为广告，去掉链接后已为您恢复。' },
      { after: 1.2, by: 'staff', kind: 'event', text: '状态：处理中 → 已解决' },
    ],
  },
  {
    type: 3,
    by: 'reader1',
    title: '希望增加线下读书会报名',
    content: '每月的线下活动能不能在站内报名？现在都在群里接龙。',
    status: 'closed',
    ageDays: 6,
    steps: [
      { after: 3, by: 'staff', text: '谢谢建议！报名功能已经在排期，上线后会在公告里通知。' },
      { after: 3.5, by: 'staff', kind: 'event', text: '状态：处理中 → 已解决' },
      { after: 30, by: 'requester', kind: 'event', text: '提交人关闭了工单' },
    ],
    rating: [5, '回复很快，期待新功能'],
  },
  {
    type: 1,
    by: 'reader2',
    title: '兑换的帆布袋还没发货',
    content: '上周兑换的帆布袋一直显示待发货。',
    status: 'closed',
    ageDays: 10,
    steps: [
      { after: 20, by: 'staff', text: '已经发出，顺丰单号 SF1234567890。' },
      { after: 20.5, by: 'staff', kind: 'event', text: '状态：处理中 → 已解决' },
      { after: 200, by: 'staff', kind: 'event', text: '已解决后没有新的回复，工单已自动关闭' },
    ],
    rating: [3, '发货有点慢'],
  },
];

const platformOrders: DemoOrder[] = [
  {
    category: 'fault',
    title: '前台图片偶尔加载失败',
    content: '晚上高峰时帖子里的图片有时显示不出来，刷新后正常。',
    contact: '13800000002',
    status: 'pending',
    ageDays: 0.2,
    steps: [],
  },
  {
    category: 'billing',
    title: '想开具续费发票',
    content: '11 月续费的旗舰版需要开增值税普通发票，抬头：青禾文化传播有限公司。',
    status: 'processing',
    ageDays: 2,
    steps: [{ after: 4, by: 'staff', text: '已收到，发票会在 3 个工作日内发到您的邮箱。' }],
  },
  {
    category: 'appeal',
    title: '误判的敏感词',
    content: '平台敏感词把「打卡」判成了广告，站内很多读书打卡帖进了审核。',
    status: 'resolved',
    ageDays: 4,
    steps: [
      { after: 2, by: 'staff', kind: 'note', text: '内部：平台词库里「打卡」的规则过宽。' },
      { after: 3, by: 'staff', text: '已调整平台词库，「打卡」不再触发审核。' },
      { after: 3.1, by: 'staff', kind: 'event', text: '状态：处理中 → 已解决' },
    ],
  },
  {
    category: 'other',
    title: '如何把站点迁到自己的域名',
    content: '我们注册了 qinghe.club，想让读书会用这个域名访问。',
    status: 'closed',
    ageDays: 9,
    steps: [
      { after: 5, by: 'staff', text: '在站点设置里填写自定义域名，再把域名 CNAME 到平台地址即可。' },
      { after: 5.5, by: 'staff', kind: 'event', text: '状态：处理中 → 已解决' },
      { after: 48, by: 'requester', kind: 'event', text: '提交人关闭了工单' },
    ],
    rating: [4, '说明很清楚'],
  },
];

export async function seedDemoWorkOrders(tx: Executor, siteId: number, slug: string, adminId: number) {
  if (slug !== 'demo') return;
  const people = await tx
    .select({ id: siteUsers.id, account: siteUsers.account, name: siteUsers.userName, userType: siteUsers.userType })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), inArray(siteUsers.account, ['reader1', 'reader2', 'admin'])));
  const [owner] = await tx
    .select({ id: siteUsers.id, name: siteUsers.userName })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.userType, 1)));
  const [manager] = await tx.select({ id: accounts.id, name: accounts.userName }).from(accounts).where(eq(accounts.mobile, '13800000001'));
  const byAccount = Object.fromEntries(people.map((p) => [p.account, p]));
  const admin = { id: adminId, name: byAccount.admin?.name ?? '站点管理员' };
  const typeIds: number[] = [];
  for (const [i, t] of types.entries()) {
    const [row] = await tx
      .insert(workOrderTypes)
      .values({ siteId, ...t, sort: (i + 1) * 10, enabled: 1, defaultAssigneeId: i < 2 ? adminId : null })
      .returning({ id: workOrderTypes.id });
    typeIds.push(row.id);
  }
  const now = Date.now();
  const seed = async (scope: 'site' | 'saas', o: DemoOrder) => {
    const requester = scope === 'site' ? byAccount[o.by ?? 'reader1'] : owner;
    if (!requester) return;
    const created = now - o.ageDays * DAY;
    const at = (hours: number) => new Date(created + hours * HOUR);
    const staffReplies = o.steps.filter((s) => s.by === 'staff' && (s.kind ?? 'reply') === 'reply');
    const lastRequester = [...o.steps].reverse().find((s) => s.by === 'requester' && (s.kind ?? 'reply') === 'reply');
    const lastStaff = staffReplies.at(-1);
    const resolvedStep = o.steps.find((s) => s.text.endsWith('→ 已解决'));
    const last = o.steps.at(-1);
    const [row] = await tx
      .insert(workOrders)
      .values({
        siteId,
        scope,
        typeId: scope === 'site' ? typeIds[o.type ?? 0] : null,
        category: scope === 'saas' ? (o.category ?? 'other') : null,
        requesterId: requester.id,
        title: o.title,
        content: o.content,
        contact: o.contact ?? '',
        status: o.status,
        assigneeSiteUserId: scope === 'site' && (o.steps.length || (o.type ?? 0) < 2) ? adminId : null,
        assigneeAccountId: scope === 'saas' && o.steps.length && manager ? manager.id : null,
        awaitingStaff: !lastStaff || (lastRequester !== undefined && lastRequester.after > lastStaff.after),
        lastRequesterAt: lastRequester ? at(lastRequester.after) : new Date(created),
        firstReplyAt: staffReplies[0] ? at(staffReplies[0].after) : null,
        resolvedAt: resolvedStep ? at(resolvedStep.after) : null,
        closedAt: o.status === 'closed' && last ? at(last.after) : null,
        rating: o.rating?.[0] ?? null,
        ratingComment: o.rating?.[1] ?? '',
        ratedAt: o.rating && last ? at(last.after + 1) : null,
        createdAt: new Date(created),
        updatedAt: last ? at(last.after) : new Date(created),
      })
      .returning({ id: workOrders.id });
    for (const s of o.steps) {
      const staff = s.by === 'staff';
      const system = s.text.includes('自动关闭');
      await tx.insert(workOrderEntries).values({
        siteId,
        orderId: row.id,
        kind: s.kind ?? 'reply',
        author: system ? 'system' : s.by,
        authorSiteUserId: system || (staff && scope === 'saas') ? null : staff ? admin.id : requester.id,
        authorAccountId: staff && scope === 'saas' && !system ? (manager?.id ?? null) : null,
        authorName: system ? '系统' : staff ? (scope === 'saas' ? (manager?.name ?? '平台客服') : admin.name) : requester.name,
        content: s.text,
        createdAt: at(s.after),
      });
    }
    if (o.rating && last)
      await tx.insert(workOrderEntries).values({
        siteId,
        orderId: row.id,
        kind: 'event',
        author: 'requester',
        authorSiteUserId: requester.id,
        authorName: requester.name,
        content: `满意度 ${o.rating[0]} 星：${o.rating[1]}`,
        createdAt: at(last.after + 1),
      });
  };
  for (const o of memberOrders) await seed('site', o);
  for (const o of platformOrders) await seed('saas', o);
}
