// Check constraints for columns that store a contract enum, built from the generated value lists (sdk/generated/enums.ts),
// so that a value the contract adds or drops shows up as a migration rather than as a hand-edited literal.
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';

type EnumValue = string | number;

// Inlined, not bound: drizzle-kit writes the constraint's text into the migration, where a parameter would be `$1`.
function literal(value: EnumValue): SQL {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error(`enum value ${value} is not an integer`);
    return sql.raw(String(value));
  }
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

const list = (values: readonly EnumValue[]) => sql.join(values.map(literal), sql.raw(', '));

/** `column in (…values)`; a null passes, so nullable columns keep their meaning of "not set". */
export function enumCheck(name: string, column: AnyPgColumn, values: readonly EnumValue[]) {
  return check(name, sql`${column} in (${list(values)})`);
}

/** Every element of a text[] column is one of `values`. */
export function enumArrayCheck(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} <@ array[${list(values)}]::text[]`);
}
