import { describe, expect, it } from 'vitest';
import { type BreakerState, createCircuitBreaker } from './circuit-breaker';

function breaker() {
  let now = 0;
  const changes: BreakerState[] = [];
  const b = createCircuitBreaker({ threshold: 3, coolDownMs: 1000, now: () => now, onChange: (state) => changes.push(state) });
  return { b, changes, advance: (ms: number) => (now += ms) };
}

describe('circuit breaker', () => {
  it('opens after the threshold of failures in a row, not on failures between successes', () => {
    const { b, changes } = breaker();
    b.failure(new Error('1'));
    b.failure(new Error('2'));
    b.success();
    b.failure(new Error('3'));
    expect(b.state).toBe('closed');
    b.failure(new Error('4'));
    b.failure(new Error('5'));
    expect(b.state).toBe('open');
    expect(changes).toEqual(['open']);
  });

  it('hands out one probe per cool-down, and says only "open" and "closed"', () => {
    const { b, changes, advance } = breaker();
    b.trip(new Error('write failed'));
    expect(b.takeProbe()).toBe(false);
    advance(1000);
    expect(b.takeProbe()).toBe(true);
    expect(b.takeProbe()).toBe(false);
    b.failure(new Error('still down'));
    expect(b.state).toBe('open');
    advance(999);
    expect(b.takeProbe()).toBe(false);
    advance(1);
    expect(b.takeProbe()).toBe(true);
    b.probeSucceeded();
    expect(b.closed).toBe(true);
    expect(changes).toEqual(['open', 'closed']);
  });
});
