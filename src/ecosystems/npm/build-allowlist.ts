/**
 * Install scripts turned back on for a dependency. pnpm 10 and Bun run no dependency's lifecycle
 * scripts unless the project names the package (Bun's `trustedDependencies`, pnpm's
 * `onlyBuiltDependencies` in package.json's `pnpm` or pnpm-workspace.yaml, pnpm 10's `allowBuilds`),
 * and Yarn Berry runs them for a package `dependenciesMeta` marks `built: true` where `enableScripts`
 * is off. Naming a package there lets its `preinstall`/`install`/`postinstall` run on every
 * install, on developer machines and in CI; `dangerouslyAllowAllBuilds: true` lets every package's.
 *
 * Reported as `npm-install-script` (what runs on install), one finding a package, keyed by the
 * package so that an entry the base already had is not reported again: low for a well-known package
 * whose install script builds or fetches its native binary (KNOWN_BUILD_PACKAGES), medium for any
 * other, high for `dangerouslyAllowAllBuilds: true`.
 */

import { makeFinding, type KeyedFinding } from '../finding.js';
import { isRecord, lineOf } from '../util.js';

/**
 * Packages whose install scripts are known and needed: native addons built or downloaded on
 * install (esbuild, sharp, @swc/core, …), browsers and binaries fetched for a tool (puppeteer,
 * playwright, cypress, electron), and the well-known post-install notices (core-js).
 */
export const KNOWN_BUILD_PACKAGES: ReadonlySet<string> = new Set([
  'esbuild', 'sharp', '@swc/core', '@parcel/watcher', 'bcrypt', 'better-sqlite3', 'sqlite3', 'canvas', 'node-sass', 'sass-embedded',
  'fsevents', 'cypress', 'electron', 'puppeteer', 'playwright', 'playwright-chromium', 'core-js', 'core-js-pure', 'msw', 'nx',
  'prisma', '@prisma/client', '@prisma/engines', 'protobufjs', 'bufferutil', 'utf-8-validate', 'lmdb', 'msgpackr-extract',
  'unrs-resolver', '@tailwindcss/oxide', '@biomejs/biome', 'workerd', '@sentry/cli', 'husky', 'lefthook', 'simple-git-hooks',
  'vue-demi', 'es5-ext', 'spawn-sync', 'deasync', 'argon2', 'cpu-features', 'ssh2', 'keytar', 'node-pty', 're2', 'leveldown',
  'sqlite', 'edgedriver', 'geckodriver', 'chromedriver', 'iltorb', 'gifsicle', 'mozjpeg', 'optipng-bin', 'pngquant-bin',
  '@nestjs/core', '@apollo/protobufjs', 'dtrace-provider', 'ffi-napi', 'ref-napi', 'zeromq', 'grpc', '@grpc/grpc-js',
  'esbuild-wasm', 'turbo', '@vscode/ripgrep', 'oxc-resolver', '@rolldown/binding', 'lightningcss', 'ngrok', 'unix-dgram',
  'sodium-native', 'classic-level', 'tree-sitter', 'canvas-prebuilt', 'highlight.js', 'aws-sdk', 'contentlayer', 'wrangler',
  '@scarf/scarf', 'supabase', '@bufbuild/buf', 'cbor-extract', '@clerk/shared', '@firebase/util', 'keccak', 'secp256k1', 'electron-winstaller', 'bun', 'dprint', '@swc/core-linux-x64-gnu', 'node-gyp', 'exifreader', 'uws', '@napi-rs/canvas',
]);

/** Entries read at the most from one list. */
const MAX_ENTRIES = 500;
/** A package name, with the version a Yarn `dependenciesMeta` key may add (`fsevents@2.3.2`). */
const PACKAGE_NAME = /^(?:@[\w.-]{1,100}\/)?[\w.-]{1,214}(?:@[\w.^~<>=*|-]{1,100})?$/;

/** The package names of a list (`["esbuild", "sharp"]`) or of a map's keys set to true (`{ esbuild: true }`). */
function namesOf(value: unknown, mapValue: (v: unknown) => boolean = (v) => v === true): string[] {
  const names = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : isRecord(value) ? Object.entries(value).filter(([, v]) => mapValue(v)).map(([k]) => k) : [];
  return names.slice(0, MAX_ENTRIES).filter((n) => PACKAGE_NAME.test(n));
}

