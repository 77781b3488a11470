#!/usr/bin/env node
// `npm run build:action`: bundles the GitHub Action (src/cli/action.ts and everything it imports,
// dependencies included) with esbuild into action/dist/index.mjs, the file action.yml runs on
// Node 24. The bundle is committed, as every JavaScript action's is: the runner runs it without
// installing anything. `--check` (test/cli/action.test.ts): exit 1 when the committed bundle is
// not what the sources build now. docs/cli.md, "The GitHub Action".
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTFILE = path.join(ROOT, 'action/dist/index.mjs');

/** The bundle's text: deterministic for the same sources, dependencies and esbuild version. */
async function bundle() {
  const result = await build({
    absWorkingDir: ROOT,
    stdin: {
      contents: "import { runAction } from './src/cli/action.ts';\nprocess.exitCode = await runAction({ stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env });\n",
      resolveDir: ROOT,
      sourcefile: 'action-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    minify: true,
    legalComments: 'eof',
    // CommonJS dependencies bundled into ES module output still call require() for Node's own modules.
    banner: { js: "import { createRequire as __svcCreateRequire } from 'node:module';\nconst require = __svcCreateRequire(import.meta.url);" },
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

const text = await bundle();
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(OUTFILE, 'utf8');
  } catch {
    // missing: stale
  }
  if (committed !== text) {
    process.stderr.write('action/dist/index.mjs is not the bundle of the current sources: run `npm run build:action` and commit it.\n');
    process.exitCode = 1;
  }
} else {
  writeFileSync(OUTFILE, text);
}
