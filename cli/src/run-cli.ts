import packageJson from '../../package.json' with { type: 'json' };
import { createCommuneClient } from '../../sdk';
import { configDir, createConfigStore } from './config-store';
import type { CommandContext } from './context';
import { reportError } from './errors';
import type { Env, FetchLike, Io, Prompt } from './io';
import { createCommctlFetch } from './loopback-fetch';
import { nodeIo, nodePrompt, readProcessStdin } from './node-io';
import { buildProgram } from './program';

/** What commctl needs from the outside world; everything left out is the real thing (process streams, env, network). */
export interface CliDeps {
  fetch: FetchLike;
  env: Env;
  io: Io;
  prompt: Prompt;
  readStdin(): Promise<string>;
  /** Request timeout; the SDK's default (the spec's 120 s) otherwise. */
  timeoutMs?: number;
  sleep(ms: number): Promise<void>;
}

/** The file name of a `Content-Disposition` (`filename*=UTF-8''…` first). */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      return null;
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

function contextFrom(deps: Partial<CliDeps>): CommandContext {
  const env = deps.env ?? process.env;
  const io = deps.io ?? nodeIo();
  const fetch = deps.fetch ?? createCommctlFetch();
  const headers = { 'User-Agent': `commctl/${packageJson.version}` };
  return {
    io,
    env,
    prompt: deps.prompt ?? nodePrompt(io),
    readStdin: deps.readStdin ?? readProcessStdin,
    config: createConfigStore(configDir(env)),
    createClient: (baseUrl, token) =>
      createCommuneClient({ baseUrl, fetch, headers, timeoutMs: deps.timeoutMs, token: token ? () => token : undefined }),
    async download(url) {
      const response = await fetch(new Request(url, { headers }));
      return {
        status: response.status,
        bytes: new Uint8Array(await response.arrayBuffer()),
        fileName: dispositionName(response.headers.get('content-disposition')),
      };
    },
    sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  };
}

/** Runs one command line (without `node` and the script) and resolves to its exit code; never exits the process. */
export async function runCli(argv: readonly string[], deps: Partial<CliDeps> = {}): Promise<number> {
  const ctx = contextFrom(deps);
  let exitCode = 0;
  const program = buildProgram(ctx, (code) => {
    exitCode = code;
  });
  try {
    if (argv.length === 0) {
      // Bare `commctl` asks what there is, as `gh` does: help on stdout, success.
      program.outputHelp();
      return 0;
    }
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    return reportError(error, ctx.io);
  }
}
