// Writes .br and .gz next to every compressible file of the web build, so the server sends
// compressed bytes without compressing per request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../../dist/apps/web', import.meta.url));
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let written = 0;
for (const path of files(root)) {
  if (!COMPRESSIBLE.has(extname(path))) continue;
  const source = readFileSync(path);
  if (source.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: 9 });
  if (brotli.length < source.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < source.length) writeFileSync(`${path}.gz`, gzip);
  written += 1;
}
console.log(`compressed ${written} web build files (.br, .gz)`);
