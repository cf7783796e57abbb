import { buildSync } from 'esbuild';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../../..');

/**
 * Bundles a worker-thread entry of the API (relative to the repository root) as
 * tools/scripts/build-api.mjs does, for specs that start real worker threads. The file lands in
 * tmp/ inside the repository (git-ignored) so the worker resolves node_modules; `remove` deletes it.
 */
export function bundleWorker(entry: string): { file: string; remove: () => void } {
  const name = entry.split('/').at(-1)?.replace(/\.ts$/, '') ?? 'worker';
  const file = join(root, 'tmp', `${name}-${process.pid}.mjs`);
  mkdirSync(join(root, 'tmp'), { recursive: true });
  const dependencies = Object.keys(
    (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: object })
      .dependencies,
  );
  buildSync({
    absWorkingDir: root,
    entryPoints: [join(root, entry)],
    outfile: file,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    tsconfig: join(root, 'tsconfig.base.json'),
    external: dependencies.flatMap((dependency) => [dependency, `${dependency}/*`]),
    logLevel: 'error',
  });
  return { file, remove: () => rmSync(file, { force: true }) };
}