/** The line of `name` after the setting's key (`"trustedDependencies"`), where the entry is; else its first line. */
function lineAfter(content: string, key: string, name: string): number | null {
  const at = content.indexOf(key);
  if (at < 0) return lineOf(content, name);
  const found = content.indexOf(name, at);
  if (found < 0) return lineOf(content, name);
  let line = 1;
  for (let i = content.indexOf('\n'); i >= 0 && i < found; i = content.indexOf('\n', i + 1)) line += 1;
  return line;
}

function allowFinding(name: string, setting: string, content: string, path: string): KeyedFinding {
  const known = KNOWN_BUILD_PACKAGES.has(name.toLowerCase());
  return makeFinding({
    id: 'npm-install-script',
    severity: known ? 'low' : 'medium',
    title: `Install scripts allowed for ${name} (${setting})`,
    detail: `${path}'s ${setting} names ${name}: its preinstall, install and postinstall scripts now run on every install, on developer machines and in CI, with their credentials, where the package manager skipped them before. ${known ? `${name} is a well-known package whose install script builds or fetches its native binary.` : `${name} is not among the packages known to need an install script: check what its script does before allowing it, and prefer leaving it off the list.`}`,
    path,
    line: lineAfter(content, setting.split(/[.\s]/).pop() ?? setting, name),
    package: name,
    subject: `build-allowed ${name}`,
  });
}

/** From package.json: Bun's `trustedDependencies`, `pnpm.onlyBuiltDependencies`, `dependenciesMeta.X.built: true`. */
export function packageJsonBuildFindings(pkg: Record<string, unknown>, content: string, path: string): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const name of namesOf(pkg.trustedDependencies)) findings.push(allowFinding(name, 'trustedDependencies', content, path));
  const pnpm = isRecord(pkg.pnpm) ? pkg.pnpm : {};
  for (const name of namesOf(pnpm.onlyBuiltDependencies)) findings.push(allowFinding(name, 'pnpm.onlyBuiltDependencies', content, path));
  for (const name of namesOf(pnpm.allowBuilds)) findings.push(allowFinding(name, 'pnpm.allowBuilds', content, path));
  for (const name of namesOf(pkg.dependenciesMeta, (v) => isRecord(v) && v.built === true)) findings.push(allowFinding((name.indexOf('@', 1) > 0 ? name.slice(0, name.indexOf('@', 1)) : name), 'dependenciesMeta', content, path));
  const all = pnpm.dangerouslyAllowAllBuilds === true ? allBuildsFinding('pnpm.dangerouslyAllowAllBuilds', content, path) : null;
  return all === null ? findings : [all, ...findings];
}

/** From pnpm-workspace.yaml: `onlyBuiltDependencies`, `allowBuilds`, `dangerouslyAllowAllBuilds: true`. */
export function pnpmWorkspaceBuildFindings(doc: Record<string, unknown>, content: string, path: string): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  if (doc.dangerouslyAllowAllBuilds === true) findings.push(allBuildsFinding('dangerouslyAllowAllBuilds', content, path));
  for (const name of namesOf(doc.onlyBuiltDependencies)) findings.push(allowFinding(name, 'onlyBuiltDependencies', content, path));
  for (const name of namesOf(doc.allowBuilds)) findings.push(allowFinding(name, 'allowBuilds', content, path));
  return findings;
}

function allBuildsFinding(setting: string, content: string, path: string): KeyedFinding {
  return makeFinding({
    id: 'npm-install-script',
    severity: 'high',
    title: `Install scripts allowed for every dependency (${setting}: true)`,
    detail: `${path} sets ${setting}: true: pnpm now runs the install scripts of every package in the dependency graph, on developer machines and in CI, the protection pnpm 10 turned on by default against packages whose postinstall steals credentials. Name the few packages that need a build in onlyBuiltDependencies (allowBuilds) instead.`,
    path,
    line: lineOf(content, 'dangerouslyAllowAllBuilds'),
    subject: 'build-allowed *',
  });
}
