// On-the-fly compression of what the server writes (API JSON, the pages it renders): brotli or gzip as the browser
// accepts, with `Vary: Accept-Encoding`. Built files go out as the build's own copies (static-consoles.ts), and what is
// compressed already (images, xlsx, zip) is not a compressible type. Event streams are written to the socket past
// Fastify's reply (register-operations.ts openEventStream), so no hook can hold their events back; the type is left
// out here too.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers go as they are: the bytes saved would not pay for the work (and a packet is about 1.4 KB). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Text worth compressing: HTML, CSS, JavaScript, JSON, XML, SVG; never event streams. */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?(?:json|xml|javascript)\b|image\/svg\+xml)/;

export async function installCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: (type: string) => COMPRESSIBLE.test(type),
    // Quality 4 (the plugin's default, said again): a few times faster than 11 for a few percent more bytes.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies are not accepted compressed: the body limit counts what is read.
    globalDecompression: false,
  });
}
