import { createInterface } from 'node:readline/promises';
import { InterruptedError } from './errors';
import type { Io, Prompt } from './io';

/** A reader that stops early (`commctl … | head`) closes the pipe: that ends the output, it is not a failure. */
function exitQuietlyOnClosedPipe(stream: NodeJS.WriteStream) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

export function nodeIo(): Io {
  exitQuietlyOnClosedPipe(process.stdout);
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    stdinIsTTY: Boolean(process.stdin.isTTY),
  };
}

export async function readProcessStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  const abort = new AbortController();
  rl.on('SIGINT', () => abort.abort());
  try {
    return await rl.question(question, { signal: abort.signal });
  } catch (error) {
    // readline has already ended the line.
    if (abort.signal.aborted) throw new InterruptedError();
    throw error;
  } finally {
    rl.close();
  }
}

/** Reads a line in raw mode, echoing nothing, so the password never shows on screen or in scrollback. */
function askHidden(question: string, io: Io): Promise<string> {
  const stdin = process.stdin;
  io.stderr.write(question);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      io.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish();
        if (char === '\u0003') return finish(new InterruptedError());
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

export function nodePrompt(io: Io): Prompt {
  return {
    text: (question) => ask(question),
    password: (question) => askHidden(question, io),
    async confirm(question) {
      const answer = (await ask(`${question}（y/N）`)).trim().toLowerCase();
      return ['y', 'yes', '是'].includes(answer);
    },
  };
}
