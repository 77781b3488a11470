import type { InstallGuard, InstallGuards, ReleaseAgeGuard } from '../types.js';
import { isRecord } from '../util.js';

/**
 * The defences against a compromised release that an npm-family settings file turns on, read so
 * that the analysis can tell when a PR lowers or drops one (supply-chain/check-install-guards.ts):
 *
 * - a release-age cooldown, versions younger than it not installed: pnpm's `minimumReleaseAge`
 *   (pnpm-workspace.yaml) and `minimum-release-age` (.npmrc), in minutes; npm's `min-release-age`
 *   (.npmrc), in days; Yarn's `npmMinimalAgeGate` (.yarnrc.yml), a duration, minutes when bare;
 *   Bun's `[install] minimumReleaseAge` (bunfig.toml), in seconds. pnpm does not read it from
 *   package.json's `pnpm` field, so that is not read here either; package.json's `packageManager`
 *   says which pnpm runs (11 and later default the cooldown to a day);
 * - pnpm's `trustPolicy: no-downgrade` (`trust-policy=no-downgrade`);
 * - every dependency's install scripts blocked: `ignore-scripts=true` (.npmrc, Yarn 1's .yarnrc
 *   `ignore-scripts true`), pnpm's `ignoreScripts: true` and `ignoreDepScripts: true`
 *   (`ignore-dep-scripts=true`), Yarn's `enableScripts: false`;
 * - pnpm's `neverBuiltDependencies`, and the lists beside it that decide whether a package dropped
 *   from it builds: the allowlist (`onlyBuiltDependencies`, `allowBuilds: { x: true }`) and the
 *   packages kept off (`ignoredBuiltDependencies`, `allowBuilds: { x: false }`), in
 *   pnpm-workspace.yaml and package.json's `pnpm` field.
 *
 * Plain reads with limits: no value is trusted beyond its shape.
 */

/** Names read at the most from one list. */
const MAX_NAMES = 500;
/** An entry of a list that waives a package gate (pnpm's minimumReleaseAgeExclude, Yarn's npmPreapprovedPackages): a package, a version or range after `@`, or a pattern with `*`. */
export const GATE_ENTRY = /^(?:@[\w.*-]{1,100}\/)?[\w.*-]{1,214}(?:@[\w.^~<>=*|+ -]{1,100})?$/;

/** A package name, with the version a pnpm entry may add (`nx@21.6.4`). */
const PACKAGE_NAME = /^(?:@[\w.-]{1,100}\/)?[\w.-]{1,214}(?:@[\w.^~<>=*| -]{1,100})?$/;
/** Lines read at the most when looking for a key's line. */
const MAX_LINES = 5_000;

const MINUTES: Readonly<Record<string, number>> = { ms: 1 / 60_000, s: 1 / 60, m: 1, h: 60, d: 1_440, w: 10_080 };

/**
 * A duration in minutes: a number (or a numeric string) in `bareUnit` minutes, or Yarn's
 * `3d`, `72h`, `1w`, `90m`, `30s`, `500ms`; null when it is neither.
 */
export function durationMinutes(value: unknown, bareUnit: number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value * bareUnit : null;
  if (typeof value !== 'string' || value.length > 40) return null;
  const match = /^(\d{1,12}(?:\.\d{1,6})?) ?(ms|[smhdw])?$/.exec(value.trim().toLowerCase());
  if (match === null) return null;
  const amount = Number(match[1]);
  return match[2] === undefined ? amount * bareUnit : amount * (MINUTES[match[2]] ?? 1);
}

