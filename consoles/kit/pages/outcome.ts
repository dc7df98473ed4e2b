import type { Outcome } from './authRequests';

type Envelope<T> = { type: number; data?: T };

/** A mutation trigger of the generated api (resolving to the envelope) as one resolving to the envelope's data. */
export function dataOf<I, T>(trigger: (input: I) => PromiseLike<Outcome<Envelope<T>>>): (input: I) => Promise<Outcome<T>> {
  return async (input) => {
    const result = await trigger(input);
    return result.error ? { error: result.error } : { data: result.data?.data };
  };
}
