import type { FieldProps } from '@fluentui/react-components';
import { useCallback, useRef, useState } from 'react';
import { check, type Rule } from './rules';

export type Rules<T> = { [K in keyof T]?: readonly Rule<T[K]>[] };
type Errors<T> = Partial<Record<keyof T, string>>;

/**
 * A small form state for the consoles' forms: values, rule-checked errors (on blur, on change once shown, and on
 * submit), and props for Fluent's `<Field>`.
 */
export function useForm<T extends object>(initial: T, rules: Rules<T>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<T>>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const errorOf = useCallback(<K extends keyof T>(key: K, value: T[K]) => check(value, rules[key] ?? []), [rules]);

  const set = useCallback(
    <K extends keyof T>(key: K, value: T[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      setErrors((e) => (e[key] ? { ...e, [key]: errorOf(key, value) } : e));
    },
    [errorOf],
  );

  const touch = useCallback((key: keyof T) => setErrors((e) => ({ ...e, [key]: errorOf(key, valuesRef.current[key]) })), [errorOf]);

  /** Checks every field (or the given ones); true when all pass. */
  const validate = useCallback(
    (keys: (keyof T)[] = Object.keys(rules) as (keyof T)[]) => {
      const found: Errors<T> = {};
      for (const key of keys) found[key] = errorOf(key, valuesRef.current[key]);
      setErrors((e) => ({ ...e, ...found }));
      return keys.every((key) => !found[key]);
    },
    [errorOf, rules],
  );

  const reset = useCallback((next: T) => {
    setValues(next);
    setErrors({});
  }, []);

  /** `<Field {...field('mobile')}>`: shows the field's message in the error state. */
  const field = (key: keyof T): Pick<FieldProps, 'validationMessage' | 'validationState'> =>
    errors[key] ? { validationMessage: errors[key], validationState: 'error' } : {};

  /** `<Input {...text('mobile')} />` for string fields. */
  const text = (key: { [K in keyof T]: T[K] extends string ? K : never }[keyof T]) => ({
    value: values[key] as string,
    onChange: (_: unknown, data: { value: string }) => set(key, data.value as T[typeof key]),
    onBlur: () => touch(key),
  });

  return { values, errors, set, touch, validate, reset, field, text };
}
