import { Checkbox, FieldContextProvider, makeStyles, mergeClasses } from '@fluentui/react-components';

const useStyles = makeStyles({
  group: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
});

export interface CheckboxOption<T> {
  value: T;
  label: string;
  disabled?: boolean;
}

export interface CheckboxGroupProps<T> {
  /** The group's accessible name (the Field's label says the same to sighted users). */
  label: string;
  options: readonly CheckboxOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  className?: string;
}

/**
 * Several checkboxes as one Field's control. Inside a Field every Fluent control takes the field's one id and its
 * `required`: each box would show the asterisk, and clicking any label would tick only the first box. The boxes here
 * leave the field's context and keep their own ids; the fieldset names the group.
 */
export function CheckboxGroup<T extends string | number>({ label, options, value, onChange, className }: CheckboxGroupProps<T>) {
  const styles = useStyles();
  return (
    <FieldContextProvider value={undefined}>
      <fieldset className={mergeClasses(styles.group, className)} aria-label={label}>
        {options.map((option) => (
          <Checkbox
            key={String(option.value)}
            label={option.label}
            disabled={option.disabled}
            checked={value.includes(option.value)}
            onChange={(_, d) =>
              onChange(d.checked ? [...value.filter((v) => v !== option.value), option.value] : value.filter((v) => v !== option.value))
            }
          />
        ))}
      </fieldset>
    </FieldContextProvider>
  );
}
