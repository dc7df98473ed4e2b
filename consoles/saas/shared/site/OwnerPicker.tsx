import type { OpArg } from '#kit/request/api';
import { EntityPicker } from '#kit/table/EntityPicker';

/** The first page of accounts whose name, mobile or e-mail holds the keyword. */
const searchAccounts = (keyword: string): OpArg<'getAccountList'> => ({
  query: { page: 1, pageSize: 10, ...(keyword ? { keyword } : {}) },
});

export interface OwnerPickerProps {
  /** The chosen owner's account id, `''` for everyone. */
  value: string;
  onChange: (accountId: string) => void;
}

/** The site lists' owner filter: search accounts by name, mobile or e-mail (who may list accounts), or type an account id. */
export function OwnerPicker({ value, onChange }: OwnerPickerProps) {
  return (
    <EntityPicker
      operation="getAccountList"
      toInput={searchAccounts}
      toOption={(a) => ({ value: String(a.id), text: `${a.userName}（${a.accountMobile}）` })}
      label="站长"
      placeholder="搜索姓名、手机号或邮箱"
      idLabel="站长账号编号"
      value={value}
      onChange={onChange}
    />
  );
}
