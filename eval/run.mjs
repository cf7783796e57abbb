// Runs the evaluation harness without a TypeScript loader (bundled by the workspace's
// node-bundle, like the benchmarks). From the repository root:
//   node eval/run.mjs [--freeze-baseline [--force]]     (npm run eval)
//   node eval/run.mjs panel prepare | score <ratings>   (npm run eval:panel -- ...)
//   node eval/run.mjs training                          (npm run eval:training)
import { runTypeScript } from '../tools/scripts/node-bundle.mjs';

const ENTRIES = { panel: 'panel-main', training: 'training-main' };
const mode = ENTRIES[process.argv[2]] ? process.argv[2] : undefined;
if (mode) process.argv.splice(2, 1);
await runTypeScript(
  new URL(`./src/${mode ? ENTRIES[mode] : 'main'}.ts`, import.meta.url).pathname,
  mode ? `eval-${mode}` : 'eval',
);
