// @mentions (issue 25): `@昵称` in a post, a comment or an answer names a member of this site. After the content is
// sanitised, each mention of a member this site shows (not the anonymous user, not disabled) becomes a link to their
// home, `<a href="/user/12" class="mention">@昵称</a>`, written here and nowhere else (the sanitiser turns such a link
// in the input back into its text, sanitize-html.ts); unknown names, another site's members and text inside links and
// code stay as they were. The first MENTION_NOTIFY_LIMIT members mentioned are told (`mention`); further ones are linked
// but not told; a member who blocked the author (messages area, `blockMember`) is linked but never told. Nicknames may be
// Chinese and the text after a name is not separated by a space in Chinese, so a mention is the longest member nickname
// that begins right after the `@`.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { MENTION_CLASS } from '../../http/sanitize-html';
import { memberBlocks } from '../message/message.tables';
import { siteUsers } from '../site/site.tables';
import { hasPublicHome } from '../site/site-user-repository';
import { clip, notifyMembers } from './notify-member';
import { nicknameOf, noticeReply, type TargetKind } from './participation';

/** Members told about one piece of content at most; further mentions are linked and not told. */
export const MENTION_NOTIFY_LIMIT = 10;
/** `@` tokens looked at in one piece of content at most (the rest stay text). */
const MAX_TOKENS = 50;
const MAX_NICKNAME = 32;

/** After `@`: up to a space, another `@`, markup, or punctuation. */
const CJK_PUNCTUATION = '，。、！？：；（）【】《》“”‘’';
// Built from a string rather than written as a literal: esbuild escapes a string's Chinese, not a regular expression's,
// and the server bundle stays one byte a character (scripts/build.mjs says why).
const TOKEN = new RegExp(`@([^\\s@<>&"'\`${CJK_PUNCTUATION},.!?:;()[\\]{}]{1,32})`, 'gu');
/** An `@` inside a word (an e-mail address) is no mention. */
const WORD_BEFORE = /[A-Za-z0-9_.-]$/;

interface Token {
  /** Offset of the `@` in its text. */
  at: number;
  chars: string[];
}

function tokensIn(text: string): Token[] {
  const found: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > 0 && WORD_BEFORE.test(text.slice(0, m.index))) continue;
    found.push({ at: m.index, chars: [...m[1]].slice(0, MAX_NICKNAME) });
  }
  return found;
}

/** Member ids by nickname for every prefix of these tokens that is one (the lowest id when a name is shared). */
async function resolveNames(db: Executor, siteId: number, tokens: Token[]): Promise<Map<string, number>> {
  const prefixes = new Set<string>();
  for (const t of tokens) for (let i = 1; i <= t.chars.length; i++) prefixes.add(t.chars.slice(0, i).join(''));
  if (!prefixes.size) return new Map();
  const rows = await db
    .select({ id: siteUsers.id, name: siteUsers.userName })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), inArray(siteUsers.userName, [...prefixes]), hasPublicHome))
    .orderBy(asc(siteUsers.id));
  const byName = new Map<string, number>();
  for (const r of rows) if (!byName.has(r.name)) byName.set(r.name, r.id);
  return byName;
}

