import { Input, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useCan } from '#kit/permission/useCan';
import { api, type OpArg, type OpResult, type QueryOperationId } from '#kit/request/api';
import { SearchCombobox, type SearchOption } from './SearchCombobox';

const useStyles = makeStyles({ id: { minWidth: '140px' } });

/** Query operations a picker can search: answering a list, or a page of one. */
export type PickOperationId = {
  [K in QueryOperationId]: OpResult<K> extends readonly unknown[] ? K : OpResult<K> extends { list: readonly unknown[] } ? K : never;
}[QueryOperationId];
/** One object the operation answers. */
export type PickItem<K extends PickOperationId> =
  OpResult<K> extends readonly (infer R)[] ? R : OpResult<K> extends { list: readonly (infer R)[] } ? R : never;

export interface EntityPickerProps<K extends PickOperationId> {
  /** The operation that searches (`getSiteList`, `getAccountList`, `findConsoleAnonymousUser` …). */
  operation: K;
  /** Its input for the keyword typed (`''` at first). */
  toInput: (keyword: string) => OpArg<K>;
  /** How a found object shows and what it picks (its id, as text). */
  toOption: (item: PickItem<K>) => SearchOption;
  label: string;
  placeholder?: string;
  /** The chosen object's value, `''` for none. */
  value: string;
  onChange: (value: string) => void;
  /**
   * Whether the session may search; by default whether it may call `operation`. When it may not, the picker is a
   * field for the object's number (`idLabel`) instead.
   */
  searchable?: boolean;
  /** The label of the number field shown when searching is not allowed, e.g. 站点编号. */
  idLabel?: string;
}

type QueryHook = (arg: unknown) => { data?: unknown; isFetching: boolean };

function Search<K extends PickOperationId>({ operation, toInput, toOption, label, placeholder, value, onChange }: EntityPickerProps<K>) {
  const [keyword, setKeyword] = useState('');
  const useQuery = api.endpoints[operation].useQuery as unknown as QueryHook;
  const { data, isFetching } = useQuery(toInput(keyword));
  const found = (Array.isArray(data) ? data : ((data as { list?: unknown[] } | undefined)?.list ?? [])) as PickItem<K>[];
  return (
    <SearchCombobox
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      onSearch={setKeyword}
      options={found.map(toOption)}
      loading={isFetching}
    />
  );
}

/**
 * Pick one object by searching for it through an operation: type part of its name, choose from what the server
 * found. Sessions that may not search get a field for the object's number instead.
 */
export function EntityPicker<K extends PickOperationId>(props: EntityPickerProps<K>) {
  const styles = useStyles();
  const allowed = useCan(props.operation);
  if (props.searchable ?? allowed) return <Search {...props} />;
  const idLabel = props.idLabel ?? `${props.label}编号`;
  return (
    <Input
      className={styles.id}
      aria-label={idLabel}
      placeholder={idLabel}
      inputMode="numeric"
      value={props.value}
      onChange={(_, data) => props.onChange(data.value.replace(/\D/g, ''))}
    />
  );
}
