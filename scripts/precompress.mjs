// Brotli and gzip copies beside each built text file (`app.js.br`, `app.js.gz`), which the server sends to browsers
// that accept them (server/src/http/static-consoles.ts, @fastify/static's preCompressed): the best compression once at
// build, none at run time.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing: text. Images and fonts (woff2 is brotli inside) are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map|ico)$/;
/** Below this the server sends files as they are (its on-the-fly threshold, server/src/http/compression.ts). */
export const PRECOMPRESS_MIN_BYTES = 1024;

export function brotli(content) {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

export function gzip(content) {
  return gzipSync(content, { level: 9 });
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes the copies under `distDir`; a copy that would not be smaller is left out (the file goes as it is). */
export function precompress(distDir) {
  let count = 0;
  for (const path of [...files(distDir)]) {
    if (!COMPRESSIBLE.test(path)) continue;
    const content = readFileSync(path);
    if (content.length < PRECOMPRESS_MIN_BYTES) continue;
    for (const [extension, compress] of [
      ['.br', brotli],
      ['.gz', gzip],
    ]) {
      const packed = compress(content);
      if (packed.length >= content.length) continue;
      writeFileSync(path + extension, packed);
      count += 1;
    }
  }
  return count;
}
