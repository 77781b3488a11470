import { isSuspiciousEndpoint } from '../code/network-endpoints.js';
import { pushAll } from '../../push-all.js';
import { makeFinding } from '../finding.js';
import type { KeyedFinding } from '../finding.js';
import type { ExtractResult } from '../types.js';
import { baseNameOf, hostOf } from '../util.js';
import { isLoopbackHost, looksLikeNpmRegistry, NPM_REGISTRY_HOSTS } from './registry-hosts.js';
import { durationMinutes, GATE_ENTRY, YarnrcGuards } from './install-guards.js';

/**
 * Yarn's settings files: `.yarnrc.yml` (Yarn 2+) and `.yarnrc` (Yarn 1). Read line by line (the
 * settings that matter are plain `key: value` lines), compared between base and head by subject
 * like .npmrc (npmrc.ts), so only what the PR introduces is reported:
 *
 * - `npm-registry-override`: `npmRegistryServer` (top level, or under `npmScopes.<scope>`) and
 *   Yarn 1's `registry "<url>"` on another host than the public registry;
 * - `build-wrapper-changed`: `yarnPath` (Yarn 1: `yarn-path`), the file every `yarn` command in the
 *   project runs instead of the installed Yarn, pointed outside `.yarn/releases/`, where `yarn set
 *   version` puts releases (high); a plugin (`plugins:` entry) fetched over plain HTTP or from a
 *   bare IP, paste, tunnel or webhook host (high), or loaded from outside `.yarn/plugins/` (medium):
 *   plugins run inside every `yarn` command too.
 */
const MAX_LINES = 5_000;
const MAX_LINE = 2_000;

