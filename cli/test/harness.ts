// Runs commctl in-process the way users run it, with a fake network, a temp config dir and captured output.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type OperationId, operationIndex } from '../../sdk';
import type { Profile } from '../src/config-store';
import { createConfigStore } from '../src/config-store';
import type { Env, FetchLike, Prompt } from '../src/io';
import { type CliDeps, runCli } from '../src/run-cli';

export interface Recorded {
  operationId: OperationId;
  url: URL;
  method: string;
  authorization: string | null;
  body: unknown;
}

export type Reply = { status?: number; body: unknown } | (() => never);
export type Routes = Partial<Record<OperationId, (call: Recorded) => Reply>>;

export const ok = (data?: unknown, description?: string): Reply => ({ body: { type: 1, data, description } });
export const fail = (status: number, type: number, description: string): Reply => ({ status, body: { type, description } });

function operationOf(method: string, pathname: string): OperationId | undefined {
  return (Object.keys(operationIndex) as OperationId[]).find(
    (id) => operationIndex[id].method === method.toLowerCase() && operationIndex[id].path === pathname,
  );
}

/** A fetch that answers by operationId and records every call; a call with no route fails the test loudly. */
export function fakeApi(routes: Routes) {
  const calls: Recorded[] = [];
  const fetch: FetchLike = async (request) => {
    const url = new URL(request.url);
    const operationId = operationOf(request.method, url.pathname);
    if (!operationId) throw new Error(`no operation for ${request.method} ${url.pathname}`);
    const text = await request.text();
    const call: Recorded = {
      operationId,
      url,
      method: request.method,
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const route = routes[operationId];
    if (!route) throw new Error(`unexpected call: ${operationId}`);
    const reply = route(call);
    if (typeof reply === 'function') return reply();
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

/** A network that is down: what global fetch does when nothing listens. */
export const unreachable: FetchLike = async () => {
  throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
};

export interface PromptScript {
  text?: string[];
  password?: string[];
  confirm?: boolean[];
}

export interface Harness {
  configDir: string;
  env: Record<string, string | undefined>;
  questions: string[];
  stdout: string;
  stderr: string;
  /** Runs one command line; output accumulates until `reset()`. */
  run(argv: string[], options?: RunOptions): Promise<number>;
  reset(): void;
  saveProfile(data: Profile, name?: string): Promise<void>;
  readProfile(name?: string): Promise<Profile | undefined>;
  profilePath(name?: string): string;
  cleanup(): Promise<void>;
}

export interface RunOptions {
  fetch?: FetchLike;
  tty?: boolean;
  prompt?: PromptScript;
  stdin?: string;
  env?: Env;
}

export async function createHarness(): Promise<Harness> {
  const base = await mkdtemp(join(tmpdir(), 'commctl-test-'));
  const env: Record<string, string | undefined> = { XDG_CONFIG_HOME: base, HOME: base };
  const store = createConfigStore(join(base, 'commctl'));
  const harness: Harness = {
    configDir: join(base, 'commctl'),
    env,
    questions: [],
    stdout: '',
    stderr: '',
    async run(argv, options = {}) {
      const script = {
        text: [...(options.prompt?.text ?? [])],
        password: [...(options.prompt?.password ?? [])],
        confirm: [...(options.prompt?.confirm ?? [])],
      };
      const take = <T>(list: T[], question: string): T => {
        harness.questions.push(question);
        if (list.length === 0) throw new Error(`unexpected prompt: ${question}`);
        return list.shift() as T;
      };
      const prompt: Prompt = {
        text: async (q) => take(script.text, q),
        password: async (q) => take(script.password, q),
        confirm: async (q) => take(script.confirm, q),
      };
      const deps: Partial<CliDeps> = {
        fetch: options.fetch ?? unreachable,
        env: { ...env, ...options.env },
        io: {
          stdout: { write: (text: string) => (harness.stdout += text) },
          stderr: { write: (text: string) => (harness.stderr += text) },
          stdoutIsTTY: options.tty ?? false,
          stdinIsTTY: options.tty ?? false,
        },
        prompt,
        sleep: async () => {},
        readStdin: async () => {
          if (options.stdin === undefined) throw new Error('stdin was read but the test gave none');
          return options.stdin;
        },
      };
      return runCli(argv, deps);
    },
    reset() {
      harness.stdout = '';
      harness.stderr = '';
      harness.questions.length = 0;
    },
    saveProfile: (data, name = 'default') => store.write(name, data),
    readProfile: (name = 'default') => store.read(name),
    profilePath: (name = 'default') => store.pathOf(name),
    cleanup: () => rm(base, { recursive: true, force: true }),
  };
  return harness;
}

export const TOKEN = 'q3Xv9r2Lk8Yw1Zp0Tn5Bc7Hd4Jf6Gs2Ea9Mu1Ri3Ow8';
export const CONSOLE_TOKEN = 'k7Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4Vb9Nm';
