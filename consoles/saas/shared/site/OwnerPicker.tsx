import { Input, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { SearchCombobox } from '#kit/table/SearchCombobox';
import { manageAccountApi } from '../api/manageAccountApi';

const useStyles = makeStyles({ id: { minWidth: '160px' } });

export interface OwnerPickerProps {
  /** The chosen owner's account id, `''` for everyone. */
  value: string;
  onChange: (accountId: string) => void;
  /** Whether accounts may be searched (`getAccountList` needs admin or Account); otherwise an id is typed. */
  searchable: boolean;
}

function AccountSearch({ value, onChange }: Omit<OwnerPickerProps, 'searchable'>) {
  const [keyword, setKeyword] = useState('');
  const accounts = manageAccountApi.useGetAccountListQuery({ query: { page: 1, pageSize: 10, ...(keyword ? { keyword } : {}) } });
  const options = (accounts.data?.list ?? []).map((a) => ({ value: String(a.id), text: `${a.userName}（${a.accountMobile}）` }));
  return (
    <SearchCombobox
      label="站长"
      placeholder="搜索姓名、手机号或邮箱"
      value={value}
      onChange={onChange}
      onSearch={setKeyword}
      options={options}
      loading={accounts.isFetching}
    />
  );
}

/** The site list's owner filter: search accounts by name, mobile or e-mail, or type an account id. */
export function OwnerPicker({ value, onChange, searchable }: OwnerPickerProps) {
  const styles = useStyles();
  if (searchable) return <AccountSearch value={value} onChange={onChange} />;
  return (
    <Input
      className={styles.id}
      aria-label="站长账号编号"
      placeholder="站长的账号编号"
      inputMode="numeric"
      value={value}
      onChange={(_, data) => onChange(data.value.replace(/\D/g, ''))}
    />
  );
}
