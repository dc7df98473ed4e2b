export type BreakerState = 'closed' | 'open' | 'probing';

export interface BreakerOptions {
  /** Consecutive failures that open the breaker. */
  threshold: number;
  /** How long an open breaker keeps callers away before one probe may try again. */
  coolDownMs: number;
  /** Told once per change of state, never per failure: a dead dependency must not flood the log. */
  onChange?: (state: BreakerState, error?: unknown) => void;
  now?: () => number;
}

export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;

/**
 * Keeps callers away from a dependency that keeps failing: after `threshold` failures in a row (or one `trip`) it
 * opens; after the cool-down the next caller is handed the probe; the probe's outcome closes or re-opens it.
 */
export function createCircuitBreaker({ threshold, coolDownMs, onChange, now = Date.now }: BreakerOptions) {
  let state: BreakerState = 'closed';
  let failures = 0;
  let openedAt = 0;
  const become = (next: BreakerState, error?: unknown) => {
    if (next === state) return;
    const wasProbing = state === 'probing';
    state = next;
    // Probing is internal bookkeeping: only "it failed again" or "it is back" is news.
    if (next === 'probing' || (next === 'open' && wasProbing)) return;
    onChange?.(next, error);
  };
  const open = (error: unknown) => {
    openedAt = now();
    become('open', error);
  };
  return {
    get state() {
      return state;
    },
    /** True when calls may go through now (closed). */
    get closed() {
      return state === 'closed';
    },
    /** True once per cool-down while open: the caller must run the probe and report `probeSucceeded` or `failure`. */
    takeProbe(): boolean {
      if (state !== 'open' || now() - openedAt < coolDownMs) return false;
      become('probing');
      return true;
    },
    success() {
      failures = 0;
    },
    probeSucceeded() {
      failures = 0;
      become('closed');
    },
    failure(error: unknown) {
      if (state === 'probing') return open(error);
      if (state !== 'closed') return;
      failures++;
      if (failures >= threshold) open(error);
    },
    /** Opens at once, whatever the count: used when a failed write may have left the dependency out of date. */
    trip(error: unknown) {
      if (state === 'closed') open(error);
    },
  };
}
