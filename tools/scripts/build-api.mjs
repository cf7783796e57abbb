// Bundles the API (and the workspace libs it imports) into dist/apps/api/main.mjs.
// npm dependencies stay external: they are installed next to the bundle.
// `--watch` rebuilds on change and restarts the server (used by `npm run dev`).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { ROOT as root, nodeBundleOptions } from './node-bundle.mjs';

const watch = process.argv.includes('--watch');
const outfile = join(root, 'dist/apps/api/main.mjs');

let server;
function restart() {
  server?.kill('SIGTERM');
  server = spawn(process.execPath, ['--enable-source-maps', outfile], {
    stdio: 'inherit',
    env: { PORT: '3001', WEB_DIST_DIR: '', ...process.env },
  });
}

const options = {
  ...nodeBundleOptions(join(root, 'apps/api/src/main.ts'), outfile),
  plugins: watch
    ? [
        {
          name: 'restart',
          setup: (build) => build.onEnd((r) => r.errors.length === 0 && restart()),
        },
      ]
    : [],
};

if (watch) {
  const context = await esbuild.context(options);
  await context.watch();
} else {
  await esbuild.build(options);
  console.log(`built ${outfile}`);
}
