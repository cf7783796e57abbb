// `nx run api:migrate` (npm run db:migrate): bundles apps/api/src/migrate.ts like the API
// bundle (npm dependencies external) and runs it from the repo root.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const outfile = join(root, 'dist/apps/api/migrate.mjs');

await esbuild.build({
  absWorkingDir: root,
  entryPoints: [join(root, 'apps/api/src/migrate.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  tsconfig: join(root, 'tsconfig.base.json'),
  external: Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
const run = spawnSync(process.execPath, ['--enable-source-maps', outfile], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