/** The 1-based line of the first line that sets `key` (`key:`, `key=`, `"key":`, `key ` for Yarn 1), or null. */
export function keyLine(content: string, key: string): number | null {
  const lines = content.split('\n', MAX_LINES);
  for (let i = 0; i < lines.length; i += 1) {
    const trimmed = (lines[i] ?? '').trimStart().replace(/^["']/, '');
    if (!trimmed.startsWith(key)) continue;
    const next = trimmed.charAt(key.length);
    if (next === ':' || next === '=' || next === ' ' || next === '\t' || next === '"' || next === "'") return i + 1;
  }
  return null;
}

function namesOf(value: unknown, keep: (v: unknown) => boolean): string[] {
  const names = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : isRecord(value) ? Object.entries(value).filter(([, v]) => keep(v)).map(([k]) => k) : [];
  return names.slice(0, MAX_NAMES).map((n) => n.trim()).filter((n) => PACKAGE_NAME.test(n)).map(bareName);
}

/** `nx@21.6.4` is `nx`; `@scope/pkg@1` is `@scope/pkg`. */
export function bareName(name: string): string {
  const at = name.indexOf('@', 1);
  return at > 0 ? name.slice(0, at) : name;
}

/** Guards with every absent part left out; undefined when the file turns none on. */
function compact(guards: { -readonly [K in keyof InstallGuards]: InstallGuards[K] }): InstallGuards | undefined {
  const out: { -readonly [K in keyof InstallGuards]: InstallGuards[K] } = {};
  if (guards.releaseAge !== undefined && guards.releaseAge.length > 0) out.releaseAge = guards.releaseAge;
  if (guards.trustPolicy !== undefined) out.trustPolicy = guards.trustPolicy;
  if (guards.trustIgnoreAfter !== undefined) out.trustIgnoreAfter = guards.trustIgnoreAfter;
  if (guards.scriptsBlocked !== undefined) out.scriptsBlocked = guards.scriptsBlocked;
  if (guards.neverBuilt !== undefined) out.neverBuilt = guards.neverBuilt;
  if (guards.buildsAllowed !== undefined) out.buildsAllowed = guards.buildsAllowed;
  if (guards.buildsKeptOff !== undefined && guards.buildsKeptOff.length > 0) out.buildsKeptOff = guards.buildsKeptOff;
  if (guards.pnpmMajor !== undefined) out.pnpmMajor = guards.pnpmMajor;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** pnpm's build lists from a mapping (pnpm-workspace.yaml, or package.json's `pnpm`). */
function buildLists(settings: Record<string, unknown>): Pick<InstallGuards, 'neverBuilt' | 'buildsAllowed' | 'buildsKeptOff'> {
  const allowlist = Array.isArray(settings.onlyBuiltDependencies) || isRecord(settings.allowBuilds);
  return {
    ...(Array.isArray(settings.neverBuiltDependencies) ? { neverBuilt: namesOf(settings.neverBuiltDependencies, () => true) } : {}),
    ...(allowlist ? { buildsAllowed: [...namesOf(settings.onlyBuiltDependencies, () => true), ...namesOf(settings.allowBuilds, (v) => v === true)] } : {}),
    buildsKeptOff: [...namesOf(settings.ignoredBuiltDependencies, () => true), ...namesOf(settings.allowBuilds, (v) => v === false)],
  };
}

function guard(setting: string, line: number | null): InstallGuard {
  return { setting: setting.slice(0, 200), line };
}

/** pnpm's `trustPolicyIgnoreAfter`, when it is a number of minutes. */
function trustIgnoreAfter(minutes: number | null, setting: string, line: number | null): Pick<InstallGuards, 'trustIgnoreAfter'> {
  return minutes === null ? {} : { trustIgnoreAfter: { minutes, ...guard(setting, line) } };
}

/** pnpm-workspace.yaml, parsed. */
export function pnpmWorkspaceGuards(doc: Record<string, unknown>, content: string): InstallGuards | undefined {
  const releaseAge: ReleaseAgeGuard[] = [];
  const minutes = durationMinutes(doc.minimumReleaseAge, 1);
  if (minutes !== null) releaseAge.push({ tool: 'pnpm', minutes, ...guard(`minimumReleaseAge: ${String(doc.minimumReleaseAge)}`, keyLine(content, 'minimumReleaseAge')) });
  return compact({
    releaseAge,
    ...(doc.trustPolicy === 'no-downgrade' ? { trustPolicy: guard('trustPolicy: no-downgrade', keyLine(content, 'trustPolicy')) } : {}),
    ...trustIgnoreAfter(durationMinutes(doc.trustPolicyIgnoreAfter, 1), `trustPolicyIgnoreAfter: ${String(doc.trustPolicyIgnoreAfter)}`, keyLine(content, 'trustPolicyIgnoreAfter')),
    ...(doc.ignoreScripts === true
      ? { scriptsBlocked: guard('ignoreScripts: true', keyLine(content, 'ignoreScripts')) }
      : doc.ignoreDepScripts === true
        ? { scriptsBlocked: guard('ignoreDepScripts: true', keyLine(content, 'ignoreDepScripts')) }
        : {}),
    ...buildLists(doc),
  });
}

/** package.json: the build lists of its `pnpm` field (pnpm reads no cooldown or trust policy there), and the pnpm its `packageManager` names. */
export function packageJsonGuards(pkg: Record<string, unknown>): InstallGuards | undefined {
  const manager = typeof pkg.packageManager === 'string' ? /^pnpm@(\d{1,4})\./.exec(pkg.packageManager) : null;
  return compact({ ...(isRecord(pkg.pnpm) ? buildLists(pkg.pnpm) : {}), ...(manager === null ? {} : { pnpmMajor: Number(manager[1]) }) });
}

/** .npmrc, line by line (INI `key=value`). */
export function npmrcGuards(content: string): InstallGuards | undefined {
  const releaseAge: ReleaseAgeGuard[] = [];
  let trustPolicy: InstallGuard | undefined;
  let ignoreAfter: Pick<InstallGuards, 'trustIgnoreAfter'> = {};
  let scriptsBlocked: InstallGuard | undefined;
  const lines = content.split('\n', MAX_LINES);
  for (let i = 0; i < lines.length; i += 1) {
    const match = /^\s*(minimum-release-age|min-release-age|trust-policy-ignore-after|trust-policy|ignore-scripts|ignore-dep-scripts)\s*=([^\n]{0,200})$/i.exec((lines[i] ?? '').replace(/\r$/, ''));
    if (match === null) continue;
    const key = (match[1] ?? '').toLowerCase();
    const value = (match[2] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2').trim();
    const setting = `${key}=${value}`;
    if (key === 'minimum-release-age' || key === 'min-release-age') {
      const pnpm = key === 'minimum-release-age';
      const minutes = /^\d{1,12}$/.test(value) ? durationMinutes(value, pnpm ? 1 : 1_440) : null;
      if (minutes !== null) releaseAge.push({ tool: pnpm ? 'pnpm' : 'npm', minutes, ...guard(setting, i + 1) });
    } else if (key === 'trust-policy-ignore-after') ignoreAfter = trustIgnoreAfter(/^\d{1,12}$/.test(value) ? durationMinutes(value, 1) : null, setting, i + 1);
    else if (key === 'trust-policy') trustPolicy = value.toLowerCase() === 'no-downgrade' ? guard(setting, i + 1) : undefined;
    else if (value.toLowerCase() === 'true') scriptsBlocked ??= guard(setting, i + 1);
    else if (scriptsBlocked?.setting.startsWith(`${key}=`) === true) scriptsBlocked = undefined;
  }
  return compact({ releaseAge, trustPolicy, scriptsBlocked, ...ignoreAfter });
}

/** bunfig.toml, parsed: `[install] minimumReleaseAge`, in seconds. */
export function bunfigGuards(install: Record<string, unknown>, content: string): InstallGuards | undefined {
  const minutes = durationMinutes(install.minimumReleaseAge, 1 / 60);
  if (minutes === null) return undefined;
  return compact({ releaseAge: [{ tool: 'Bun', minutes, ...guard(`minimumReleaseAge = ${String(install.minimumReleaseAge)}`, keyLine(content, 'minimumReleaseAge')) }] });
}

/** Yarn's settings, as yarnrc.ts reads them line by line: its top-level keys and values. */
export class YarnrcGuards {
  private readonly releaseAge: ReleaseAgeGuard[] = [];
  private scriptsBlocked: InstallGuard | undefined;

  /** A top-level `key: value` of .yarnrc.yml, or Yarn 1's `key value`. */
  read(v1: boolean, key: string, value: string, line: number): void {
    if (!v1 && key === 'npmMinimalAgeGate') {
      const minutes = durationMinutes(value, 1);
      if (minutes !== null) this.releaseAge.push({ tool: 'Yarn', minutes, ...guard(`npmMinimalAgeGate: ${value}`, line) });
    } else if (!v1 && key === 'enableScripts') this.scriptsBlocked = value === 'false' ? guard('enableScripts: false', line) : undefined;
    else if (v1 && key === 'ignore-scripts') this.scriptsBlocked = value === 'true' ? guard('ignore-scripts true', line) : undefined;
  }

  result(): InstallGuards | undefined {
    return compact({ releaseAge: this.releaseAge, scriptsBlocked: this.scriptsBlocked });
  }
}
