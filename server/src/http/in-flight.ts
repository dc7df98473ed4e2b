/**
 * Operations still running. A request whose client hung up is no longer one of the server's connections, so closing the
 * server does not wait for it; its handler goes on with the database, which the close must not end under it.
 */
export function createInFlight() {
  let running = 0;
  let drained: (() => void) | undefined;
  return {
    async track<T>(work: () => Promise<T>): Promise<T> {
      running += 1;
      try {
        return await work();
      } finally {
        running -= 1;
        if (running === 0) drained?.();
      }
    },
    get running() {
      return running;
    },
    /** Resolves once no operation runs (at once when none does). */
    drained(): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const before = drained;
        drained = () => {
          drained = before;
          before?.();
          resolve();
        };
      });
    },
  };
}

export type InFlight = ReturnType<typeof createInFlight>;
