import { parseTomlLimited } from '../../limited-parse.js';
import { makeFinding } from '../finding.js';
import type { KeyedFinding } from '../finding.js';
import { skip, type ExtractResult } from '../types.js';
import { baseNameOf, hostOf, isRecord } from '../util.js';
import { isLoopbackHost, NPM_REGISTRY_HOSTS } from './registry-hosts.js';

/**
 * bunfig.toml, Bun's settings: `[install] registry` (a URL, or `{ url, token }`) replaces the npm
 * registry for `bun install`, and `[install.scopes]` (`myorg = "https://…"` or `{ url = … }`) a
 * scope's registry. Reported as `npm-registry-override` (docs/findings.md), as .npmrc's `registry=`
 * and `@scope:registry=` are, compared between base and head by setting and host. Bun reads .npmrc
 * too; that file is read by npmrc.ts.
 */
export function extractBunfig(content: string, path: string): ExtractResult {
  const parsed = parseTomlLimited(content);
  if (!parsed.ok) return skip(parsed.reason);
  const install = isRecord(parsed.value.install) ? parsed.value.install : {};
  const findings: KeyedFinding[] = [];
  const lineOf = (needle: string): number | null => {
    const at = content.indexOf(needle);
    return at < 0 ? null : content.slice(0, at).split('\n').length;
  };
  const urlOf = (value: unknown): string | null => (typeof value === 'string' ? value : isRecord(value) && typeof value.url === 'string' ? value.url : null);
  const report = (url: string, scope: string | null): void => {
    const host = hostOf(url);
    if (host !== null && (isLoopbackHost(host) || (NPM_REGISTRY_HOSTS.includes(host) && !/^http:/i.test(url)))) return;
    const where = host === null ? url : NPM_REGISTRY_HOSTS.includes(host) ? `${host} over plain HTTP` : host;
    findings.push(
      makeFinding({
        id: 'npm-registry-override',
        severity: 'medium',
        title: scope ? `${baseNameOf(path)} installs ${scope} packages from ${where}` : `${baseNameOf(path)} replaces the npm registry with ${where}`,
        detail: `${path} sets ${scope ? `[install.scopes] ${scope.slice(1)}` : '[install] registry'} to ${url}: ${scope ? `every ${scope}/* package` : 'every package'} \`bun install\` fetches is downloaded from ${where} instead of registry.npmjs.org, and whoever controls that host decides what gets installed. Check that it is your organization's registry, over https.`,
        path,
        line: lineOf(url),
        subject: `${scope ?? ''}registry ${where}`,
      }),
    );
  };
  const registry = urlOf(install.registry);
  if (registry !== null) report(registry, null);
  if (isRecord(install.scopes)) {
    for (const [name, value] of Object.entries(install.scopes).slice(0, 200)) {
      const url = urlOf(value);
      if (url !== null) report(url, `@${name.replace(/^@/, '')}`);
    }
  }
  return { deps: [], findings };
}