/** `key: value` or Yarn 1's `key value`; the value without quotes. */
const YML_ENTRY = /^( *)(?:- +)?["']?([\w@-]{1,60})["']?:(.*)$/;
const V1_ENTRY = /^ *"?([\w-]{1,60})"?[ \t](.*)$/;

function unquote(value: string): string {
  const comment = value.search(/[ \t]#/);
  const trimmed = (comment === -1 ? value : value.slice(0, comment)).trim();
  return trimmed.replace(/^(["'])(.*)\1$/, '$2').trim();
}

/** A path relative to the settings file's folder, normalized (`./` dropped). */
function relativePath(value: string): string {
  return value.replace(/^\.\//, '').replace(/\\/g, '/');
}

export function extractYarnrc(content: string, path: string): ExtractResult {
  const findings: KeyedFinding[] = [];
  const name = baseNameOf(path);
  const v1 = name === '.yarnrc';
  const lines = content.split('\n', MAX_LINES);
  /** The keys of the enclosing mappings, by indentation (Yarn 2+), to name a scope. */
  const parents: { indent: number; key: string }[] = [];
  let inPlugins = false;
  let inHttpAllowed = false;
  let inPreapproved = false;
  /** `npmPreapprovedPackages` entries, with their lines: packages the age gate lets through however new. */
  const preapproved: { entry: string; line: number }[] = [];
  /** Whether the file sets a release-age gate (`npmMinimalAgeGate` other than 0) that those entries waive. */
  let ageGate = false;
  /** The top-level `npmMinimalAgeGate` in minutes, and the per-scope ones (`npmScopes.<scope>.npmMinimalAgeGate`), with their lines. */
  let ageGateMinutes: number | null = null;
  const scopeGates: { scope: string; value: string; minutes: number; line: number }[] = [];
  /** Whether `yarnPath` names a Yarn release of 4.15 or later, whose npmMinimalAgeGate defaults to a day. */
  let dayByDefault = false;
  const guards = new YarnrcGuards();
  for (let i = 0; i < lines.length; i += 1) {
    const raw = (lines[i] ?? '').replace(/\r$/, '');
    if (raw.length > MAX_LINE || raw.trim() === '' || raw.trimStart().startsWith('#')) continue;
    const approved = inPreapproved && !v1 ? /^ *- +(\S.*)$/.exec(raw) : null;
    if (approved !== null) {
      if (preapproved.length < MAX_PREAPPROVED) preapproved.push({ entry: unquote(approved[1] ?? ''), line: i + 1 });
      continue;
    }
    // `unsafeHttpWhitelist:` list items: hosts Yarn fetches from over plain HTTP.
    const item = inHttpAllowed && !v1 ? /^ *- +(\S.*)$/.exec(raw) : null;
    if (item !== null) {
      const host = unquote(item[1] ?? '');
      if (host !== '' && !isLoopbackHost(host)) findings.push(tlsOff(path, i + 1, `unsafeHttpWhitelist: ${host}`, `allows plain HTTP for ${host}`, `lets Yarn fetch packages from ${host} over plain HTTP`, `http ${host}`));
      continue;
    }
    let key: string;
    let value: string;
    let indent = 0;
    if (v1) {
      const match = V1_ENTRY.exec(raw);
      if (match === null) continue;
      key = match[1] ?? '';
      value = unquote(match[2] ?? '');
    } else {
      const match = YML_ENTRY.exec(raw);
      if (match === null) continue;
      indent = (match[1] ?? '').length;
      key = match[2] ?? '';
      value = unquote(match[3] ?? '');
      while (parents.length > 0 && (parents[parents.length - 1]?.indent ?? 0) >= indent) parents.pop();
      if (indent === 0) {
        inPlugins = key === 'plugins';
        inHttpAllowed = key === 'unsafeHttpWhitelist';
        inPreapproved = key === 'npmPreapprovedPackages';
        if (key === 'yarnPath') {
          const release = /yarn-(\d{1,4})\.(\d{1,4})\.\d{1,4}[\w.-]{0,40}\.c?js$/.exec(value);
          dayByDefault = release !== null && (Number(release[1]) > 4 || (Number(release[1]) === 4 && Number(release[2]) >= 15));
        }
        if (key === 'npmMinimalAgeGate') {
          ageGate = !/^0+(?:\.0+)?\s*[a-z]*$/i.test(value) && value !== '';
          ageGateMinutes = durationMinutes(value, 1);
        }
        if (inPreapproved && value.startsWith('[')) {
          for (const entry of value.slice(1, value.endsWith(']') ? -1 : undefined).split(',', MAX_PREAPPROVED)) preapproved.push({ entry: unquote(entry), line: i + 1 });
        }
      }
      if (value === '') {
        parents.push({ indent, key });
        continue;
      }
    }
    const line = i + 1;
    if (v1 || indent === 0) guards.read(v1, key, value, line);
    if (!v1 && key === 'npmMinimalAgeGate' && parents.length === 2 && parents[0]?.key === 'npmScopes' && scopeGates.length < MAX_PREAPPROVED) {
      const minutes = durationMinutes(value, 1);
      if (minutes !== null) scopeGates.push({ scope: parents[1]?.key ?? '', value, minutes, line });
    }

    if (!v1 && key === 'unsafeHttpWhitelist' && indent === 0 && value.startsWith('[')) {
      for (const entry of value.slice(1, value.endsWith(']') ? -1 : undefined).split(',', 100)) {
        const host = unquote(entry);
        if (host !== '' && !isLoopbackHost(host)) findings.push(tlsOff(path, line, `unsafeHttpWhitelist: ${host}`, `allows plain HTTP for ${host}`, `lets Yarn fetch packages from ${host} over plain HTTP`, `http ${host}`));
      }
      continue;
    }

    if ((!v1 && key === 'enableStrictSsl') || (v1 && key === 'strict-ssl')) {
      if (value === 'false') {
        const scope = parents.length >= 2 && (parents[0]?.key === 'npmScopes' || parents[0]?.key === 'npmRegistries') ? ` for ${parents[1]?.key ?? ''}` : '';
        findings.push(tlsOff(path, line, `${key}: false${scope}`, 'turns off TLS certificate checks', `turns off TLS certificate checks${scope === '' ? '' : scope} when Yarn downloads packages`, `strict-ssl${scope}`));
      }
      continue;
    }

    if ((!v1 && key === 'npmRegistryServer') || (v1 && key === 'registry')) {
      const host = hostOf(value);
      if (host !== null && (isLoopbackHost(host) || (NPM_REGISTRY_HOSTS.includes(host) && !/^http:/i.test(value)))) continue;
      const scopeParent = parents.length >= 2 && parents[0]?.key === 'npmScopes' ? parents[1]?.key : undefined;
      const scope = scopeParent === undefined ? null : `@${scopeParent.replace(/^@/, '')}`;
      const where = host === null ? value : NPM_REGISTRY_HOSTS.includes(host) ? `${host} over plain HTTP` : host;
      const lookalike = host !== null && looksLikeNpmRegistry(host);
      findings.push(
        makeFinding({
          id: 'npm-registry-override',
          severity: lookalike ? 'high' : 'medium',
          title: scope ? `${name} installs ${scope} packages from ${where}` : `${name} replaces the npm registry with ${where}`,
          detail: `${path} sets ${key}: ${value}: ${scope ? `every ${scope}/* package` : 'every package'} is downloaded from ${where} instead of the public registry, and whoever controls that host decides what gets installed${lookalike ? `. ${host} is spelled like the public registry without being it: a look-alike host has no other reason to exist` : ''}. Check that it is your organization's registry, over https.`,
          path,
          line,
          subject: `${scope ?? ''}registry ${where}`,
        }),
      );
      continue;
    }

    if ((!v1 && key === 'yarnPath' && indent === 0) || (v1 && key === 'yarn-path')) {
      const target = relativePath(value);
      if (/^\.yarn\/releases\/[^/]+$/.test(target)) continue;
      findings.push(
        makeFinding({
          id: 'build-wrapper-changed',
          severity: 'high',
          title: `${name} makes every yarn command run ${target}`,
          detail: `${path} sets ${key} to ${value}: from now on, every \`yarn\` command in this project (installs, scripts, CI) runs that file instead of Yarn, and it is not a release where \`yarn set version\` puts them (.yarn/releases/). Point ${key} at the release \`yarn set version\` wrote, and compare that file with the published one.`,
          path,
          line,
          subject: `yarnPath ${target}`,
        }),
      );
      continue;
    }

    if (!v1 && inPlugins && (key === 'spec' || key === 'path')) {
      const remote = /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
      if (key === 'spec' && remote) {
        const insecure = /^http:\/\//i.test(value);
        if (!insecure && !isSuspiciousEndpoint(value)) continue;
        findings.push(
          makeFinding({
            id: 'build-wrapper-changed',
            severity: 'high',
            title: `Yarn plugin fetched from ${insecure ? 'plain HTTP' : (hostOf(value) ?? value)}`,
            detail: `${path} loads a Yarn plugin from ${value}${insecure ? ', over plain HTTP, which anyone on the path can replace' : ', a host that serves anyone\'s uploads (a bare IP, a paste, tunnel or webhook service)'}. A plugin runs inside every \`yarn\` command of the project. Import plugins from their publisher over HTTPS (\`yarn plugin import\`) and commit the file it writes.`,
            path,
            line,
            subject: `plugin ${value}`,
          }),
        );
        continue;
      }
      if (key === 'path' && !/^\.yarn\/plugins\//.test(relativePath(value))) {
        findings.push(
          makeFinding({
            id: 'build-wrapper-changed',
            severity: 'medium',
            title: `Yarn plugin loaded from ${relativePath(value)}`,
            detail: `${path} loads a Yarn plugin from ${value}, outside .yarn/plugins/ where \`yarn plugin import\` writes them. A plugin runs inside every \`yarn\` command of the project: check what that file does.`,
            path,
            line,
            subject: `plugin-path ${relativePath(value)}`,
          }),
        );
      }
    }
  }
  if (ageGate) pushAll(findings, ageGateWaived(preapproved, path));
  // Yarn 4.15 and later wait a day when the file sets no gate: a scope set under that waives the default.
  const topGate = ageGateMinutes ?? (dayByDefault ? DAY_MINUTES : null);
  if (topGate !== null) pushAll(findings, scopeGatesLowered(scopeGates, topGate, ageGateMinutes === null, path));
  const installGuards = guards.result();
  return { deps: [], findings, ...(installGuards === undefined ? {} : { installGuards }) };
}

/** Yarn's default npmMinimalAgeGate from 4.15 on, in minutes. */
const DAY_MINUTES = 1_440;

/** Entries read at the most from `npmPreapprovedPackages`. */
const MAX_PREAPPROVED = 200;

/**
 * `package-gate-waived` (low) for Yarn: a package listed in `.yarnrc.yml`'s `npmPreapprovedPackages`
 * while the file sets `npmMinimalAgeGate`: Yarn installs that package's releases however new they
 * are, the cooldown waived (a replay of a Docker build action's history showed "chore: allow
 * actions-toolkit to bypass yarn age gate", which nothing named). One finding per entry, keyed so an
 * entry the base already listed is not reported again.
 */
function ageGateWaived(entries: readonly { entry: string; line: number }[], path: string): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const { entry, line } of entries) {
    if (!GATE_ENTRY.test(entry)) continue;
    findings.push(
      makeFinding({
        id: 'package-gate-waived',
        severity: 'low',
        title: `${entry} is let past Yarn's npmMinimalAgeGate`,
        detail: `${path} lists ${entry} under npmPreapprovedPackages: Yarn installs its releases however new they are, the minimum release age (the cooldown that keeps a just-published, possibly compromised version out) waived for it while the file sets npmMinimalAgeGate for every other package. Check why this release cannot wait, and drop the entry once it is no longer needed.`,
        path,
        line,
        package: entry.indexOf('@', 1) > 0 ? entry.slice(0, entry.indexOf('@', 1)) : entry,
        subject: `npmPreapprovedPackages ${entry}`,
      }),
    );
  }
  return findings;
}

/**
 * `package-gate-waived` (low) for Yarn: a scope whose own `npmMinimalAgeGate`
 * (`npmScopes.<scope>.npmMinimalAgeGate`) is shorter than the one the file sets for every package:
 * Yarn installs that scope's releases once they are that old, the cooldown lowered (or waived, at
 * 0) for every package of the scope. Keyed by scope and value, so a gate the base already set is not
 * reported again.
 */
function scopeGatesLowered(gates: readonly { scope: string; value: string; minutes: number; line: number }[], topMinutes: number, topDefault: boolean, path: string): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const { scope, value, minutes, line } of gates) {
    if (minutes >= topMinutes || scope === '') continue;
    const name = `@${scope.replace(/^@/, '')}`;
    findings.push(
      makeFinding({
        id: 'package-gate-waived',
        severity: 'low',
        title: `Yarn's npmMinimalAgeGate ${minutes <= 0 ? 'waived' : 'lowered'} for ${name}/* packages`,
        detail: `${path} sets npmMinimalAgeGate: ${value} under npmScopes.${scope}, shorter than the gate ${topDefault ? 'Yarn 4.15 and later apply by default (a day)' : 'it sets'} for every other package: Yarn installs ${name}/* releases ${minutes <= 0 ? 'however new they are' : `once they are ${value} old`}, the minimum release age (the cooldown that keeps a just-published, possibly compromised version out) lowered for the whole scope. Check why its releases cannot wait; list the one package under npmPreapprovedPackages rather than the scope, and drop it once it is no longer needed.`,
        path,
        line,
        package: `${name}/*`,
        subject: `npmScopes ${scope} npmMinimalAgeGate ${minutes}`,
      }),
    );
  }
  return findings;
}

/**
 * `npm-registry-override` for a setting that takes TLS away from package downloads (Yarn's
 * `enableStrictSsl: false`, `unsafeHttpWhitelist`, Yarn 1's `strict-ssl false`; .npmrc's
 * `strict-ssl=false`, npmrc.ts): anyone on the network path can then serve other packages.
 */
export function tlsOff(path: string, line: number, setting: string, title: string, what: string, subject: string): KeyedFinding {
  return makeFinding({
    id: 'npm-registry-override',
    severity: 'medium',
    title: `${baseNameOf(path)} ${title}`,
    detail: `${path} sets ${setting}: it ${what}, so anyone on the network path (a café's Wi-Fi, a proxy, a CI provider's network) can hand over other packages, install scripts included. Fix the certificate (\`cafile\`, \`httpsCaFilePath\`, NODE_EXTRA_CA_CERTS) or the registry's URL instead.`,
    path,
    line,
    subject: `tls ${subject}`,
  });
}
