// Refused requests: the status, the result type the contract pairs with it, the description, and not one row written.
import { expect } from 'vitest';
import { type OperationId, ResultTypeHttpStatus } from '../../sdk';
import type { CallOptions, TestServer } from './harness';

const typeOfStatus = new Map(Object.entries(ResultTypeHttpStatus).map(([type, status]) => [status, Number(type)]));

/** Every table but the security audit trail, which records some refusals (a forged payment notification) by design. */
function actionTables(counts: Record<string, number>) {
  const { securityEvents: _trail, ...rest } = counts;
  return rest;
}

/** Answers `status` with its result type (and exactly `description` when given), and writes nothing; returns the description. */
export async function expectRefused<K extends OperationId>(
  server: TestServer,
  operationId: K,
  options: CallOptions<K>,
  status: number,
  description?: string,
) {
  const before = actionTables(await server.tableCounts());
  const res = await server.call(operationId, options);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.type).toBe(typeOfStatus.get(status));
  if (description !== undefined) expect(res.body.description).toBe(description);
  expect(actionTables(await server.tableCounts())).toEqual(before);
  return res.body.description as string;
}

/** A 400 with a Chinese description (exactly `description` when given), and no row written anywhere. */
export async function expectRejected<K extends OperationId>(
  server: TestServer,
  operationId: K,
  options: CallOptions<K>,
  description?: string | null,
) {
  const said = await expectRefused(server, operationId, options, 400, description ?? undefined);
  expect(said).toMatch(/[\u4e00-\u9fa5]/);
  return said;
}
