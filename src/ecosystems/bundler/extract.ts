import type { DependencySourceKind, ExtractedDependency, ExtractResult } from '../types.js';
import { gemfileSourceFindings } from './sources.js';

const DEV_GROUPS = /:(?:development|test|dev|ci|lint)\b/;

/**
 * A Gemfile that loads the gem's own gemspec (`gemspec`, `gemspec path: "."`, at the start of a
 * line): the gem's runtime dependencies are declared in the gemspec and come in through that line,
 * and what the Gemfile lists beside it (test runners, linters, coverage, docs tools) is what
 * contributors and CI install, never the gem's users. An application's Gemfile has no such line.
 */
const LOADS_GEMSPEC = /^[ \t]*gemspec\b/m;

/** Gemfile / gems.rb: `gem 'name', 'constraint', git:/github:/path:` lines; `group :test do … end` blocks. */
export function extractGemfile(content: string, path = 'Gemfile'): ExtractResult {
  const deps: ExtractedDependency[] = [];
  const developmentEnvironment = LOADS_GEMSPEC.test(content);
  const groupStack: boolean[] = [];
  const lines = content.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const text = lines[i]!.replace(/(^|\s)#.*$/, '').trim();
    if (text === '') continue;
    if (/^(?:group|platforms?|source|install_if|git|path)\b.+\bdo\b/.test(text)) {
      groupStack.push(/^group\b/.test(text) && DEV_GROUPS.test(text));
      continue;
    }
    if (text === 'end') {
      groupStack.pop();
      continue;
    }
    const gem = /^gem\s*(?:\(\s*)?["']([^"']+)["'](.*)$/.exec(text);
    if (!gem) continue;
    const rest = gem[2]!;
    const versions = [...rest.matchAll(/,\s*["']([^"']+)["']/g)].map((m) => m[1]!);
    const option = (key: string): string | null => new RegExp(`\\b${key}:\\s*["']([^"']+)["']|:${key}\\s*=>\\s*["']([^"']+)["']`).exec(rest)?.slice(1).find((v) => v !== undefined) ?? null;
    let source: DependencySourceKind = 'registry';
    let target: string | null = null;
    for (const [key, kind] of [['git', 'git'], ['github', 'git'], ['gitlab', 'git'], ['bitbucket', 'git'], ['path', 'path']] as const) {
      const value = option(key);
      if (value !== null) {
        source = kind;
        // `github:` takes `owner/repo`, or a pull request's URL whole (Bundler 2.4+: `github: 'https://github.com/owner/repo/pull/175'`).
        target = key === 'github' && !/^https?:\/\//i.test(value) ? `https://github.com/${value}` : value;
        break;
      }
    }
    const inlineDev = /\bgroups?:\s*(?:\[[^\]]*\]|:\w+)/.exec(rest)?.[0] ?? '';
    deps.push({
      name: gem[1]!,
      version: versions.join(', '),
      dev: developmentEnvironment || groupStack.some(Boolean) || DEV_GROUPS.test(inlineDev),
      source,
      depType: 'gem',
      line: i + 1,
      target,
    });
  }
  return { deps, findings: gemfileSourceFindings(content, path) };
}

/** Gemfile.lock: GEM / GIT / PATH sections (`remote:`, `specs:`), and Bundler's CHECKSUMS section. */
export function extractGemfileLock(content: string): ExtractResult {
  const deps: ExtractedDependency[] = [];
  const checksums = new Map<string, string>();
  let section = '';
  let remote: string | null = null;
  for (const line of content.split(/\r?\n/)) {
    if (/^[A-Z]/.test(line)) {
      section = line.trim();
      remote = null;
      continue;
    }
    const remoteMatch = /^ {2}remote: (.+)$/.exec(line);
    if (remoteMatch) {
      remote = remoteMatch[1]!.trim();
      continue;
    }
    if (section === 'CHECKSUMS') {
      const checksum = /^ {2}(\S+) \(([^)]+)\)(?: (\S+))?/.exec(line);
      if (checksum?.[3]) checksums.set(`${checksum[1]}@${checksum[2]}`, checksum[3]);
      continue;
    }
    const spec = /^ {4}(\S+) \(([^)]+)\)$/.exec(line);
    if (!spec || (section !== 'GEM' && section !== 'GIT' && section !== 'PATH')) continue;
    const version = spec[2]!.replace(/-(?:x86|arm|aarch|universal|java|x64)[\w-]*$/, '');
    deps.push({
      name: spec[1]!,
      version,
      dev: false,
      source: section === 'GIT' ? 'git' : section === 'PATH' ? 'path' : 'registry',
      depType: 'locked',
      resolved: section === 'PATH' ? null : remote,
    });
  }
  return { deps: deps.map((d) => ({ ...d, integrity: checksums.get(`${d.name}@${d.version}`) ?? null })) };
}
