import { CommuneApiError, isNotLoggedIn } from '../../sdk';
import { ExitCode, type ExitCodeValue } from './exit-codes';
import type { Io } from './io';

/** A failure the user can act on: `message` is printed after `错误：`, `hint` on the next line. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCodeValue,
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export function usageError(message: string, hint?: string): CliError {
  return new CliError(message, ExitCode.usage, hint);
}

export function notLoggedIn(hint?: string): CliError {
  return new CliError('未登录，请先运行 commctl login', ExitCode.notLoggedIn, hint);
}

/** The server answered type 3: the token is expired, revoked or belongs elsewhere. */
export function loginExpired(login = 'commctl login'): CliError {
  return new CliError('未登录或登录已过期', ExitCode.notLoggedIn, `请运行 ${login} 重新登录`);
}

/** An exit whose output is already written (help, version, help for a missing subcommand). */
export class SilentExit extends Error {
  constructor(readonly exitCode: ExitCodeValue) {
    super(`exit ${exitCode}`);
    this.name = 'SilentExit';
  }
}

/** Ctrl-C at a prompt. */
export class InterruptedError extends Error {
  constructor() {
    super('已中断');
    this.name = 'InterruptedError';
  }
}

/** Prints any failure in Chinese on stderr and gives the exit code it stands for. */
export function reportError(error: unknown, io: Io): ExitCodeValue {
  if (error instanceof SilentExit) return error.exitCode;
  const { message, hint, exitCode } = describe(error);
  io.stderr.write(`错误：${message}\n`);
  if (hint) io.stderr.write(`${hint}\n`);
  return exitCode;
}

function describe(error: unknown): { message: string; hint?: string; exitCode: ExitCodeValue } {
  if (error instanceof CliError) return { message: error.message, hint: error.hint, exitCode: error.exitCode };
  if (error instanceof InterruptedError) return { message: error.message, exitCode: ExitCode.interrupted };
  // The server's own wording for type 3 varies (expired, revoked, other site); the user needs one clear next step.
  if (isNotLoggedIn(error)) return describe(loginExpired());
  // Covers CommuneNetworkError too: its description already says `无法连接服务器：<url>` or that the request timed out.
  if (error instanceof CommuneApiError) return { message: error.description, exitCode: ExitCode.failure };
  const detail = error instanceof Error ? error.message : String(error);
  return { message: `内部错误：${detail}`, exitCode: ExitCode.failure };
}
