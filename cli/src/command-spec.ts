import type { Command } from 'commander';
import type { OperationId } from '../../sdk';
import type { CommandContext, GlobalOptions } from './context';

/** One command in one file: its flags, and a run function that only sees parsed options and injected dependencies. */
export interface CommandSpec<O extends object = object> {
  /** Words after `commctl`, e.g. `['sites', 'list']`. */
  path: readonly [string, ...string[]];
  description: string;
  /** The operations it calls: a generated command for one of them is left out (this command covers it). */
  operations?: readonly OperationId[];
  /** Declares the command's own flags (and positional arguments, which run receives by name) on its commander command. */
  flags(command: Command): void;
  /** Resolves to the exit code; failures are thrown and reported by runCli. */
  run(options: O & GlobalOptions, ctx: CommandContext): Promise<number>;
}
