// A tiny reader of the server's event streams (getConsoleEventStream, getSaasEventStream, getMemberEventStream), shared
// by the consoles and the member site (a few hundred bytes: no library). Browsers' EventSource cannot send the
// Authorization header the server reads, so this reads the stream with fetch: it says `ready`, then `changed` with a
// topic on each change, and ends after its lifetime; this then connects again after the `retry` the server gave (and
// after a failure, waiting longer each time, up to a minute). Stops when `signal` aborts.

export interface EventStreamOptions {
  path: string;
  token: () => string | undefined;
  /** A change in this area (a contract tag), or `ready` on each (re)connection: a chance to refetch what was missed. */
  onChange(topic: string): void;
  signal: AbortSignal;
  fetch?: typeof fetch;
}

/** Splits the text read so far into complete events; answers them and the unfinished rest. */
export function parseEvents(buffer: string): { events: { event: string; data: string; retry?: number }[]; rest: string } {
  const events: { event: string; data: string; retry?: number }[] = [];
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    let data = '';
    let retry: number | undefined;
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trim();
      else if (line.startsWith('retry:')) retry = Number(line.slice(6).trim()) || undefined;
    }
    if (block.trim() && !block.startsWith(':')) events.push({ event, data, retry });
  }
  return { events, rest };
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Keeps a stream open until `signal` aborts. */
export async function followEventStream(options: EventStreamOptions): Promise<void> {
  const { signal } = options;
  const doFetch = options.fetch ?? fetch;
  let retryMs = 2000;
  let failures = 0;
  while (!signal.aborted) {
    const token = options.token();
    if (!token) return;
    try {
      const response = await doFetch(options.path, { headers: { accept: 'text/event-stream', authorization: token }, signal });
      // Signed out (or the token ended): nothing to follow until the next sign-in mounts this again.
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(String(response.status));
      failures = 0;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
        buffer = parsed.rest;
        for (const e of parsed.events) {
          if (e.retry) retryMs = e.retry;
          if (e.event === 'ready') options.onChange('ready');
          else if (e.event === 'changed') {
            try {
              const topic = (JSON.parse(e.data) as { topic?: unknown }).topic;
              if (typeof topic === 'string') options.onChange(topic);
            } catch {
              // Not ours: ignored.
            }
          }
        }
      }
      await wait(retryMs, signal);
    } catch {
      if (signal.aborted) return;
      failures += 1;
      await wait(Math.min(retryMs * 2 ** failures, 60_000), signal);
    }
  }
}
