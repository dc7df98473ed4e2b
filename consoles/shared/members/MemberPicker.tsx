// Site members picked one at a time by searching `getConsoleUserList`, shown as removable tags (the medal grant
// dialog's members, a section's moderators).
import { makeStyles, Tag, TagGroup, Text, tokens } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { EntityPicker } from '#kit/table/EntityPicker';
import type { OperationQuery, Schema } from '#sdk';

export interface PickedMember {
  id: number;
  /** How its tag reads, e.g. 林间读书人（reader_lin）. */
  text: string;
}

/** How a member shows in the picker and on its tag. */
export function memberText(member: Pick<Schema<'MemberSummary'>, 'userName' | 'account'>): string {
  return member.userName ? `${member.userName}（${member.account}）` : member.account;
}

/** How many members one search offers. */
export const MEMBER_SEARCH_SIZE = 20;

/** `getConsoleUserList` for a member search: the newest members matching what was typed. */
export function toMemberSearchInput(keyword: string): { query: OperationQuery<'getConsoleUserList'> } {
  const trimmed = keyword.trim();
  const first = { page: 1, pageSize: MEMBER_SEARCH_SIZE };
  return { query: trimmed ? { keyword: trimmed, ...first } : first };
}

/** Adds a member once; the list keeps the order they were picked in. */
export function addPicked(picked: readonly PickedMember[], member: PickedMember): PickedMember[] {
  return picked.some((p) => p.id === member.id) ? [...picked] : [...picked, member];
}

const useStyles = makeStyles({
  picked: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tags: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  note: { color: tokens.colorNeutralForeground3 },
});

export interface MemberPickerProps {
  picked: PickedMember[];
  onChange: (picked: PickedMember[]) => void;
  /** No search box once this many are picked. */
  max: number;
  /** The tag group's name, e.g. 已选成员. */
  tagsLabel: string;
  /** Shown while nothing is picked. */
  emptyText: string;
}

export function MemberPicker({ picked, onChange, max, tagsLabel, emptyText }: MemberPickerProps) {
  const styles = useStyles();
  // The picker answers with the chosen member's id; what its tag shows comes from the members it offered.
  const offered = useRef(new Map<string, string>());
  // A new picker after each pick, so the box is empty for the next search.
  const [round, setRound] = useState(0);
  const pick = (value: string) => {
    if (!value) return;
    onChange(addPicked(picked, { id: Number(value), text: offered.current.get(value) ?? `成员 ${value}` }));
    setRound((r) => r + 1);
  };
  return (
    <div className={styles.picked}>
      {picked.length < max && (
        <EntityPicker
          key={round}
          operation="getConsoleUserList"
          toInput={toMemberSearchInput}
          toOption={(member) => {
            const text = memberText(member);
            offered.current.set(String(member.id), text);
            return { value: String(member.id), text };
          }}
          label="搜索成员"
          placeholder="搜索成员"
          idLabel="成员编号"
          value=""
          onChange={pick}
        />
      )}
      {picked.length > 0 ? (
        <TagGroup
          className={styles.tags}
          aria-label={tagsLabel}
          onDismiss={(_, data) => onChange(picked.filter((member) => String(member.id) !== data.value))}
        >
          {picked.map((member) => (
            <Tag key={member.id} value={String(member.id)} size="small" dismissible dismissIcon={{ 'aria-label': `移除 ${member.text}` }}>
              {member.text}
            </Tag>
          ))}
        </TagGroup>
      ) : (
        <Text className={styles.note}>{emptyText}</Text>
      )}
    </div>
  );
}
