import type { FastifyBaseLogger } from 'fastify';
import type { LoginThrottle } from '../auth/login-throttle';
import type { SessionService } from '../auth/session-service';
import type { Cache } from '../cache/cache';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { SmsCodeService } from '../sms/sms-code-service';
import type { SiteResolver } from '../tenancy/site-resolver';
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
  /** Runs `stop` when the app closes, before the database does (background timers). */
  onClose(stop: () => void | Promise<void>): void;
}
