import { describe, expect, it } from 'vitest';
import { routeId } from './routeId';

describe('routeId', () => {
  it('reads a route id only when it is a positive integer', () => {
    expect(routeId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '01', '99999999999999999']) expect(routeId(bad)).toBeNull();
  });
});
