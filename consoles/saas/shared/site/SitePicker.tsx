import { Input, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { SearchCombobox } from '#kit/table/SearchCombobox';
import { siteApi } from '../api/siteApi';

const useStyles = makeStyles({ id: { minWidth: '140px' } });

export interface SitePickerProps {
  /** The chosen site's id, `''` for every site. */
  value: string;
  onChange: (siteId: string) => void;
  /** Whether every site may be searched (`getSiteList` shows all only to admin or Site); otherwise an id is typed. */
  searchable: boolean;
}

function SiteSearch({ value, onChange }: Omit<SitePickerProps, 'searchable'>) {
  const [keyword, setKeyword] = useState('');
  const sites = siteApi.useGetSiteListQuery({ query: { page: 1, pageSize: 10, ...(keyword ? { keyword } : {}) } });
  const options = (sites.data?.list ?? []).map((s) => ({ value: String(s.id), text: `${s.name}（${s.slug}）` }));
  return (
    <SearchCombobox
      label="站点"
      placeholder="搜索站点名称或标识"
      value={value}
      onChange={onChange}
      onSearch={setKeyword}
      options={options}
      loading={sites.isFetching}
    />
  );
}

/** A site filter: search sites by name or slug, or type a site id. */
export function SitePicker({ value, onChange, searchable }: SitePickerProps) {
  const styles = useStyles();
  if (searchable) return <SiteSearch value={value} onChange={onChange} />;
  return (
    <Input
      className={styles.id}
      aria-label="站点编号"
      placeholder="站点编号"
      inputMode="numeric"
      value={value}
      onChange={(_, data) => onChange(data.value.replace(/\D/g, ''))}
    />
  );
}
