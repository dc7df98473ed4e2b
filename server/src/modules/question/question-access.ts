// Whether a site runs Q&A (问答) — its licence grants the role Question (any type but 1, spec §4) and its
// questionFunctionStatus is on — and the site's Q&A rules with their defaults.
import { eq } from 'drizzle-orm';
import { questionOpen, type Schema } from '../../../../sdk';
import { Switch } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { forbidden } from '../../http/errors';
import { findLicense } from '../license/license-repository';
import { licenseState } from '../license/license-state';
import { siteSettings } from '../site-console/site-console.tables';
import { questionSettings } from './question.tables';

export const QA_CLOSED = '本站未开放问答';

export type QuestionSetting = Schema<'QuestionSetting'>;

export const defaultQuestionSetting: QuestionSetting = {
  askPermission: 1,
  answerPermission: 1,
  bountyMin: 0,
  bountyMax: 500,
  bountyCategory: 'coin',
  settleDays: 7,
  settleRule: 'refund',
  answerReviewFirst: 0,
  maxAnswersPerMember: 1,
};

/** The licence allows Q&A and the site has it switched on. */
export async function qaOpen(db: Executor, siteId: number, now = new Date()): Promise<boolean> {
  const [license, [setting]] = await Promise.all([
    findLicense(db, siteId),
    db.select({ on: siteSettings.questionFunctionStatus }).from(siteSettings).where(eq(siteSettings.siteId, siteId)),
  ]);
  return questionOpen({ licenseType: licenseState(license, now).effectiveType, questionFunctionStatus: setting?.on ?? Switch.on });
}

/** Refuses every Q&A operation of a site where Q&A is not open (403, before any object is looked at). */
export async function ensureQaOpen(db: Executor, siteId: number): Promise<void> {
  if (!(await qaOpen(db, siteId))) throw forbidden(QA_CLOSED);
}

export async function loadQuestionSetting(db: Executor, siteId: number): Promise<QuestionSetting> {
  const [row] = await db
    .select({
      askPermission: questionSettings.askPermission,
      answerPermission: questionSettings.answerPermission,
      bountyMin: questionSettings.bountyMin,
      bountyMax: questionSettings.bountyMax,
      bountyCategory: questionSettings.bountyCategory,
      settleDays: questionSettings.settleDays,
      settleRule: questionSettings.settleRule,
      answerReviewFirst: questionSettings.answerReviewFirst,
      maxAnswersPerMember: questionSettings.maxAnswersPerMember,
    })
    .from(questionSettings)
    .where(eq(questionSettings.siteId, siteId));
  return row ? (row as QuestionSetting) : defaultQuestionSetting;
}
