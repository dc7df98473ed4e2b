import { Dropdown, makeStyles, Option } from '@fluentui/react-components';

const useStyles = makeStyles({ dropdown: { minWidth: '120px' } });

export interface EnumDropdownProps {
  /** `''` for all, otherwise a value of `labels`. */
  value: string;
  labels: Readonly<Record<number | string, string>>;
  onChange: (value: string) => void;
  allText?: string;
  label?: string;
}

/** A filter over an enum from the SDK's labels, with 全部 first. */
export function EnumDropdown({ value, labels, onChange, allText = '全部', label }: EnumDropdownProps) {
  const styles = useStyles();
  return (
    <Dropdown
      className={styles.dropdown}
      aria-label={label}
      value={value ? (labels[value] ?? '') : allText}
      selectedOptions={[value]}
      onOptionSelect={(_, data) => onChange(data.optionValue ?? '')}
    >
      <Option value="">{allText}</Option>
      {Object.entries(labels).map(([key, text]) => (
        <Option key={key} value={key}>
          {text}
        </Option>
      ))}
    </Dropdown>
  );
}
