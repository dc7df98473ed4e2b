/** A check of one value: the message to show, or undefined when it passes. */
export type Rule<V = string> = (value: V) => string | undefined;

export const required =
  (message: string): Rule =>
  (value) =>
    value.trim() ? undefined : message;

/** Counts characters as the server does (an empty value fails too). */
export const minLength =
  (min: number, message: string): Rule =>
  (value) =>
    value.length < min ? message : undefined;

export const maxLength =
  (max: number, message: string): Rule =>
  (value) =>
    value.length > max ? message : undefined;

/** Empty values pass: pair with `required` when the field must be filled. */
export const pattern =
  (re: RegExp, message: string): Rule =>
  (value) =>
    value && !re.test(value) ? message : undefined;

/** The first failing rule's message. */
export function check<V>(value: V, rules: readonly Rule<V>[]): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}
