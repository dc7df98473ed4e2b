// A site's API from the test process, for what a test sets up and puts back rather than clicks. Node does not resolve
// `<slug>.localhost`, so requests go to 127.0.0.1 with the site's Host header; `from` picks the loopback source address
// (127.0.0.x), which the server sees as the caller's IP — per-IP daily caps (SMS codes) then count per address.
import { request } from 'node:http';
import { type CommuneClient, createCommuneClient } from '../../sdk';
import { port } from './browser';

/** A fetch to the e2e server on 127.0.0.1 as `host` (Host header), optionally from another loopback source address. */
export function loopbackFetch(host: string, from?: string) {
  return async (req: Request): Promise<Response> => {
    const url = new URL(req.url);
    const body = req.body ? Buffer.from(await req.arrayBuffer()) : undefined;
    const headers: Record<string, string> = Object.fromEntries(req.headers);
    headers.host = host;
    // Node frames a DELETE's body only when told its length (it chunks by default for POST and PUT alone): unframed,
    // the server saw no body and read the leftover bytes as the next request on the kept-alive socket.
    if (body) headers['content-length'] = String(body.length);
    return new Promise((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port: port(), path: url.pathname + url.search, method: req.method, headers, localAddress: from },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const responseHeaders = new Headers();
            for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') responseHeaders.set(k, v);
            resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 500, headers: responseHeaders }));
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}

/** The API of site `slug` as the holder of `token` (a console or member session), optionally from another loopback address. */
export function siteClient(slug: string, token?: string, from?: string): CommuneClient {
  const host = `${slug}.localhost:${port()}`;
  return createCommuneClient({ baseUrl: `http://${host}`, token: () => token, fetch: loopbackFetch(host, from) });
}
