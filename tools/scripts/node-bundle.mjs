// How every TypeScript entry that runs under plain Node is bundled (the API, the migration
// command, the benchmarks): workspace libs are inlined through the tsconfig path aliases, npm
// dependencies stay external (PGlite and pg load files that sit next to their own modules).
import * as esbuild from 'esbuild';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

const dependencies = Object.keys(
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).dependencies ?? {},
);

export function nodeBundleOptions(entry, outfile) {
  return {
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    tsconfig: join(ROOT, 'tsconfig.base.json'),
    external: dependencies.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  };
}

/** Bundles `entry` into tmp/ (inside the repo, so node_modules resolve) and runs it here. */
export async function runTypeScript(entry, name) {
  mkdirSync(join(ROOT, 'tmp'), { recursive: true });
  const outfile = join(ROOT, 'tmp', `${name}-${process.pid}.mjs`);
  try {
    await esbuild.build(nodeBundleOptions(entry, outfile));
    process.chdir(ROOT);
    await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
    rmSync(`${outfile}.map`, { force: true });
  }
}
