// Finding a list's table in component tests once its rows are in.
import { screen, waitFor } from '@testing-library/react';

/**
 * A table by its accessible name, once it is no longer busy. The kit's tables are drawn while their page is still on
 * the way (aria-busy, a spinner in place of rows): reading rows right after finding the table is a race a busy machine
 * loses.
 */
export function findLoadedTable(name: string, options: { hidden?: boolean; timeout?: number } = {}): Promise<HTMLElement> {
  return waitFor(
    () => {
      const table = screen.getByRole('table', { name, hidden: options.hidden });
      if (table.getAttribute('aria-busy') === 'true') throw new Error(`the table ${name} is still loading`);
      return table;
    },
    options.timeout ? { timeout: options.timeout } : undefined,
  );
}
