// The `awardAutomaticMedals` task and the award right after a rule is switched on: every enabled automatic medal goes
// to the members its rule admits who lack it, one insert … select per medal, in a transaction with the members'
// notifications. Running it again inserts nothing (the holders' primary key), so a retry or a second server is harmless.
import { MedalAutoAward, Switch } from '../../../../sdk';
import type { Executor } from '../../db/database';
import type { ModuleDeps } from '../deps';
import { notifyMembers } from '../notification/notify-member';
import { lockMedal } from './medal-repository';
import { automaticMedals, awardRule, describeRule, type MedalRule, ruleNames } from './medal-rules';

/** Awards one medal by its rule, in the caller's transaction; returns the members who got it now. */
export async function awardMedalByRule(tx: Executor, siteId: number, medal: { id: number; name: string; rule: MedalRule }) {
  const text = describeRule(medal.rule, await ruleNames(tx, siteId, medal.rule));
  const awarded = await awardRule(tx, siteId, medal.id, medal.rule, `自动授予：${text}`);
  await notifyMembers(
    tx,
    awarded.map((userId) => ({
      siteId,
      userId,
      kind: 'medalEarned',
      title: `你获得了勋章「${medal.name}」`,
      content: `你达到了「${text}」，获得本站勋章「${medal.name}」。`,
      link: '/me',
    })),
  );
  return awarded;
}

/** Every site's (or one site's) automatic medals, each in its own transaction; returns how many holders were added. */
export async function awardAutomaticMedals({ db }: Pick<ModuleDeps, 'db'>, siteId?: number) {
  let added = 0;
  for (const medal of await automaticMedals(db, siteId)) {
    added += await db.transaction(async (tx) => {
      // Switched off or deleted since it was listed: skip it (the lock orders this after the switch's commit).
      const locked = await lockMedal(tx, medal.siteId, medal.id);
      if (!locked || locked.status !== Switch.on || locked.autoAward !== MedalAutoAward.on || !locked.rule) return 0;
      return (await awardMedalByRule(tx, medal.siteId, { id: medal.id, name: medal.name, rule: locked.rule })).length;
    });
  }
  return { added };
}
