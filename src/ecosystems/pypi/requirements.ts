import type { ExtractedDependency, ExtractResult, ReadSibling } from '../types.js';
import { dirNameOf, joinPath } from '../util.js';
import { indexFindings, requirementsIndexes } from './indexes.js';
import { requirementDependency, urlSource } from './pep508.js';

const MAX_INCLUDE_DEPTH = 5;

/**
 * Requirement files of development tooling, by name: tests, linters, type checkers, docs, builds,
 * benchmarks (`requirements/typing.txt`, `requirements-docs.in`, `dev-requirements.txt`). What
 * they pin is installed by contributors and CI, not by the project's users.
 */
function isDevFile(path: string): boolean {
  return /(?:^|[/_.-])(?:dev|develop|development|test|tests|testing|lint|linting|docs?|ci|typing|types|mypy|style|format|build|bench|benchmarks?|coverage|pre-commit)(?:[/_.-]|$)/i.test(
    path.replace(/\.(txt|in)$/, ''),
  );
}

/**
 * A requirements file that installs the project it sits in (`-e .`, `-e .[test,docs]`, `.`,
 * `-e file:.`) is the project's development environment: the package's own dependencies are
 * declared in its pyproject.toml or setup.py and come in through that line, and what the file
 * pins beside it (test runners, linters, docs and packaging tools) is what contributors and CI
 * install. A deployment's requirements name the packages it runs, not the checkout itself.
 */
const SELF_INSTALL = /^[ \t]*(?:(?:-e|--editable)(?:[ \t]+|=))?(?:file:)?\.\/?(?:\[[\w, .-]{0,200}\])?[ \t]*(?:#.*)?$/m;

function installsProjectItself(content: string): boolean {
  return SELF_INSTALL.test(content);
}

/**
 * A local directory without the extras it is installed with (`-e .[brotli,cli]` -> `.`,
 * `./libs/tool[test]` -> `./libs/tool`): the extras choose which of that project's own optional
 * dependencies install (its pyproject.toml or setup.py, read on their own), so adding one is no new
 * dependency and no new source. URLs and VCS references are left as they are.
 */
function withoutLocalExtras(target: string): string {
  return target.replace(/^((?:file:)?[^:[\]#?]*)\[[\w, .-]{0,200}\]$/, '$1');
}

/** Joins backslash continuations; keeps the number of the line each logical line starts on. */
function logicalLines(content: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  const lines = content.split(/\r?\n/);
  let buffer = '';
  let start = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const raw = lines[i]!;
    if (buffer === '') start = i + 1;
    if (raw.endsWith('\\')) {
      buffer += `${raw.slice(0, -1)} `;
      continue;
    }
    out.push({ text: buffer + raw, line: start });
    buffer = '';
  }
  if (buffer !== '') out.push({ text: buffer, line: start });
  return out;
}

/**
 * requirements*.txt / *.in: requirements with extras, markers, URLs and `--hash` options; `-r`
 * and `-c` includes are followed among the contents available (not when missing), `-e` editables.
 */
export function extractRequirements(content: string, path: string, readSibling: ReadSibling): ExtractResult {
  const deps: ExtractedDependency[] = [];
  collect(content, path, readSibling, deps, new Set([path]), 0, isDevFile(path) || installsProjectItself(content), null);
  return { deps, findings: indexFindings(path, requirementsIndexes(content)) };
}

function collect(
  content: string,
  path: string,
  read: ReadSibling,
  deps: ExtractedDependency[],
  visited: Set<string>,
  depth: number,
  dev: boolean,
  includedFrom: string | null,
): void {
  for (const { text, line } of logicalLines(content)) {
    const withoutComment = text.replace(/(^|\s)#.*$/, '').trim();
    if (withoutComment === '') continue;
    const include = /^(?:-r|--requirement|-c|--constraint)(?:\s+|=)(\S+)/.exec(withoutComment);
    if (include) {
      const target = joinPath(dirNameOf(path), include[1]!);
      const constraint = /^(?:-c|--constraint)/.test(withoutComment);
      if (depth < MAX_INCLUDE_DEPTH && !visited.has(target)) {
        visited.add(target);
        const included = read(target);
        if (included !== null) collect(included, target, read, deps, visited, depth + 1, dev || isDevFile(target), constraint ? 'constraint' : `included:${target}`);
      }
      continue;
    }
    const editable = /^(?:-e|--editable)(?:\s+|=)(\S+)/.exec(withoutComment);
    if (editable) {
      const url = withoutLocalExtras(editable[1]!);
      const name = /[#&]egg=([A-Za-z0-9._-]+)/.exec(url)?.[1] ?? /^[^#?]*/.exec(url)![0].replace(/(?<!\/)\/+$/, '').split('/').pop()!.replace(/\.git$/, '');
      deps.push({ name, version: url, dev, source: urlSource(url) === 'url' ? 'path' : urlSource(url), depType: includedFrom ?? 'editable', line: includedFrom ? null : line, target: url });
      continue;
    }
    if (withoutComment.startsWith('-')) continue; // --index-url, --extra-index-url, --find-links, --pre, ...
    const hashes = [...withoutComment.matchAll(/--hash[=\s]+(\S+)/g)].map((m) => m[1]!).sort();
    const requirementText = withoutComment.replace(/\s--?[a-z][\w-]*(?:[=\s]+\S+)?/g, '').trim();
    if (/^(?:[a-z][a-z0-9+.-]*:\/\/|\.{0,2}\/)/i.test(requirementText)) {
      const target = withoutLocalExtras(requirementText);
      const name = /#egg=([A-Za-z0-9._-]+)/.exec(target)?.[1] ?? target.split('/').pop()!.split(/[#?]/, 1)[0]!.split('-')[0]!;
      deps.push({ name, version: target, dev, source: urlSource(target), depType: includedFrom ?? 'requirement', line: includedFrom ? null : line, target });
      continue;
    }
    const dep = requirementDependency(requirementText, dev, includedFrom ?? 'requirement', includedFrom ? null : line);
    if (dep) deps.push(hashes.length > 0 ? { ...dep, integrity: hashes.join(' ') } : dep);
  }
}

/** Extra package indexes a requirements file adds (`--index-url`, `--extra-index-url`). */
export function indexUrls(content: string): string[] {
  return [...content.matchAll(/^[ \t]*(?:-i|--index-url|--extra-index-url)(?:[ \t]+|=)(\S+)/gm)].map((m) => m[1]!);
}
