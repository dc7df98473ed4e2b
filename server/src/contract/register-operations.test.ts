import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { listOperations } from '../../../openapi/validate';
import { loadConfig } from '../config';
import type { HandlerMap } from '../context';
import type { ModuleDeps } from '../modules/deps';
import { createHandlers } from '../modules/handlers';
import { serverModules } from '../modules/index';
import { registerOperations } from './register-operations';

const noDeps = {} as never;

describe('registerOperations', () => {
  it('refuses to start when an operation of the contract has no handler', () => {
    const handlers = createHandlers({
      // The configuration a server would load, with nothing set (handlers read their parts of it as they are made).
      config: { ...loadConfig({}), paymentNotifySecret: 'x', dataDir: '/nonexistent', uploadStorage: 'local' },
      log: console,
      onClose: () => {},
      // Handlers that gather what every module declares (badges) read the list from their dependencies.
      modules: serverModules,
    } as unknown as ModuleDeps) as Partial<HandlerMap>;
    delete handlers.getSiteList;
    expect(() => registerOperations(Fastify(), { handlers, sessions: noDeps, sites: noDeps })).toThrow(
      'operations without a handler: getSiteList',
    );
  });

  it('finds a handler for every operation of the contract', () => {
    const handlers = createHandlers({
      // The configuration a server would load, with nothing set (handlers read their parts of it as they are made).
      config: { ...loadConfig({}), paymentNotifySecret: 'x', dataDir: '/nonexistent', uploadStorage: 'local' },
      log: console,
      onClose: () => {},
      // Handlers that gather what every module declares (badges) read the list from their dependencies.
      modules: serverModules,
    } as unknown as ModuleDeps);
    const ids = listOperations().map((o) => o.operation.operationId);
    expect(ids.filter((id) => !(id in handlers))).toEqual([]);
    expect(Object.keys(handlers).filter((id) => !ids.includes(id))).toEqual([]);
  });
});
