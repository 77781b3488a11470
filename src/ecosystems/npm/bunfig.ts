import { parseTomlLimited } from '../../limited-parse.js';
import type { KeyedFinding } from '../finding.js';
import { skip, type ExtractResult } from '../types.js';
import { isRecord, lineOf } from '../util.js';
import { registryOverrideFinding } from './npmrc.js';
import { bunfigGuards } from './install-guards.js';

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
  const urlOf = (value: unknown): string | null => (typeof value === 'string' ? value : isRecord(value) && typeof value.url === 'string' ? value.url : null);
  const report = (url: string, scope: string | null): void => {
    const setting = `${scope ? `[install.scopes] ${scope.slice(1)}` : '[install] registry'} to ${url}`;
    const finding = registryOverrideFinding(path, url, scope, { setting, tool: ' `bun install` fetches', line: lineOf(content, url), subjectKey: `${scope ?? ''}registry` });
    if (finding !== null) findings.push(finding);
  };
  const registry = urlOf(install.registry);
  if (registry !== null) report(registry, null);
  if (isRecord(install.scopes)) {
    for (const [name, value] of Object.entries(install.scopes).slice(0, 200)) {
      const url = urlOf(value);
      if (url !== null) report(url, `@${name.replace(/^@/, '')}`);
    }
  }
  const installGuards = bunfigGuards(install, content);
  return { deps: [], findings, ...(installGuards === undefined ? {} : { installGuards }) };
}
