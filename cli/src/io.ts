export interface Writable {
  write(text: string): unknown;
}

/** Where a command talks to the user; tests pass strings buffers and choose whether it is a terminal. */
export interface Io {
  stdout: Writable;
  stderr: Writable;
  /** stdout is a terminal: tables for people, plain lines for pipes. */
  stdoutIsTTY: boolean;
  /** stdin is a terminal: prompting is possible. */
  stdinIsTTY: boolean;
}

/** Questions asked on the terminal (prompts go to stderr, so stdout stays clean for pipes). */
export interface Prompt {
  text(question: string): Promise<string>;
  /** Reads without echo. */
  password(question: string): Promise<string>;
  /** `true` only for an explicit yes. */
  confirm(question: string): Promise<boolean>;
}

export type Env = Readonly<Record<string, string | undefined>>;

export type FetchLike = (request: Request) => Promise<Response>;
