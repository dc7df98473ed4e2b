import { useRef } from 'react';

/**
 * What a dialog was last opened for: a closing dialog keeps fading out with its title and fields after its
 * target is cleared, so it should keep showing that target rather than an empty one.
 */
export function useLastOpened<T>(target: T | null): T | null {
  const last = useRef<T | null>(target);
  if (target !== null) last.current = target;
  return last.current;
}
