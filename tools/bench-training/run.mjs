// Runs bench-training.ts without a TypeScript loader: esbuild bundles it (resolving the
// workspace path aliases) into a file inside tmp/ (so node_modules resolve), which node then
// imports. Run from the repository root:
//   node tools/bench-training/run.mjs
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const dependencies = Object.keys(
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies,
);
mkdirSync(join(root, 'tmp'), { recursive: true });
const outfile = join(root, 'tmp', `bench-training-${process.pid}.mjs`);

try {
  await build({
    entryPoints: [join(here, 'bench-training.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: join(root, 'tsconfig.base.json'),
    // PGlite and pg load files next to their own modules: keep packages external.
    external: dependencies.flatMap((name) => [name, `${name}/*`]),
    outfile,
    logLevel: 'warning',
  });
  process.chdir(root);
  await import(pathToFileURL(outfile).href);
} finally {
  rmSync(outfile, { force: true });
}
