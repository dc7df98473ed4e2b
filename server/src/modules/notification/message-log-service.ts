// The SaaS console's subscribe-message log (/account/subscribeMessageLog and its list): every send of every channel,
// counted per site and template, and listed with filters. Dates are Beijing days, at most 366 (the statistics' rule).
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { OperationQuery, Schema } from '../../../../sdk';
import type { ModuleDeps } from '../deps';
import { sites } from '../site/site.tables';
import { dayRange } from '../statistic/statistic-service';
import { notificationSends as s } from './notification.tables';

type Filters = OperationQuery<'getSubscribeMessageLogList'>;

const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Shanghai')`;
const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Asia/Shanghai')`;

function where(query: Filters): SQL | undefined {
  const { start, end } = dayRange(query);
  return and(
    gte(s.createdAt, dayStart(start)),
    lt(s.createdAt, dayAfter(end)),
    query.siteId ? eq(s.siteId, query.siteId) : undefined,
    query.template ? eq(s.template, query.template) : undefined,
    query.channel ? eq(s.channel, query.channel) : undefined,
    query.status ? eq(s.status, query.status) : undefined,
  );
}

export function createMessageLogService({ db }: Pick<ModuleDeps, 'db'>) {
  return {
    async statistic(query: OperationQuery<'getSubscribeMessageLogStatistic'>): Promise<Schema<'SubscribeMessageStatPage'>> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const filter = where(query);
      const n = (status: string) => sql<number>`count(*) filter (where ${s.status} = ${status})::int`;
      const total = sql<number>`count(*)::int`;
      const rows = await db
        .select({
          siteId: s.siteId,
          siteName: sql<string>`coalesce(max(${sites.name}), '')`,
          template: s.template,
          total,
          sent: sql<number>`count(*) filter (where ${s.status} in ('sent', 'delivered'))::int`,
          delivered: n('delivered'),
          failed: n('failed'),
          pending: n('pending'),
          groups: sql<number>`(count(*) over ())::int`,
        })
        .from(s)
        .leftJoin(sites, eq(sites.id, s.siteId))
        .where(filter)
        .groupBy(s.siteId, s.template)
        .orderBy(desc(total), s.siteId, s.template)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return {
        list: rows.map(({ groups: _g, ...row }) => ({ ...row, template: row.template as Schema<'NotificationTemplate'> })),
        total: rows[0]?.groups ?? (page > 1 ? await countGroups(filter) : 0),
      };
    },

    async list(query: Filters): Promise<Schema<'SubscribeMessageLogPage'>> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const filter = where(query);
      const rows = await db
        .select({
          id: s.id,
          siteId: s.siteId,
          siteName: sql<string>`coalesce(${sites.name}, '')`,
          template: s.template,
          channel: s.channel,
          recipient: s.recipientMasked,
          status: s.status,
          error: s.error,
          createdAt: s.createdAt,
          sentAt: s.sentAt,
        })
        .from(s)
        .leftJoin(sites, eq(sites.id, s.siteId))
        .where(filter)
        .orderBy(desc(s.createdAt), desc(s.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [{ total }] = await db.select({ total: count() }).from(s).where(filter);
      return {
        list: rows.map((row) => ({
          ...row,
          template: row.template as Schema<'NotificationTemplate'>,
          channel: row.channel as Schema<'NotificationChannel'>,
          status: row.status as Schema<'NotificationSendStatus'>,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt ? row.sentAt.toISOString() : null,
        })),
        total: Number(total),
      };
    },
  };

  async function countGroups(filter: SQL | undefined) {
    const [row] = await db
      .select({ n: sql<number>`count(distinct (${s.siteId}, ${s.template}))::int` })
      .from(s)
      .where(filter);
    return row?.n ?? 0;
  }
}
