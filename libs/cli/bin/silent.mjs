#!/usr/bin/env node
// The `silent` command. The program is TypeScript in this workspace (src/main.ts and the libs
// it imports), so the first run bundles it with esbuild, the workspace's own bundler, into
// dist/silent.mjs beside this package; later runs reuse that bundle until a source file it was
// built from changes. No build step before use, and none for `npm install` to run.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = resolve(here, '..');
const root = resolve(packageDir, '..', '..');
const outDir = join(packageDir, 'dist');
const bundle = join(outDir, 'silent.mjs');
const inputsFile = join(outDir, 'inputs.json');

/** The bundle is fresh when it exists and no file it was built from is newer (or gone). */
function isFresh() {
  if (process.env.SILENT_REBUILD === '1' || !existsSync(bundle) || !existsSync(inputsFile)) {
    return false;
  }
  try {
    const built = statSync(bundle).mtimeMs;
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return inputs.every((file) => statSync(join(root, file)).mtimeMs <= built);
  } catch {
    return false;
  }
}

async function build() {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    process.stderr.write(
      'silent: esbuild is not installed; run `npm install` at the repository root first.\n',
    );
    process.exit(1);
  }
  const dependencies = Object.keys(
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies ?? {},
  );
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [join(packageDir, 'src', 'main.ts')],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // Workspace libs are inlined through the tsconfig path aliases; npm packages stay external.
    tsconfig: join(root, 'tsconfig.base.json'),
    external: dependencies.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'error',
  });
  mkdirSync(outDir, { recursive: true });
  // Written under a temporary name and renamed: runs started together never read half a file.
  const temporary = `${bundle}.${process.pid}.tmp`;
  writeFileSync(temporary, result.outputFiles[0].contents);
  writeFileSync(
    `${inputsFile}.${process.pid}.tmp`,
    JSON.stringify(Object.keys(result.metafile.inputs)),
  );
  renameSync(`${inputsFile}.${process.pid}.tmp`, inputsFile);
  renameSync(temporary, bundle);
}

if (!isFresh()) await build();
await import(pathToFileURL(bundle).href);
