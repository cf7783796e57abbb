// Bundles the API (and the workspace libs it imports) into dist/apps/api/main.mjs, and the
// worker entries it starts threads from: dist/apps/api/batch-worker.mjs (batch enhancement)
// and dist/apps/api/training-worker.mjs (one training session).
// npm dependencies stay external: they are installed next to the bundle.
// `--watch` rebuilds on change and restarts the server (used by `npm run dev`).
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT as root, nodeBundleOptions } from './node-bundle.mjs';

const watch = process.argv.includes('--watch');
const outdir = join(root, 'dist/apps/api');
const outfile = join(outdir, 'main.mjs');

let server;
function restart() {
  server?.kill('SIGTERM');
  server = spawn(process.execPath, ['--enable-source-maps', outfile], {
    stdio: 'inherit',
    // Vite serves the site on :3000 and proxies /auth there: mailed links point at it.
    env: { PORT: '3001', WEB_DIST_DIR: '', SITE_URL: 'http://localhost:3000', ...process.env },
  });
}

// One build, three entries: the options for a single file, pointed at a directory instead.
const bundle = nodeBundleOptions(join(root, 'apps/api/src/main.ts'), outfile);
delete bundle.outfile;
const options = {
  ...bundle,
  entryPoints: {
    main: join(root, 'apps/api/src/main.ts'),
    'batch-worker': join(root, 'apps/api/src/engine/batch-worker.ts'),
    'training-worker': join(root, 'apps/api/src/training/training-worker.ts'),
  },
  outdir,
  outExtension: { '.js': '.mjs' },
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
