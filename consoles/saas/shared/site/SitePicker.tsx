import type { OpArg } from '#kit/request/api';
import { EntityPicker } from '#kit/table/EntityPicker';
import { useSeesEverySite } from '../everySite';

/** The first page of sites whose name or slug holds the keyword. */
const searchSites = (keyword: string): OpArg<'getSiteList'> => ({ query: { page: 1, pageSize: 10, ...(keyword ? { keyword } : {}) } });

export interface SitePickerProps {
  /** The chosen site's id, `''` for every site. */
  value: string;
  onChange: (siteId: string) => void;
}

/**
 * A site filter: search every site by name or slug. Accounts that see only their own sites type a site's number
 * instead (searching would find only theirs).
 */
export function SitePicker({ value, onChange }: SitePickerProps) {
  return (
    <EntityPicker
      operation="getSiteList"
      toInput={searchSites}
      toOption={(s) => ({ value: String(s.id), text: `${s.name}（${s.slug}）` })}
      label="站点"
      placeholder="搜索站点名称或标识"
      idLabel="站点编号"
      searchable={useSeesEverySite()}
      value={value}
      onChange={onChange}
    />
  );
}