/** The longest nickname a token begins with. */
function longestName(token: Token, names: Map<string, number>): { name: string; id: number } | undefined {
  for (let i = token.chars.length; i >= 1; i--) {
    const name = token.chars.slice(0, i).join('');
    const id = names.get(name);
    if (id !== undefined) return { name, id };
  }
  return undefined;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where mentions are not looked for: inside a link (it is one already) and in code. */
const SKIP_TAGS = new Set(['a', 'code', 'pre']);

export interface LinkedMentions {
  html: string;
  /** Members mentioned, in order of first mention, each once. */
  memberIds: number[];
}

/** Links the mentions in sanitised HTML (see above). */
export async function linkMentions(db: Executor, siteId: number, html: string): Promise<LinkedMentions> {
  if (!html.includes('@')) return { html, memberIds: [] };
  // Sanitised HTML is tags and text: split on tags, keep track of being inside a, code or pre.
  const parts = html.split(/(<[^>]*>)/);
  const texts: { index: number; tokens: Token[] }[] = [];
  let skip = 0;
  let budget = MAX_TOKENS;
  parts.forEach((part, index) => {
    if (part.startsWith('<')) {
      const tag = /^<\/?([a-z0-9]+)/i.exec(part)?.[1]?.toLowerCase();
      if (tag && SKIP_TAGS.has(tag) && !part.endsWith('/>')) skip += part.startsWith('</') ? -1 : 1;
      if (skip < 0) skip = 0;
      return;
    }
    if (skip || !part.includes('@') || budget <= 0) return;
    const tokens = tokensIn(part).slice(0, budget);
    budget -= tokens.length;
    if (tokens.length) texts.push({ index, tokens });
  });
  const names = await resolveNames(
    db,
    siteId,
    texts.flatMap((t) => t.tokens),
  );
  const memberIds: number[] = [];
  for (const { index, tokens } of texts) {
    const text = parts[index];
    let out = '';
    let from = 0;
    for (const token of tokens) {
      const hit = longestName(token, names);
      if (!hit) continue;
      const end = token.at + 1 + hit.name.length;
      out += `${text.slice(from, token.at)}<a href="/user/${hit.id}" class="${MENTION_CLASS}">@${escapeHtml(hit.name)}</a>`;
      from = end;
      if (!memberIds.includes(hit.id)) memberIds.push(hit.id);
    }
    parts[index] = out + text.slice(from);
  }
  return { html: parts.join(''), memberIds };
}

/** Members a plain text mentions (answer comments are text: nothing is linked). */
export async function mentionsInText(db: Executor, siteId: number, text: string): Promise<number[]> {
  if (!text.includes('@')) return [];
  const tokens = tokensIn(text).slice(0, MAX_TOKENS);
  const names = await resolveNames(db, siteId, tokens);
  const ids: number[] = [];
  for (const t of tokens) {
    const hit = longestName(t, names);
    if (hit && !ids.includes(hit.id)) ids.push(hit.id);
  }
  return ids;
}

/** The members already linked in stored HTML (an edit tells only the newly mentioned). */
export function linkedMentionIds(html: string): number[] {
  const ids = [...html.matchAll(new RegExp(`<a href="/user/([0-9]+)" class="${MENTION_CLASS}"`, 'g'))].map((m) => Number(m[1]));
  return [...new Set(ids)];
}

export interface MentionNotice {
  siteId: number;
  actorId: number;
  memberIds: number[];
  /** Members not to tell (already told about this content, or told it is a reply to them). */
  except?: number[];
  target: TargetKind;
  /** The post's or question's title. */
  title: string;
  excerpt: string;
  link: string;
}

/** `mention` to the first MENTION_NOTIFY_LIMIT members mentioned, never the author, those in `except` nor those who blocked the author. */
export async function noticeMentions(tx: Executor, notice: MentionNotice): Promise<void> {
  const except = new Set(notice.except ?? []);
  const named = notice.memberIds
    .filter((id) => id !== notice.actorId)
    .slice(0, MENTION_NOTIFY_LIMIT)
    .filter((id) => !except.has(id));
  if (!named.length) return;
  const blockers = await tx
    .select({ id: memberBlocks.userId })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.siteId, notice.siteId), eq(memberBlocks.blockedId, notice.actorId), inArray(memberBlocks.userId, named)));
  const blocked = new Set(blockers.map((b) => b.id));
  const told = named.filter((id) => !blocked.has(id));
  if (!told.length) return;
  const name = await nicknameOf(tx, notice.siteId, notice.actorId);
  const noun = { post: '帖子', comment: '评论', answer: '回答' }[notice.target];
  await notifyMembers(
    tx,
    told.map((userId) => ({
      siteId: notice.siteId,
      userId,
      kind: 'mention' as const,
      title: clip(`${name} 在${noun}中提到了你`, 100),
      content: clip(`「${clip(notice.title, 40)}」：${notice.excerpt}`, 500),
      link: notice.link,
    })),
  );
}

/** `searchMentionMember`: this site's shown members whose nickname begins with the keyword first, then those containing it. */
export async function searchMentionMembers(db: Executor, siteId: number, keyword: string) {
  const word = keyword.trim().replace(/^@/, '');
  if (!word) return { list: [] };
  const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const prefix = `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ id: siteUsers.id, nickname: siteUsers.userName, avatar: siteUsers.avatarUrl })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), hasPublicHome, sql`${siteUsers.userName} ilike ${like}`))
    .orderBy(sql`(${siteUsers.userName} ilike ${prefix}) desc`, sql`length(${siteUsers.userName})`, asc(siteUsers.id))
    .limit(10);
  return { list: rows };
}

export interface WrittenNotice {
  siteId: number;
  actorId: number;
  /** Whose content this answers (`reply`), and what that content is. */
  replyTo: { ownerIds: number[]; target: TargetKind } | null;
  /** What was written (for the mention's text). */
  written: TargetKind;
  mentionIds: number[];
  title: string;
  excerpt: string;
  link: string;
}

/** New published content: `reply` to whom it answers, `mention` to whom it mentions (a member told once). */
export async function noticeWritten(tx: Executor, notice: WrittenNotice): Promise<void> {
  const { siteId, actorId, title, link } = notice;
  const excerpt = clip(notice.excerpt, 100);
  const replied = notice.replyTo
    ? await noticeReply(tx, { siteId, actorId, ownerIds: notice.replyTo.ownerIds, target: notice.replyTo.target, title, excerpt, link })
    : [];
  await noticeMentions(tx, {
    siteId,
    actorId,
    memberIds: notice.mentionIds,
    except: replied,
    target: notice.written,
    title,
    excerpt,
    link,
  });
}
