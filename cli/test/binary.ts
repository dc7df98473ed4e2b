import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../bin/commctl.js', import.meta.url));

export interface BinaryResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The installed binary as `npx commctl` runs it, with the given config dir and no COMMCTL_* settings from this shell. */
export function runBinary(args: string[], configHome: string, env: Record<string, string> = {}): Promise<BinaryResult> {
  const { COMMCTL_SERVER: _server, COMMCTL_TOKEN: _token, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { env: { ...inherited, XDG_CONFIG_HOME: configHome, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}
