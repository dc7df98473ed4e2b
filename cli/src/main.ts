import { runCli } from './run-cli';

/** The bundle's entry, called by cli/bin/commctl.js. */
export function main(): Promise<number> {
  return runCli(process.argv.slice(2));
}
