#!/usr/bin/env node
// `npm run build` (and `prepare`, which `npm ci` and `npm install` run): compiles src/ and
// migrations/ with tsc (tsconfig.build.json) into dist/, copies the web assets next to the
// compiled module that serves them, and records a hash of what it compiled in
// dist/build-info.json (docs/adr/0018-compiled-build.md). Plain JavaScript, so that it runs with
// node alone. `--if-possible` (prepare): when TypeScript is not installed (`npm ci --omit=dev`),
// say so and build nothing instead of failing the install. `--if-stale` (the tests that start
// the compiled service): build only when dist/build-info.json names other sources than these.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What the compiled output depends on: its sources, and how they are compiled. */
const INPUTS = ['src', 'migrations', 'package.json', 'tsconfig.json', 'tsconfig.build.json'];

/** SHA-256 over the path and content of every input file, in a stable order. */
function sourceHash(root = ROOT) {
  const hash = createHash('sha256');
  const visit = (relative) => {
    const absolute = path.join(root, relative);
    let entries;
    try {
      entries = readdirSync(absolute, { withFileTypes: true });
    } catch (error) {
      if (error.code !== 'ENOTDIR') throw error;
      hash.update(`${relative}\0`).update(readFileSync(absolute)).update('\0');
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) visit(path.join(relative, entry.name));
  };
  for (const input of INPUTS) visit(input);
  return hash.digest('hex');
}

/** Compiles into dist/; returns the exit code. */
function build({ ifPossible = false, ifStale = false } = {}) {
  const out = path.join(ROOT, 'dist');
  const hash = sourceHash();
  if (ifStale && builtFrom(out) === hash) return 0;
  let tsc;
  try {
    tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  } catch {
    const message = 'svc: TypeScript is not installed (a development dependency), so dist/ was not built. Install with development dependencies (npm ci), then `npm prune --omit=dev` if you want them gone.';
    process.stderr.write(`${message}\n`);
    return ifPossible ? 0 : 1;
  }
  rmSync(out, { recursive: true, force: true });
  const compiled = spawnSync(process.execPath, [tsc, '-p', path.join(ROOT, 'tsconfig.build.json')], { cwd: ROOT, stdio: 'inherit' });
  if (compiled.status !== 0) {
    rmSync(out, { recursive: true, force: true });
    return compiled.status ?? 1;
  }
  cpSync(path.join(ROOT, 'src/http/assets'), path.join(out, 'src/http/assets'), { recursive: true });
  writeFileSync(path.join(out, 'build-info.json'), `${JSON.stringify({ sourceHash: hash })}\n`);
  return 0;
}

/** The source hash dist/ was built from, or null. */
function builtFrom(out) {
  try {
    return JSON.parse(readFileSync(path.join(out, 'build-info.json'), 'utf8')).sourceHash ?? null;
  } catch {
    return null;
  }
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = build({ ifPossible: process.argv.includes('--if-possible'), ifStale: process.argv.includes('--if-stale') });
}
