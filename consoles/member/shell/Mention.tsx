import { type ReactNode, useId, useState } from 'react';
import { api } from '#kit/request/api';

/**
 * The `@昵称` being typed just before the caret (the text after the `@`, at least one character), or null. An `@`
 * inside a word (an e-mail address) is not one; the server parses mentions the same way (notification/mentions.ts).
 */
export function mentionAt(before: string): string | null {
  const match = /(^|[^A-Za-z0-9_.-])@([^\s@<>&"'`，。、！？：；（）【】《》“”‘’,.!?:;()[\]{}]{1,32})$/u.exec(before);
  return match ? match[2] : null;
}

export interface MentionSuggest {
  /** Call with the text before the caret after every change or caret move. */
  update(before: string): void;
  /** A key pressed in the box: true when the list used it (the box must not). */
  onKey(key: string): boolean;
  close(): void;
  /**
   * The autocomplete attributes for the box. It stays a textbox (a textarea or the editor may not be a combobox, and
   * a textbox may not carry aria-expanded): the list is announced through aria-activedescendant while it is open.
   */
  inputProps: {
    'aria-autocomplete': 'list';
    /** Only while the list is open: it must name an element that exists. */
    'aria-controls': string | undefined;
    'aria-activedescendant': string | undefined;
  };
  /** The list under the box, or null when closed. */
  popup: ReactNode;
}

/**
 * The member suggestions of a box where members write (post editor, answer editor, comment box): typing `@` and a
 * few characters lists up to ten of this site's members (`searchMentionMember`); ↑/↓ move, Enter or Tab chooses,
 * Esc closes, a click chooses. `onPick(nickname, typed)` replaces the typed `@…` with `@昵称 `.
 */
export function useMentionSuggest(onPick: (nickname: string, typed: string) => void): MentionSuggest {
  const id = useId();
  const listId = `${id}-mentions`;
  const [keyword, setKeyword] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const { data } = api.useSearchMentionMemberQuery({ query: { keyword: keyword ?? '' } }, { skip: !keyword });
  const list = keyword ? (data?.list ?? []) : [];
  const open = list.length > 0;
  const close = () => setKeyword(null);
  const pick = (index: number) => {
    const member = list[index];
    if (!member || keyword === null) return;
    onPick(member.nickname, keyword);
    close();
  };
  return {
    update(before) {
      const next = mentionAt(before);
      if (next !== keyword) {
        setKeyword(next);
        setActive(0);
      }
    },
    onKey(key) {
      if (!open) return false;
      if (key === 'ArrowDown') setActive((active + 1) % list.length);
      else if (key === 'ArrowUp') setActive((active - 1 + list.length) % list.length);
      else if (key === 'Enter' || key === 'Tab') pick(active);
      else if (key === 'Escape') close();
      else return false;
      return true;
    },
    close,
    inputProps: {
      'aria-autocomplete': 'list',
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? `${listId}-${active}` : undefined,
    },
    popup: open ? (
      <div className="m-mention-list" role="listbox" id={listId} aria-label="提到成员">
        {list.map((member, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the box (aria-activedescendant).
          <div
            key={member.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={index === active ? 'm-mention-active' : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(index)}
          >
            {member.avatar ? (
              <img src={member.avatar} alt="" width={24} height={24} />
            ) : (
              <span className="m-mention-dot" aria-hidden="true" />
            )}
            {member.nickname}
          </div>
        ))}
      </div>
    ) : null,
  };
}
