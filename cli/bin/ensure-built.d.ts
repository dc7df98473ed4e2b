/** Path of the esbuild bundle that cli/bin/commctl.js runs. */
export const bundlePath: string;
/** True when the bundle is missing or older than a source it is made of. */
export function isStale(): boolean;
export function build(): Promise<void>;
/** Builds the bundle when stale and resolves to its path. */
export function ensureBuilt(): Promise<string>;
