import { makeFinding } from '../finding.js';
import type { KeyedFinding } from '../finding.js';
import type { ExtractResult } from '../types.js';
import { baseNameOf, hostOf } from '../util.js';
import { isLoopbackHost, NPM_REGISTRY_HOSTS } from './registry-hosts.js';

/**
 * .npmrc (INI, `key=value`): `registry=` and `@scope:registry=` settings that point npm at another
 * registry than the public one, reported as `npm-registry-override` (docs/findings.md) and compared
 * between base and head by setting and host. Auth tokens and other settings are not read.
 */
export function extractNpmrc(content: string, path: string): ExtractResult {
  const findings: KeyedFinding[] = [];
  const lines = content.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const match = /^\s*((?:@[\w.-]+:)?registry)\s*=(.*)$/i.exec(lines[i]!.replace(/\r$/, ''));
    if (!match) continue;
    const key = match[1]!.toLowerCase();
    const url = match[2]!.trim().replace(/^(["'])(.*)\1$/, '$2');
    const host = hostOf(url);
    if (host !== null && (NPM_REGISTRY_HOSTS.includes(host) || isLoopbackHost(host))) continue;
    const scope = key === 'registry' ? null : key.slice(0, -':registry'.length);
    const where = host ?? url;
    findings.push(
      makeFinding({
        id: 'npm-registry-override',
        severity: 'medium',
        title: scope ? `${baseNameOf(path)} installs ${scope} packages from ${where}` : `${baseNameOf(path)} replaces the npm registry with ${where}`,
        detail: `${path} sets ${key}=${url}: ${scope ? `every ${scope}/* package` : 'every package'} is downloaded from ${where} instead of registry.npmjs.org, and whoever controls that host decides what gets installed. Check that it is your organization's registry, over https.`,
        path,
        line: i + 1,
        subject: `${key} ${where}`,
      }),
    );
  }
  return { deps: [], findings };
}
