import { useCallback, useMemo, useState } from 'react';

/** Rows checked on the current page, by key; a new page or filter starts empty (`clear`). */
export function useSelection(keys: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => keys.filter((k) => chosen.has(k)), [keys, chosen]);
  const toggle = useCallback((key: string, on: boolean) => {
    setChosen((was) => {
      const next = new Set(was);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const all = keys.length > 0 && selected.length === keys.length;
  const toggleAll = useCallback((on: boolean) => setChosen(new Set(on ? keys : [])), [keys]);
  const clear = useCallback(() => setChosen(new Set()), []);
  return { selected, toggle, toggleAll, clear, all, some: selected.length > 0 && !all };
}

export type Selection = ReturnType<typeof useSelection>;
