// Drafts (草稿) on the member site: what a member writes (a post, an answer) is saved to the server a few seconds
// after typing stops, only when it changed, and restored on opening the editor again — on this device or another.
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '#kit/format/time';
import { api } from '#kit/request/api';
import type { Schema } from '#sdk';

export type DraftKind = Schema<'DraftKind'>;
export type DraftInput = Omit<Schema<'DraftSaveInput'>, 'kind'>;

/** Seconds of quiet after the last keystroke before the draft is saved. */
export const DRAFT_DELAY_MS = 3000;

/** `hh:mm` of a saved draft (the browser's time zone). */
export const draftTime = (at: string) => formatDateTime(at).slice(11);

const isEmpty = (input: DraftInput) => !(input.title ?? '').trim() && !input.content.replace(/<[^>]*>|&nbsp;|\s/g, '');

/**
 * Saves `input` as the member's draft of `kind` once it has not changed for `DRAFT_DELAY_MS` and differs from what
 * was last saved (or restored). Answers when it was last saved, for 「草稿已保存 hh:mm」.
 */
export function useDraftAutosave(kind: DraftKind, input: DraftInput, options: { enabled: boolean; restoredAt?: string | null }) {
  const [save] = api.useSaveDraftMutation();
  const [savedAt, setSavedAt] = useState<string | null>(options.restoredAt ?? null);
  const text = JSON.stringify(input);
  const last = useRef(text);
  useEffect(() => {
    if (!options.enabled || text === last.current) return;
    const timer = setTimeout(async () => {
      const value = JSON.parse(text) as DraftInput;
      if (isEmpty(value)) return;
      const result = await save({ body: { kind, ...value } });
      if (result.data?.data) {
        last.current = text;
        setSavedAt(result.data.data.updatedAt);
      }
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [kind, text, options.enabled, save]);
  /** After publishing or discarding: what is there now counts as saved, so nothing is sent again. */
  const settle = () => {
    last.current = text;
    setSavedAt(null);
  };
  return { savedAt, settle };
}

/** The member's draft of a kind, read fresh on every opening (another device may have saved since). */
export function useStoredDraft(kind: DraftKind, skip = false) {
  const { data, isLoading, isFetching } = api.useGetDraftQuery({ query: { kind } }, { skip, refetchOnMountOrArgChange: true });
  return { draft: data?.draft ?? null, loading: isLoading || (isFetching && !data) };
}

/** 「草稿已保存 hh:mm」 under an editor, with 「丢弃草稿」 while there is one. */
export function DraftStatus({ savedAt, restored, onDiscard }: { savedAt: string | null; restored: boolean; onDiscard?: () => void }) {
  if (!savedAt) return null;
  return (
    <div className="m-row m-muted m-draft" role="status">
      <span>{restored ? `已恢复 ${draftTime(savedAt)} 保存的草稿` : `草稿已保存 ${draftTime(savedAt)}`}</span>
      {onDiscard ? (
        <button type="button" className="m-btn m-btn-text" onClick={onDiscard}>
          丢弃草稿
        </button>
      ) : null}
    </div>
  );
}
