import { describe, expect, it } from 'vitest';
import { createHashLimiter, defaultHashLimits } from './hash-limiter';

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the argon2 bound', () => {
  it('runs `concurrency` at once, queues `queue` more in order, and refuses the next at once with 503 服务繁忙', async () => {
    const limiter = createHashLimiter({ concurrency: 2, queue: 1 });
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      limiter.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect({ running: limiter.running, waiting: limiter.waiting }).toEqual({ running: 2, waiting: 1 });
    await expect(limiter.run(async () => 'late')).rejects.toMatchObject({ status: 503, type: 8, description: '服务繁忙，请稍后再试' });
    gates[0].open();
    expect(await runs[0]).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    gates[1].open();
    gates[2].open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect({ running: limiter.running, waiting: limiter.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const limiter = createHashLimiter({ concurrency: 1, queue: 0 });
    await expect(limiter.run(() => Promise.reject(new Error('argon2 failed')))).rejects.toThrow('argon2 failed');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });

  it('defaults to two per core in flight and sixteen per core waiting', () => {
    expect(defaultHashLimits(2)).toEqual({ concurrency: 4, queue: 32 });
  });
});
