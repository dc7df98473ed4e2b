import type { useForm } from '#kit/form/useForm';

type Form<T extends object> = ReturnType<typeof useForm<T>>;

/** A text field of the member site's sign-in forms, bound to the form's value, change and touch. */
export function formInput<T extends { [K in keyof T]: string }>(form: Form<T>, key: keyof T, type = 'text', autoComplete = 'off') {
  return (
    <input
      className="m-input"
      type={type}
      autoComplete={autoComplete}
      value={form.values[key]}
      onChange={(e) => form.set(key, e.target.value as T[keyof T])}
      onBlur={() => form.touch(key)}
    />
  );
}
