import { Combobox, makeStyles, Option } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';

const useStyles = makeStyles({ box: { minWidth: '220px' } });

export const SEARCH_DELAY_MS = 300;

export interface SearchOption {
  value: string;
  text: string;
}

export interface SearchComboboxProps {
  label: string;
  placeholder?: string;
  /** The chosen option's value, `''` for none. */
  value: string;
  onChange: (value: string) => void;
  /** Called with the typed keyword once typing pauses (and with `''` at first). */
  onSearch: (keyword: string) => void;
  options: readonly SearchOption[];
  loading?: boolean;
}

/** Pick one item by typing part of its name: the page searches the server, the box offers what it found. */
export function SearchCombobox({ label, placeholder, value, onChange, onSearch, options, loading = false }: SearchComboboxProps) {
  const styles = useStyles();
  const [text, setText] = useState('');
  const search = useRef(onSearch);
  search.current = onSearch;

  useEffect(() => {
    const timer = setTimeout(() => search.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // Cleared from outside (a filter reset): empty the box too.
  useEffect(() => {
    if (!value) setText('');
  }, [value]);

  return (
    <Combobox
      className={styles.box}
      aria-label={label}
      freeform
      clearable
      placeholder={placeholder}
      value={text}
      selectedOptions={value ? [value] : []}
      onChange={(event) => {
        setText(event.target.value);
        if (!event.target.value) onChange('');
      }}
      onOptionSelect={(_, data) => {
        setText(data.optionValue ? (data.optionText ?? '') : '');
        onChange(data.optionValue ?? '');
      }}
    >
      {options.map((option) => (
        <Option key={option.value} value={option.value} text={option.text}>
          {option.text}
        </Option>
      ))}
      {options.length === 0 && (
        <Option value="" disabled text="">
          {loading ? '搜索中…' : '没有匹配的结果'}
        </Option>
      )}
    </Combobox>
  );
}
