export { ExitCode } from './src/exit-codes';
export type { Env, FetchLike, Io, Prompt } from './src/io';
export { createCommctlFetch, loopbackFetch, loopbackLookup } from './src/loopback-fetch';
export { type CliDeps, runCli } from './src/run-cli';
