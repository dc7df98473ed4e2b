/** Stable exit codes, documented in cli/README.md: scripts depend on them. */
export const ExitCode = {
  ok: 0,
  failure: 1,
  usage: 2,
  notLoggedIn: 4,
  /** Ctrl-C at a prompt: 128 + SIGINT, as shells report it. */
  interrupted: 130,
} as const;

export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];
