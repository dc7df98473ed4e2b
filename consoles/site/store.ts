import { createConsoleStore, type StoreOptions } from '#kit/store/createConsoleStore';
import { siteConfig } from './config';

/** The site console's store: the kit's slices and RTK Query, configured for this console. */
export function createSiteStore(options: StoreOptions = {}) {
  return createConsoleStore(siteConfig, options);
}
