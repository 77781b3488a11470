import type { KeyedFinding } from '../finding.js';
import { foreignHost, repositoryFinding } from '../maven/repositories.js';

/**
 * `maven-repository-override` for Gradle: a `maven { url … }` (`maven("…")`, `maven(url = "…")`,
 * `setUrl`, `uri(…)`) or `ivy { url … }` repository that a build script or settings script declares
 * on a host other than Central's and the well-known public repositories (maven/repositories.ts).
 * Gradle asks repositories in the order declared and takes a module from the first that has it.
 *
 * Read line by line with a stack of the blocks opened (`name {` or `name(…) {`, closed by `}`):
 * repositories inside `publishing { … }` are where the build uploads, not where it downloads, and
 * `exclusiveContent { … }` restricts a repository to the groups it names; both are left out.
 * Linear: bounded patterns, one pass per line, at most MAX_LINES lines.
 */

const MAX_LINES = 20_000;
const MAX_LINE = 2_000;
const MAX_DEPTH = 200;
/** A block opened (`name {`, `name(args) {`) or one closed. */
const BLOCK = /(\w{1,60})\s{0,20}(?:\([^(){}]{0,200}\)\s{0,20})?\{|\}/g;
const URL_STRING = /["'](https?:\/\/[^"'\s]{1,300})["']/g;
/** A line that declares a repository's URL: inside a maven/ivy block, or `maven("…")` / `maven(url = "…")` itself. */
const INLINE_REPOSITORY = /\b(?:maven|ivy)\s{0,20}\(\s{0,20}(?:url\s{0,20}=\s{0,20})?(?:uri\s{0,20}\(\s{0,20})?["']/;
const URL_SETTING = /\b(?:url|setUrl)\b/;

export function gradleRepositoryFindings(content: string, path: string): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  const seen = new Set<string>();
  const stack: string[] = [];
  const lines = content.split('\n', MAX_LINES);
  for (const raw of lines) {
    const line = raw.length > MAX_LINE ? '' : raw;
    if (/^\s*(?:\/\/|\*|\/\*)/.test(line)) continue;
    const open: string[] = [...stack];
    for (const match of line.matchAll(BLOCK)) {
      if (match[0] === '}') stack.pop();
      else if (stack.length < MAX_DEPTH) {
        stack.push(match[1] ?? '');
        open.push(match[1] ?? '');
      }
    }
    // Every block this line is in, those it opens included.
    if (open.includes('publishing') || open.includes('exclusiveContent')) continue;
    const inRepository = open.includes('maven') || open.includes('ivy');
    if (!INLINE_REPOSITORY.test(line) && !(inRepository && URL_SETTING.test(line))) continue;
    for (const match of line.matchAll(URL_STRING)) {
      const url = match[1] ?? '';
      const host = foreignHost(url);
      if (host === null || seen.has(host)) continue;
      seen.add(host);
      findings.push(repositoryFinding(path, content, url, host, 'gradle', 'declares the repository'));
    }
  }
  return findings;
}
