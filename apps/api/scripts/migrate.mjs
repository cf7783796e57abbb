// `nx run api:migrate` (npm run db:migrate): bundles apps/api/src/migrate.ts the way the API
// bundle is built and runs it from the repo root.
import * as esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, nodeBundleOptions } from '../../../tools/scripts/node-bundle.mjs';

const outfile = join(ROOT, 'dist/apps/api/migrate.mjs');
await esbuild.build(nodeBundleOptions(join(ROOT, 'apps/api/src/migrate.ts'), outfile));
const run = spawnSync(process.execPath, ['--enable-source-maps', outfile], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
