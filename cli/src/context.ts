import type { CommuneClient } from '../../sdk';
import type { ConfigStore } from './config-store';
import type { Env, Io, Prompt } from './io';

/** Everything a command's run function may touch besides its options: injected, so commands run in tests as they do for users. */
export interface CommandContext {
  io: Io;
  env: Env;
  prompt: Prompt;
  readStdin(): Promise<string>;
  config: ConfigStore;
  /** A client for one base URL; `token` is sent as the Authorization header when given. */
  createClient(baseUrl: string, token?: string): CommuneClient;
  /** GET of a file the server made (a one-time `/downloads/…` link): its bytes and the name the server gave it. */
  download(url: string): Promise<{ status: number; bytes: Uint8Array; fileName: string | null }>;
  /** Waits between polls (instant in tests). */
  sleep(ms: number): Promise<void>;
}

/** Options every command accepts (declared once on the program). */
export interface GlobalOptions {
  server?: string;
  profile?: string;
}
