import type { FastifyBaseLogger } from 'fastify';
import type { LoginThrottle } from '../auth/login-throttle';
import type { SessionService } from '../auth/session-service';
import type { Cache } from '../cache/cache';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../email/mailer';
import type { EventBus } from '../events/event-bus';
import type { JobQueue } from '../jobs/job-queue';
import type { SmsCodeService } from '../sms/sms-code-service';
import type { SmsProvider } from '../sms/sms-provider';
import type { SiteResolver } from '../tenancy/site-resolver';
import type { ServerModule } from './module';
import type { NotificationDelivery, WechatProvider } from './notification/notification-delivery';
import type { StatisticService } from './statistic/statistic-service';

/** What every module may use; built once in app.ts (the composition root). */
export interface ModuleDeps {
  db: Database;
  cache: Cache;
  config: Config;
  sessions: SessionService;
  sites: SiteResolver;
  smsCodes: SmsCodeService;
  loginThrottle: LoginThrottle;
  log: FastifyBaseLogger;
  /** Background work on the job queue (server/src/jobs): the task page runs and switches tasks through it. */
  jobs: JobQueue;
  /** Flow and SMS statistics; `statistics.visits.record(…)` counts a member-site page view. */
  statistics: StatisticService;
  /** The SMS provider every SMS leaves through (codes and notifications). */
  sms: SmsProvider;
  /** Email (SMTP through nodemailer); `mailer.on` is false without SMTP settings: the email channel is off. */
  mailer: Mailer;
  /** WeChat subscribe messages (the sandbox unless a real provider is configured). */
  wechat: WechatProvider;
  /** The change events behind the live counts (in-process, or across servers through Redis). */
  events: EventBus;
  /** Sends the SMS and WeChat notifications waiting in the send log (after commits, and every minute). */
  deliveries: NotificationDelivery;
  /** Every module's manifest (modules/index.ts): what one module reads of the others' declarations (badges, erasure). */
  modules: readonly ServerModule[];
  /** Runs `stop` when the app closes, before the database does (background timers). */
  onClose(stop: () => void | Promise<void>): void;
}
