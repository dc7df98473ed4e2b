import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { DraftStatus, useDraftAutosave, useStoredDraft } from '../../shell/draft';
import { usePageTitle } from '../../shell/hooks';
import { NotFound } from '../../shell/NotFound';
import { Slot } from '../../shell/slots';
import { savedMessage } from './postRequests';
import { toCreatePostInput, toUpdatePostInput, type WriteValues, writeProblems } from './writeRequests';

const RichEditor = lazy(async () => ({ default: (await import('../../shell/RichEditor')).RichEditor }));

interface DraftProps {
  /** When the restored draft was saved; null for a fresh form. */
  restoredAt: string | null;
  onDiscard(): void;
}

function WriteForm({ editing, initial, draft }: { editing?: number; initial: WriteValues; draft?: DraftProps }) {
  const navigate = useNavigate();
  const sections = api.useGetForumSectionListQuery().data?.list;
  const writable = sections?.filter((s) => s.canPost || s.id === initial.sectionId) ?? [];
  const [values, setValues] = useState(initial);
  const [attachmentIds, setAttachmentIds] = useState<number[] | undefined>();
  const [problems, setProblems] = useState<Partial<Record<keyof WriteValues, string>>>({});
  const [create, creating] = api.useCreatePostMutation();
  const [update, updating] = api.useUpdatePostMutation();
  const set = <K extends keyof WriteValues>(key: K, value: WriteValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  // A new post is saved as the member's draft while it is written (not an edit of a published one).
  const autosave = useDraftAutosave(
    'post',
    { title: values.title, content: values.content, ...(values.sectionId ? { sectionId: values.sectionId } : {}) },
    { enabled: draft !== undefined, restoredAt: draft?.restoredAt },
  );
  const restored = Boolean(draft?.restoredAt) && autosave.savedAt === draft?.restoredAt;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = writeProblems(values, { editing: editing !== undefined });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const input = { ...values, attachmentIds };
    const result = editing !== undefined ? await update(toUpdatePostInput(editing, input)) : await create(toCreatePostInput(input));
    const saved = result.data?.data;
    if (!saved) return;
    autosave.settle();
    notify.success(savedMessage('帖子', saved.status));
    navigate(`/post/${saved.id}`, { replace: true, state: { saved: saved.status } });
  };

  if (sections && editing === undefined && writable.length === 0) return <div className="m-card m-empty">没有你可以发帖的版块</div>;
  return (
    <form className="m-card" noValidate onSubmit={submit}>
      <h1>{editing !== undefined ? '编辑帖子' : '发帖'}</h1>
      {editing === undefined ? (
        <div className="m-field">
          <label>
            <span>版块</span>
            <select className="m-input" value={values.sectionId || ''} onChange={(e) => set('sectionId', Number(e.target.value))}>
              <option value="">选择版块</option>
              {writable.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.categoryName ? `${s.categoryName} / ${s.name}` : s.name}
                  {s.reviewFirst ? '（审核后显示）' : ''}
                </option>
              ))}
            </select>
          </label>
          {problems.sectionId ? <div className="m-error">{problems.sectionId}</div> : null}
        </div>
      ) : null}
      <div className="m-field">
        <label>
          <span>标题</span>
          <input className="m-input" maxLength={100} value={values.title} onChange={(e) => set('title', e.target.value)} />
        </label>
        {problems.title ? <div className="m-error">{problems.title}</div> : null}
      </div>
      <div className="m-field">
        <Suspense fallback={<div className="m-loading">编辑器加载中…</div>}>
          <RichEditor initial={initial.content} onChange={(html) => set('content', html)} />
        </Suspense>
        {problems.content ? <div className="m-error">{problems.content}</div> : null}
      </div>
      <Slot name="postEditor" postId={editing ?? null} onAttachments={setAttachmentIds} />
      {draft ? <DraftStatus savedAt={autosave.savedAt} restored={restored} onDiscard={draft.onDiscard} /> : null}
      <div className="m-row">
        <span className="m-spacer" />
        {editing !== undefined ? (
          <Link className="m-btn" to={`/post/${editing}`}>
            取消
          </Link>
        ) : null}
        <button type="submit" className="m-btn m-btn-primary" disabled={creating.isLoading || updating.isLoading}>
          {editing !== undefined ? '保存' : '发布'}
        </button>
      </div>
    </form>
  );
}

/**
 * 发帖 `/write` (optionally `?sectionId=`), in a section where the member may post. The member's draft, saved here
 * or on another device, is restored on opening; 「丢弃草稿」 throws it away and starts afresh.
 */
export function WritePage() {
  usePageTitle('发帖');
  const [params] = useSearchParams();
  const { draft, loading } = useStoredDraft('post');
  const [discard] = api.useDeleteDraftMutation();
  // The draft as it was on opening: later saves refetch it, and the form must not start over for them.
  const [opened, setOpened] = useState<{ draft: typeof draft; round: number } | null>(null);
  useEffect(() => {
    if (!loading && opened === null) setOpened({ draft, round: 0 });
  }, [loading, draft, opened]);
  if (opened === null) return <div className="m-loading">加载中…</div>;
  const fresh = { sectionId: Number(params.get('sectionId')) || 0, title: '', content: '' };
  const from = opened.draft;
  const initial = from ? { sectionId: from.sectionId ?? fresh.sectionId, title: from.title, content: from.content } : fresh;
  const onDiscard = async () => {
    await discard({ query: { kind: 'post' } });
    notify.success('草稿已丢弃');
    setOpened({ draft: null, round: opened.round + 1 });
  };
  return (
    <WriteForm key={opened.round} initial={initial} draft={{ restoredAt: from?.updatedAt ?? null, onDiscard: () => void onDiscard() }} />
  );
}

/** 编辑 `/post/:id/edit`: the author's own post, title and content. */
export function EditPostPage() {
  usePageTitle('编辑帖子');
  const id = Number(useParams().id);
  const { data: post, error } = api.useGetPostQuery({ query: { id } }, { skip: !(id > 0) });
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(Boolean(post)), [post]);
  if (!(id > 0) || error || (post && !post.mine)) return <NotFound what="帖子" />;
  if (!post || !ready) return <div className="m-loading">加载中…</div>;
  return <WriteForm editing={post.id} initial={{ sectionId: post.sectionId, title: post.title, content: post.content }} />;
}
