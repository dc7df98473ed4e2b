import type { Rule } from '#kit/form/rules';

/** A rule for a whole number typed as text, from `min` to `max`, with the contract's message. */
export function wholeNumberIn(min: number, max: number, message: string): Rule {
  return (value) => {
    const n = Number(value.trim());
    return /^[0-9]+$/.test(value.trim()) && n >= min && n <= max ? undefined : message;
  };
}
