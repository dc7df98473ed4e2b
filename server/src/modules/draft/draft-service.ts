// A member's drafts (草稿): one per member and kind, replaced on every save, discarded when the post or answer is
// published — a post's by the post module (`discardDraft` in createPost), an answer's when it is next read and the
// member has answered its question since it was saved (so the question module needs nothing of this one).
import { and, eq, sql } from 'drizzle-orm';
import type { OperationBody, Schema } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { sanitizeHtml } from '../../http/sanitize-html';
import type { ModuleDeps } from '../deps';
import { answers, questions } from '../question/question.tables';
import { sections } from '../section/section.tables';
import { drafts } from './draft.tables';

type Draft = Schema<'Draft'>;
type DraftKind = Schema<'DraftKind'>;

export interface DraftOwner {
  siteId: number;
  siteUserId: number;
}

/** Sanitising may lengthen the HTML (attributes added to links), so what is kept is capped apart from the input. */
const MAX_STORED_HTML = 100_000;

const columns = {
  kind: sql<DraftKind>`${drafts.kind}`,
  title: drafts.title,
  content: drafts.content,
  sectionId: drafts.sectionId,
  questionId: drafts.questionId,
  updatedAt: sql<string>`to_char(${drafts.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** An answer draft whose member has answered its question since it was saved: published, so discarded. */
const answeredSince = sql<boolean>`${drafts.questionId} is not null and exists (select 1 from ${answers}
  where ${answers.siteId} = ${drafts.siteId} and ${answers.questionId} = ${drafts.questionId}
    and ${answers.authorId} = ${drafts.siteUserId} and ${answers.createdAt} >= ${drafts.updatedAt})`;

async function sectionExists(db: Executor, siteId: number, id: number) {
  const [row] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.siteId, siteId), eq(sections.id, id)));
  return row !== undefined;
}

async function questionExists(db: Executor, siteId: number, id: number) {
  const [row] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.siteId, siteId), eq(questions.id, id)));
  return row !== undefined;
}

const ownDraft = (owner: DraftOwner, kind: DraftKind) =>
  and(eq(drafts.siteId, owner.siteId), eq(drafts.siteUserId, owner.siteUserId), eq(drafts.kind, kind));

/** Removes the member's draft of a kind: they published it, or threw it away. */
export async function discardDraft(db: Executor, owner: DraftOwner, kind: DraftKind): Promise<void> {
  await db.delete(drafts).where(ownDraft(owner, kind));
}

export function createDraftService({ db }: Pick<ModuleDeps, 'db'>) {
  return {
    async get(owner: DraftOwner, kind: DraftKind): Promise<Schema<'DraftState'>> {
      const [row] = await db
        .select({ ...columns, answered: answeredSince })
        .from(drafts)
        .where(ownDraft(owner, kind));
      if (!row) return { draft: null };
      const { answered, ...draft } = row;
      if (answered) {
        await db.delete(drafts).where(and(ownDraft(owner, kind), answeredSince));
        return { draft: null };
      }
      return { draft };
    },

    async save(owner: DraftOwner, body: OperationBody<'saveDraft'>): Promise<Draft> {
      // What the draft names must be this site's: another site's section or question answers as a missing one.
      if (body.sectionId !== undefined && !(await sectionExists(db, owner.siteId, body.sectionId))) throw notFound('版块不存在');
      if (body.questionId !== undefined && !(await questionExists(db, owner.siteId, body.questionId))) throw notFound('问题不存在');
      const title = (body.title ?? '').trim();
      const content = body.content.trim() ? sanitizeHtml(body.content) : '';
      if (content.length > MAX_STORED_HTML) throw badRequest('草稿过长，请删减后再保存');
      const values = {
        title,
        content,
        // A post draft keeps its section, an answer draft its question; the other stays empty.
        sectionId: body.kind === 'post' ? (body.sectionId ?? null) : null,
        questionId: body.kind === 'answer' ? (body.questionId ?? null) : null,
        updatedAt: sql`now()`,
      };
      const [row] = await db
        .insert(drafts)
        .values({ siteId: owner.siteId, siteUserId: owner.siteUserId, kind: body.kind, ...values })
        .onConflictDoUpdate({ target: [drafts.siteId, drafts.siteUserId, drafts.kind], set: values })
        .returning(columns);
      return row;
    },

    discard: (owner: DraftOwner, kind: DraftKind) => discardDraft(db, owner, kind),
  };
}
