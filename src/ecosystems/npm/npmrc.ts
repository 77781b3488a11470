import { makeFinding } from '../finding.js';
import type { KeyedFinding } from '../finding.js';
import type { ExtractResult } from '../types.js';
import { baseNameOf, hostOf } from '../util.js';
import { isLoopbackHost, looksLikeNpmRegistry, NPM_REGISTRY_HOSTS } from './registry-hosts.js';
import { tlsOff } from './yarnrc.js';
import { npmrcGuards } from './install-guards.js';

/**
 * .npmrc (INI, `key=value`): `registry=` and `@scope:registry=` settings that point npm at another
 * registry than the public one, reported as `npm-registry-override` (docs/findings.md) and compared
 * between base and head by setting and host. Auth tokens and other settings are not read.
 */
export function extractNpmrc(content: string, path: string): ExtractResult {
  const findings: KeyedFinding[] = [];
  const lines = content.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.replace(/\r$/, '');
    const runs = configRunsCode(line, path, i + 1);
    if (runs !== null) findings.push(runs);
    if (/^\s*strict-ssl\s*=\s*["']?false["']?\s*$/i.test(line)) {
      findings.push(tlsOff(path, i + 1, 'strict-ssl=false', 'turns off TLS certificate checks', 'turns off TLS certificate checks when npm downloads packages', 'strict-ssl'));
      continue;
    }
    const match = /^\s*((?:@[\w.-]+:)?registry)\s*=(.*)$/i.exec(line);
    if (!match) continue;
    const key = match[1]!.toLowerCase();
    const url = match[2]!.trim().replace(/^(["'])(.*)\1$/, '$2');
    const scope = key === 'registry' ? null : key.slice(0, -':registry'.length);
    const finding = registryOverrideFinding(path, url, scope, { setting: `${key}=${url}`, tool: '', line: i + 1, subjectKey: key });
    if (finding !== null) findings.push(finding);
  }
  const installGuards = npmrcGuards(content);
  return { deps: [], findings, ...(installGuards === undefined ? {} : { installGuards }) };
}

/**
 * `npm-registry-override` for a registry URL a file sets (for a scope, or for every package): null
 * when it is the public registry over https or the machine itself. `setting` is how the file wrote
 * it, `tool` the command that downloads (its words follow "every package"), `subjectKey` what the
 * finding is compared by between base and head (with the host).
 */
export function registryOverrideFinding(path: string, url: string, scope: string | null, how: { setting: string; tool: string; line: number | null; subjectKey: string }): KeyedFinding | null {
  const host = hostOf(url);
  if (host !== null && (isLoopbackHost(host) || (NPM_REGISTRY_HOSTS.includes(host) && !/^http:/i.test(url)))) return null;
  const where = host === null ? url : NPM_REGISTRY_HOSTS.includes(host) ? `${host} over plain HTTP` : host;
  const lookalike = host !== null && looksLikeNpmRegistry(host);
  return makeFinding({
    id: 'npm-registry-override',
    severity: lookalike ? 'high' : 'medium',
    title: scope ? `${baseNameOf(path)} installs ${scope} packages from ${where}` : `${baseNameOf(path)} replaces the npm registry with ${where}`,
    detail: `${path} sets ${how.setting}: ${scope ? `every ${scope}/* package` : 'every package'}${how.tool} is downloaded from ${where} instead of registry.npmjs.org, and whoever controls that host decides what gets installed${lookalike ? `. ${host} is spelled like the public registry without being it: a look-alike host has no other reason to exist` : ''}. Check that it is your organization's registry, over https.`,
    path,
    line: how.line,
    subject: `${how.subjectKey} ${where}`,
  });
}

/** Shells npm may be told to run scripts with, by name or at their usual places: not the repository's own program. */
const STANDARD_SHELL = /^(?:(?:\/usr)?\/bin\/)?(?:ba|z|da|k|fi)?sh$|^(?:pwsh|powershell|cmd)(?:\.exe)?$|^[a-z]:\\(?:program files|windows)\\/i;
/** A Node option that loads a module into every process npm starts. */
const LOADS_MODULE = /(?:^|\s)(?:--require|-r|--import|--loader|--experimental-loader)(?:[\s=]|$)/;

/**
 * `npm-config-runs-code`: an .npmrc setting that makes npm run code of the repository's choosing for
 * everyone who installs or runs a script: `node-options` that preload a module (`--require`,
 * `--import`, a loader) into every Node process npm starts, install scripts included;
 * `script-shell` or `shell` set to a program other than a standard shell, which then runs every
 * npm script; `git` set to a program (npm runs it for git dependencies); `onload-script`. Compared with
 * the base by setting and value. Memory and TLS options, and standard shells, are not reported.
 */
/** What npm runs because of `key=value`, in words, or null when the setting runs nothing of the repository's. */
function whatItRuns(key: string, value: string): string | null {
  switch (key) {
    case 'node-options':
      return LOADS_MODULE.test(value) ? 'loads a module into every Node process npm starts (scripts and install scripts included)' : null;
    case 'script-shell':
    case 'shell':
      return STANDARD_SHELL.test(value) ? null : 'runs every npm script through that program';
    case 'git':
      return /^(?:(?:\/usr)?(?:\/local)?\/bin\/)?git(?:\.exe)?$/i.test(value) ? null : 'runs that program wherever npm calls git (git dependencies)';
    default:
      return 'loads that script every time npm starts';
  }
}

function configRunsCode(line: string, path: string, lineNumber: number): KeyedFinding | null {
  const match = /^\s*(node-options|script-shell|shell|git|onload-script)\s*=(.*)$/i.exec(line);
  if (match === null) return null;
  const key = match[1]!.toLowerCase();
  const value = match[2]!.trim().replace(/^(["'])(.*)\1$/, '$2').slice(0, 300);
  if (value === '') return null;
  const what = whatItRuns(key, value);
  if (what === null) return null;
  return makeFinding({
    id: 'npm-config-runs-code',
    severity: 'high',
    title: `${baseNameOf(path)} sets ${key}: npm runs code the repository chooses`,
    detail: `${path} sets ${key}=${value}: npm ${what}, on every machine that installs the project or runs its scripts, CI included, before any of the project's own code is reviewed there. Check what it runs; keep such settings out of the repository's .npmrc.`,
    path,
    line: lineNumber,
    subject: `${key}=${value}`,
  });
}
