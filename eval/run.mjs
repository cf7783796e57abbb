// Runs the evaluation harness without a TypeScript loader (bundled by the workspace's
// node-bundle, like the benchmarks). From the repository root:
//   node eval/run.mjs [--freeze-baseline [--force]]     (npm run eval)
//   node eval/run.mjs panel prepare | score <ratings>   (npm run eval:panel -- ...)
import { runTypeScript } from '../tools/scripts/node-bundle.mjs';

const panel = process.argv[2] === 'panel';
if (panel) process.argv.splice(2, 1);
await runTypeScript(
  new URL(panel ? './src/panel-main.ts' : './src/main.ts', import.meta.url).pathname,
  panel ? 'eval-panel' : 'eval',
);
