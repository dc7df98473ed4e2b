import type { OperationId } from '#sdk';
// Straight from their modules, not the SDK's index: the index is in every console's first load, and the rules
// table should load with the forms that use it.
import { violationMessage } from '#sdk/field-messages';
import { fieldRules } from '#sdk/generated/field-rules';
import type { Rule } from './rules';

/** One input field's rules as the contract states them (`sdk/generated/field-rules.ts`). */
export interface FieldRule {
  title?: string;
  required?: boolean;
  type?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: readonly (string | number)[];
  minItems?: number;
  maxItems?: number;
  /** The contract's `x-messages`, by keyword. */
  messages?: Readonly<Record<string, string>>;
}

type Table = typeof fieldRules;
export type InputPart = 'body' | 'query';
/** The fields of an operation's body or query that the contract gives rules for. */
export type FieldOf<K extends OperationId, P extends InputPart> = K extends keyof Table
  ? Table[K] extends { readonly [Q in P]: infer Fields }
    ? keyof Fields & string
    : never
  : never;

export interface FieldCheckOptions {
  /** The page sends the value as typed (passwords, HTML): check it untrimmed. Otherwise checked trimmed, as sent. */
  asTyped?: boolean;
  /** The page always sends the field, so it must be filled even where the contract leaves it out (partial updates). */
  required?: boolean;
}

const INTEGER = /^[-+]?\d+$/;
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * A form check from a contract rule: the value as the form holds it (text typed, a number picked, a switch), judged
 * by required, type, length, bounds, pattern and enum, saying the contract's `x-messages` or else the SDK's
 * `violationMessage` — the words the server's 400 would use. Text counts characters as the server does.
 */
export function fieldCheck(rule: FieldRule, options: FieldCheckOptions = {}): Rule<unknown> {
  const title = rule.title ?? '';
  const say = (keyword: string, limit?: number) => rule.messages?.[keyword] ?? violationMessage(keyword, title, { limit, type: rule.type });
  const pattern = rule.pattern ? new RegExp(rule.pattern, 'u') : null;
  const numeric = rule.type === 'integer' || rule.type === 'number';
  const mustFill = rule.required === true || options.required === true;

  const checkNumber = (n: number): string | undefined => {
    if (rule.type === 'integer' && !Number.isInteger(n)) return say('type');
    if (rule.minimum !== undefined && n < rule.minimum) return say('minimum', rule.minimum);
    if (rule.maximum !== undefined && n > rule.maximum) return say('maximum', rule.maximum);
    if (rule.enum && !rule.enum.includes(n)) return say('enum');
    return undefined;
  };

  const checkEmpty = (): string | undefined => {
    if (!mustFill) return undefined;
    const minLength = rule.minLength ?? 0;
    const emptyBreaks = numeric || minLength > 0 || (pattern !== null && !pattern.test('')) || (rule.enum && !rule.enum.includes(''));
    // A required text field may still be sent empty when the contract allows '' (a blank description).
    if (!emptyBreaks && !options.required) return undefined;
    if (rule.messages?.required) return rule.messages.required;
    if (minLength > 0) return say('minLength', minLength);
    if (pattern && !pattern.test('')) return rule.messages?.pattern ?? violationMessage('required', title);
    return violationMessage('required', title);
  };

  return (value) => {
    if (value === null || value === undefined) return mustFill ? say('required') : undefined;
    if (typeof value === 'boolean') return undefined;
    if (typeof value === 'number') return checkNumber(value);
    if (Array.isArray(value)) {
      if (rule.minItems !== undefined && value.length < rule.minItems) return say('minItems', rule.minItems);
      if (rule.maxItems !== undefined && value.length > rule.maxItems) return say('maxItems', rule.maxItems);
      return rule.enum && value.some((item) => !rule.enum?.includes(item)) ? say('enum') : undefined;
    }
    if (typeof value !== 'string') return undefined;
    const text = options.asTyped ? value : value.trim();
    if (text === '') return checkEmpty();
    if (numeric) {
      if (!(rule.type === 'integer' ? INTEGER : NUMBER).test(text)) return say('type');
      return checkNumber(Number(text));
    }
    const length = [...text].length;
    if (rule.minLength !== undefined && length < rule.minLength) return say('minLength', rule.minLength);
    if (rule.maxLength !== undefined && length > rule.maxLength) return say('maxLength', rule.maxLength);
    if (pattern && !pattern.test(text)) return say('pattern');
    if (rule.enum && !rule.enum.includes(text)) return say('enum');
    return undefined;
  };
}

/** The contract's rule for one field of an operation's body or query. */
export function fieldRule<K extends OperationId, P extends InputPart, F extends FieldOf<K, P>>(
  operationId: K,
  part: P,
  field: F,
): FieldRule {
  const rules = (fieldRules as Record<string, Partial<Record<InputPart, Record<string, FieldRule>>>>)[operationId]?.[part];
  const rule = rules?.[field];
  if (!rule) throw new Error(`${operationId}.${part}.${field}: the contract gives this field no rules`);
  return rule;
}

export interface OperationRulesOptions<F extends string> {
  /** Fields the page sends as typed (passwords, HTML). */
  asTyped?: readonly F[];
  /** Fields the page always sends, though the contract makes them optional. */
  required?: readonly F[];
}

/**
 * `useForm` rules for the named fields of an operation's input, from the contract:
 * `useForm(values, { ...operationRules('updatePointCategory', 'body', ['name', 'unit']), extra: [...] })`.
 */
export function operationRules<K extends OperationId, P extends InputPart, const F extends FieldOf<K, P>>(
  operationId: K,
  part: P,
  fields: readonly F[],
  options: OperationRulesOptions<F> = {},
): { [Field in F]: readonly Rule<unknown>[] } {
  const out = {} as { [Field in F]: readonly Rule<unknown>[] };
  for (const field of fields) {
    const check = fieldCheck(fieldRule(operationId, part, field), {
      asTyped: options.asTyped?.includes(field),
      required: options.required?.includes(field),
    });
    out[field] = [check];
  }
  return out;
}

/** `operationRules(operationId, 'body', fields, options)`. */
export function bodyRules<K extends OperationId, const F extends FieldOf<K, 'body'>>(
  operationId: K,
  fields: readonly F[],
  options?: OperationRulesOptions<F>,
): { [Field in F]: readonly Rule<unknown>[] } {
  return operationRules(operationId, 'body', fields, options);
}

/** `operationRules(operationId, 'query', fields, options)`. */
export function queryRules<K extends OperationId, const F extends FieldOf<K, 'query'>>(
  operationId: K,
  fields: readonly F[],
  options?: OperationRulesOptions<F>,
): { [Field in F]: readonly Rule<unknown>[] } {
  return operationRules(operationId, 'query', fields, options);
}

/** A text field's `maxLength` attribute from the contract: `<Input maxLength={maxLengthOf('updatePointCategory', 'body', 'name')} />`. */
export function maxLengthOf<K extends OperationId, P extends InputPart, F extends FieldOf<K, P>>(
  operationId: K,
  part: P,
  field: F,
): number | undefined {
  return fieldRule(operationId, part, field).maxLength;
}
