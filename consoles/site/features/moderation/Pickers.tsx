import { EntityPicker } from '#kit/table/EntityPicker';
import { memberText, toMemberSearchInput } from '#shared/members/MemberPicker';

/** A section of this site, searched by name (`searchSection`); `''` for none. */
export function SectionPicker({ value, onChange, label = '版块' }: { value: string; onChange: (value: string) => void; label?: string }) {
  return (
    <EntityPicker
      operation="searchSection"
      toInput={(keyword) => ({ query: keyword.trim() ? { subject: keyword.trim() } : {} })}
      toOption={(section) => ({ value: String(section.id), text: section.name })}
      label={label}
      placeholder="全部版块"
      value={value}
      onChange={onChange}
    />
  );
}

/** A site user as the author, searched among the members (`getConsoleUserList`), else typed by number. */
export function AuthorPicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <EntityPicker
      operation="getConsoleUserList"
      toInput={toMemberSearchInput}
      toOption={(member) => ({ value: String(member.id), text: memberText(member) })}
      label="作者"
      placeholder="全部作者"
      idLabel="作者编号"
      value={value}
      onChange={onChange}
    />
  );
}
