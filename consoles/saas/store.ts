import { createConsoleStore, type StoreOptions } from '#kit/store/createConsoleStore';
import { saasConfig } from './config';

/** The SaaS console's store: the kit's slices and RTK Query, configured for this console. */
export function createSaasStore(options: StoreOptions = {}) {
  return createConsoleStore(saasConfig, options);
}
