import { parseYamlLimited } from '../../limited-parse.js';
import type { ExtractedDependency, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { isRecord } from '../util.js';
import { npmDependency, packageOfSelector } from './package-json.js';
import { pnpmWorkspaceBuildFindings } from './build-allowlist.js';
import { makeFinding, type KeyedFinding } from '../finding.js';
import { lineOf } from '../util.js';
import { GATE_ENTRY, pnpmWorkspaceGuards } from './install-guards.js';

/** Entries read at the most, over every section: a workspace file lists tens to a few hundred. */
const MAX_ENTRIES = 5_000;
/** Longer names and specs are not package names or specifiers anyone writes; not read. */
const MAX_NAME = 214;
const MAX_SPEC = 2_000;
/**
 * Named catalogs of development tooling by name (`catalogs: dev:`, `test:`, `lint:`, `types:`), as
 * requirements files are read by theirs: what only contributors and CI install. antfu's projects
 * split their catalogs into `dev`, `prod`, `peer`; a replay of one rated a maintainer's `chore:
 * update deps` medium for tsdown's 0.x minor in `catalogs.dev` as a runtime major.
 */
const DEV_CATALOG = /^(?:dev|devs|development|dev-?dependencies|test|tests|testing|lint|linting|lint-?tools|docs?|types|typings|build|build-?tools|tooling|tools|e2e|bench|benchmarks?|storybook)$/i;

/**
 * pnpm-workspace.yaml as a manifest: the packages its catalogs declare (`catalog:`, the default one,
 * and the named `catalogs:`; a workspace package's `"react": "catalog:"` installs the version
 * written here) and the versions its `overrides:` (pnpm 10) force on the whole graph. Each entry is
 * a direct dependency of the workspace, as package.json's are, so the package rules (source,
 * constraint, look-alike name, downgrade) and the dependency lists read them. What is not a
 * dependency stays out: `packages:` globs, `onlyBuiltDependencies`, `patchedDependencies`, settings.
 * An override that removes a dependency (`-`) or points at another entry (`$foo`, `catalog:`) names
 * no source of its own and is left out. Parsed with the limited YAML parser.
 */
export function extractPnpmWorkspace(content: string, path = 'pnpm-workspace.yaml'): ExtractResult {
  const parsed = parseYamlLimited(content, { maxAliasCount: 100 });
  if (!parsed.ok) return skip(parsed.reason);
  const doc = parsed.value;
  if (doc === null || doc === undefined) return { deps: [] };
  if (!isRecord(doc)) return skip('not a pnpm-workspace.yaml mapping');
  const lines = entryLines(content);
  const deps: ExtractedDependency[] = [];
  const add = (section: string, key: string, value: unknown, override: boolean, dev = false): void => {
    if (deps.length >= MAX_ENTRIES || key.length === 0 || key.length > MAX_NAME) return;
    if (typeof value !== 'string' && typeof value !== 'number') return;
    const spec = String(value).trim();
    if (spec.length > MAX_SPEC || spec.startsWith('catalog:')) return;
    if (override && (spec === '-' || spec.startsWith('$'))) return;
    const name = override ? packageOfSelector(key) : key;
    if (name.length === 0) return;
    deps.push({ ...npmDependency(name, spec, dev, section), line: lines.get(`${section}\u0000${key}`) ?? null });
  };
  if (isRecord(doc.catalog)) for (const [name, spec] of Object.entries(doc.catalog)) add('catalog', name, spec, false);
  if (isRecord(doc.catalogs)) {
    for (const [catalog, entries] of Object.entries(doc.catalogs)) {
      if (!isRecord(entries)) continue;
      // `catalogs.default` is the default catalog written the other way.
      const section = catalog === 'default' ? 'catalog' : `catalogs.${catalog}`;
      const dev = DEV_CATALOG.test(catalog);
      for (const [name, spec] of Object.entries(entries)) add(section, name, spec, false, dev);
    }
  }
  if (isRecord(doc.overrides)) for (const [selector, spec] of Object.entries(doc.overrides)) add('overrides', selector, spec, true);
  // Install scripts turned back on (onlyBuiltDependencies, allowBuilds, dangerouslyAllowAllBuilds): build-allowlist.ts.
  const findings = [...pnpmWorkspaceBuildFindings(doc, content, path), ...defencesWaived(doc, content, path)];
  // The cooldown, trust policy and build lists, compared with the base's across the PR (check-install-guards.ts).
  const installGuards = pnpmWorkspaceGuards(doc, content);
  return { deps, ...(findings.length > 0 ? { findings } : {}), ...(installGuards === undefined ? {} : { installGuards }) };
}

/** The key of a block mapping's line (`react: ^18`, `'@babel/core': 7`, `"a>b": 1`), or null. */
function keyOf(trimmed: string): string | null {
  const quote = trimmed[0];
  if (quote === '"' || quote === "'") {
    const end = trimmed.indexOf(quote, 1);
    if (end === -1 || !trimmed.slice(end + 1).trimStart().startsWith(':')) return null;
    return trimmed.slice(1, end);
  }
  const colon = trimmed.search(/:(?:\s|$)/);
  return colon <= 0 ? null : trimmed.slice(0, colon).trim();
}

/**
 * The line of each entry of the block-style `catalog:`, `catalogs:` and `overrides:` sections, by
 * section and key, in one pass over the lines (a flow-style section gets none: the finding then
 * points where the name first appears).
 */
function entryLines(content: string): Map<string, number> {
  const found = new Map<string, number>();
  let top: string | null = null;
  let childIndent = -1;
  let named: string | null = null;
  let namedIndent = -1;
  const lines = content.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const trimmed = line.trimStart();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const indent = line.length - trimmed.length;
    const key = keyOf(trimmed.trimEnd());
    if (indent === 0) {
      top = key === 'catalog' || key === 'catalogs' || key === 'overrides' ? key : null;
      childIndent = -1;
      named = null;
      continue;
    }
    if (top === null || key === null) continue;
    if (childIndent === -1) childIndent = indent;
    if (top !== 'catalogs') {
      if (indent === childIndent && !found.has(`${top}\u0000${key}`)) found.set(`${top}\u0000${key}`, i + 1);
      continue;
    }
    if (indent === childIndent) {
      named = key === 'default' ? 'catalog' : `catalogs.${key}`;
      namedIndent = -1;
      continue;
    }
    if (named === null || indent < childIndent) continue;
    if (namedIndent === -1) namedIndent = indent;
    if (indent === namedIndent && !found.has(`${named}\u0000${key}`)) found.set(`${named}\u0000${key}`, i + 1);
  }
  return found;
}

