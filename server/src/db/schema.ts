// Every table, gathered for drizzle (the database handle's type and drizzle-kit's migrations). Each table is defined
// by the one module that owns it, in that module's `*.tables.ts`; site-owned tables lead their primary and unique
// keys with site_id so that they can be distributed by site on Citus.
//
// Who may touch a table:
// - Only the owning module writes it, and only its repositories (plus its own services' transactions) query it.
// - Another module that needs its data calls the owner's repository or service functions.
// - A read that joins several modules' tables for one screen or one guard (a site list with owner and licence,
//   a session with its account) may live in the module that owns the screen; it imports the other tables from
//   their owner's `*.tables.ts`, never from here, and never writes them.
// - This file is for drizzle, the test harness, the demo seed and the benchmark; modules do not import it.
export * from '../audit/audit.tables';
export * from '../auth/auth.tables';
export * from '../jobs/jobs.tables';
export * from '../modules/account/account.tables';
export * from '../modules/console-auth/console-auth.tables';
export * from '../modules/impeach/impeach.tables';
export * from '../modules/license/license.tables';
export * from '../modules/mall/mall.tables';
export * from '../modules/medal/medal.tables';
export * from '../modules/member/member.tables';
export * from '../modules/notification/notification.tables';
export * from '../modules/operation-log/operation-log.tables';
export * from '../modules/order/order.tables';
export * from '../modules/point/point.tables';
export * from '../modules/post/post.tables';
export * from '../modules/question/question.tables';
export * from '../modules/section/section.tables';
export * from '../modules/site/site.tables';
export * from '../modules/site-console/site-console.tables';
export * from '../modules/statistic/statistic.tables';
export * from '../modules/upload/upload.tables';
export * from '../modules/user-export/user-export.tables';
export * from '../modules/user-rank/user-rank.tables';
export * from '../modules/work-order/work-order.tables';
export * from '../sms/sms.tables';
