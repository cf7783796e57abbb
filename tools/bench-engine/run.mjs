// Runs bench-engine.ts without a TypeScript loader: esbuild bundles it (resolving the workspace
// path aliases) into a temporary file, which node then imports. Run from the repository root:
//   node tools/bench-engine/run.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const dir = mkdtempSync(join(tmpdir(), 'bench-engine-'));
const outfile = join(dir, 'bench-engine.mjs');

try {
  await build({
    entryPoints: [join(here, 'bench-engine.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: join(root, 'tsconfig.base.json'),
    outfile,
    logLevel: 'warning',
  });
  process.chdir(root);
  await import(pathToFileURL(outfile).href);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