/**
 * pnpm's defences against a freshly published or freshly compromised release, and the lists that
 * waive them for a package: `minimumReleaseAgeExclude` (installed however new the release is, the
 * cooldown `minimumReleaseAge` sets waived) and `trustPolicyExclude` (installed even when its
 * publisher's trust level dropped, `trustPolicy: no-downgrade` waived). Setting, list, what is waived.
 */
const DEFENCE_EXCLUSIONS: readonly [setting: string, list: string, waived: string][] = [
  ['minimumReleaseAge', 'minimumReleaseAgeExclude', 'the minimum release age (a release is installed however new it is: the cooldown that keeps a just-published, possibly compromised version out)'],
  ['trustPolicy', 'trustPolicyExclude', 'the trust policy (a release is installed even when it was published with less provenance than the versions before it, as a stolen token publishes)'],
];
/** Entries read at the most from one exclusion list. */
const MAX_EXCLUSIONS = 200;

/**
 * `package-gate-waived` (low): a package added to pnpm-workspace.yaml's `minimumReleaseAgeExclude`
 * or `trustPolicyExclude` while the workspace sets the defence it waives. One finding per entry, keyed
 * so an entry the base already listed is not reported again. A repository that turned these on did so
 * against the 2025 npm worms; an entry added in passing (changesets' "Consistently use the
 * repository's preferred package manager" excluded pnpm itself from both) is a decision a reviewer
 * should see. Without the defence set, the list waives nothing and is not reported.
 */
function defencesWaived(doc: Record<string, unknown>, content: string, path: string): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const [setting, list, waived] of DEFENCE_EXCLUSIONS) {
    const value = doc[setting];
    if (value === undefined || value === null || value === 0 || value === false || value === 'off') continue;
    const entries = doc[list];
    if (!Array.isArray(entries)) continue;
    for (const entry of entries.slice(0, MAX_EXCLUSIONS)) {
      if (typeof entry !== 'string' || !GATE_ENTRY.test(entry.trim())) continue;
      const name = entry.trim();
      findings.push(
        makeFinding({
          id: 'package-gate-waived',
          severity: 'low',
          title: `${name} is excluded from pnpm's ${setting}`,
          detail: `${path} lists ${name} under ${list}: pnpm waives ${waived} for it, while the workspace sets ${setting} for every other package. Check why this release cannot wait or keep its provenance, and drop the entry once it is no longer needed.`,
          path,
          line: lineOf(content, name),
          package: name.indexOf('@', 1) > 0 ? name.slice(0, name.indexOf('@', 1)) : name,
          subject: `${list} ${name}`,
        }),
      );
    }
  }
  return findings;
}
