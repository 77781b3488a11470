import { BLOCK_COMMENT_LANGUAGES, blockCommentLines } from '../ecosystems/code/block-comments.js';
import { changedLineKey, changedLines, walkPatch } from '../ecosystems/code/changed-lines.js';
import { LinePool } from '../ecosystems/code/line-pool.js';
import { annotationNamesUnquoted, annotationsRewritten } from '../ecosystems/code/python-annotations.js';
import { pythonOverloadStubLines } from '../ecosystems/code/python-overloads.js';
import { pythonStringLines } from '../ecosystems/code/python-strings.js';
import { bracketBalance, codeText, type CodeText } from '../ecosystems/code/code-text.js';
import { normalizeQuotes } from '../ecosystems/code/quote-style.js';
import { shortArraySyntax, withoutPhpTypes } from '../ecosystems/code/php-types.js';
import { isDeclarationFile, languageOf, type CodeLanguage } from '../ecosystems/code/language.js';
import { isDockerfileName } from '../ecosystems/dockerfile/index.js';
import { isBuildWrapperScript } from '../ecosystems/build-code/jvm-launchers.js';
import { isDocumentationAttribute, rustDocumentationAttributeLines } from '../ecosystems/code/pr-claims.js';
import { isDevelopmentProjectPath } from '../ecosystems/util.js';
import type { EvidenceSection } from '../signal/schema.js';
import type { PrSnapshot, SnapshotFile } from '../snapshot/pr-snapshot.js';
import type { AnalyzerContext } from './context.js';
import { onlyImportsFollowRenames } from './import-rewrites.js';

/** A comment line in the common languages: `//`, `/*`, `*`, `#` (not `#include`, `#[attr]`, `#!`), `-- `, `<!--`, `;;`. */
const COMMENT_LINE = /^(?:\/\/|\/\*|\*|#(?:\s|#|$)|--(?:\s|$)|<!--|;;|"""|''')/;

/**
 * Added lines of a diff that carry code: not blank, not a comment line, and, in a language the code
 * rules know, not a line whose code the diff removes (addedCodeLines). A file GitHub sent without a
 * patch counts all its additions (nothing says they are comments).
 */
export function codeLinesAdded(file: Pick<SnapshotFile, 'patch' | 'additions'> & { readonly path?: string }): number {
  return addedCodeLines([file], () => true)[0] ?? 0;
}

/**
 * Changed lines of the PR's files that are not counted read at most for the pool of removed code
 * (their added lines take from it too), and removed lines pooled at most: past them a removed line
 * stands for nothing, and an added line counts.
 */
const MAX_POOLED_LINES = 20_000;

/**
 * The added lines of code of each file `counted` asks for (0 for the others): not blank, not a
 * comment line, not a line of a doc comment or docstring whose delimiters the hunk shows, and, in
 * a language the code rules know, not a line whose code (codeKey: indentation, whitespace and
 * trailing comment aside) the PR removes. A removed line stands for one added line, first in its
 * own hunk (a statement whose trailing comment or indentation alone changed, `import socket  #
 * noqa: F401  # type: ignore[...]` to `import socket  # noqa: F401`), then anywhere in the PR: a
 * function moved from one module to another, or within its file, is carried code, not new code to
 * test; copied to two places, the second copy counts. Files not counted give their removed lines
 * and take with their added ones first, so a copy kept in a counted file counts there. Linear: one
 * pass over each patch and a multiset of keys (LinePool); a file without a patch counts all its
 * additions.
 */
function addedCodeLines(files: readonly (Pick<SnapshotFile, 'patch' | 'additions'> & { readonly path?: string })[], counted: (index: number) => boolean): number[] {
  const removed = new LinePool(null, poolKey);
  const read: (AddedCode | null)[] = [];
  let budget = MAX_POOLED_LINES;
  files.forEach((file, index) => {
    const language = file.path === undefined ? null : languageOf(file.path);
    const wanted = counted(index);
    if (file.patch === null || (!wanted && (language === null || budget <= 0))) {
      read.push(null);
      return;
    }
    const code = readAddedCode(file.patch, language, wanted ? Number.POSITIVE_INFINITY : budget);
    if (!wanted) budget -= code.linesRead;
    for (const left of code.removedLeft) if (removed.added < MAX_POOLED_LINES) removed.addLeft(left);
    read.push(code);
  });
  // Files not counted take first (kept in order), then the counted ones.
  read.forEach((code, index) => {
    if (code !== null && !counted(index)) for (const key of code.keys) removed.take(key);
  });
  return files.map((file, index) => {
    if (!counted(index)) return 0;
    const code = read[index];
    if (code === null || code === undefined) return file.additions;
    let count = code.fixed;
    for (const key of code.keys) if (!removed.take(key)) count += 1;
    return count;
  });
}

interface AddedCode {
  /** Added lines of code no removed line can stand for: a Go directive, a line in a language the code rules do not know. */
  readonly fixed: number;
  /** The keys (codeKey) of the other added lines of code that their hunk does not remove. */
  readonly keys: readonly string[];
  /** The removed lines of code of each hunk its added lines left. */
  readonly removedLeft: readonly LinePool[];
  /** Changed lines read. */
  readonly linesRead: number;
}

const poolKey = (key: string): string | null => (key === '' ? null : key);

/** One patch's added lines of code and removed ones left over (addedCodeLines), reading at most `limit` changed lines. */
function readAddedCode(patch: string, language: CodeLanguage | null, limit: number): AddedCode {
  const text = textLines(patch, language);
  // Python's `@overload` stubs: signatures only the type checker reads, as in a `.pyi` stub.
  const stubs = language === 'python' ? pythonOverloadStubLines(patch) : NO_LINES;
  const hunks = new Map<number, LinePool>();
  let linesRead = 0;
  if (language !== null) {
    walkPatch(patch, (first, line, at, hunk) => {
      if (first !== 45 /* - */ && first !== 43 /* + */) return true;
      linesRead += 1;
      if (first !== 45 || text.has(changedLineKey('-', Math.max(1, at), line))) return linesRead < limit;
      let pool = hunks.get(hunk);
      if (pool === undefined) {
        pool = new LinePool(null, poolKey);
        hunks.set(hunk, pool);
      }
      pool.add(codeKey(line, language));
      return linesRead < limit;
    });
  }
  let fixed = 0;
  const keys: string[] = [];
  let seen = 0;
  walkPatch(patch, (first, line, at, hunk) => {
    if (first !== 45 /* - */ && first !== 43 /* + */) return true;
    seen += 1;
    const trimmed = line.trim();
    if (first === 45 || trimmed === '' || ((COMMENT_LINE.test(trimmed) || documentationOnly(trimmed, language)) && !directiveComment(trimmed, language))) return seen < limit;
    if (language === null || directiveComment(trimmed, language)) fixed += 1;
    else if (!text.has(changedLineKey('+', at, line)) && !stubs.has(changedLineKey('+', at, line))) {
      const key = codeKey(line, language);
      if (!(hunks.get(hunk)?.take(key) ?? false)) keys.push(key);
    }
    return seen < limit;
  });
  return { fixed, keys, removedLeft: [...hunks.values()], linesRead: seen };
}

/**
 * The keys (changedLineKey) of changed lines inside a block comment (a JSDoc or Go package comment
 * written without leading `*`), a Python docstring or a Rust documentation attribute written over
 * several lines, as the hunk's own delimiters, quotes or `#![doc(` … `)]` show it: text, like a
 * comment line (insideText).
 */
function textLines(patch: string, language: CodeLanguage | null): ReadonlySet<string> {
  return (language === null ? null : insideText(patch, language)) ?? NO_LINES;
}

/**
 * The keys of changed lines inside a block comment or docstring (textLines), and, in Rust, inside a
 * documentation attribute written over several lines (`#![doc(` … `html_favicon_url = "…",` … `)]`:
 * the crate's rustdoc settings, which rustdoc alone reads, as it reads the one-line form;
 * rustDocumentationAttributeLines). Null when the patch can hold none.
 */
function insideText(patch: string, language: CodeLanguage): ReadonlySet<string> | null {
  const attributes = language === 'rust' && RUST_ATTRIBUTE_OPENER.test(patch) ? rustDocumentationAttributeLines(patch) : null;
  if (!mayHoldText(patch, language)) return attributes;
  const text = language === 'python' ? pythonStringLines(patch) : BLOCK_COMMENT_LANGUAGES.has(language) ? blockCommentLines(patch, language) : null;
  if (attributes === null || attributes.size === 0) return text;
  return text === null ? attributes : new Set([...text, ...attributes]);
}
/** A patch that may show the opener of a Rust attribute: `#[` or `#![`. */
const RUST_ATTRIBUTE_OPENER = /#!?\[/;
const NO_LINES: ReadonlySet<string> = new Set();

/**
 * Whether a patch may hold lines of a block comment or docstring: it shows a delimiter, or it is Go
 * or Python, whose hunk inside a package comment or docstring opened above it is told by its rows
 * (blockCommentLines; pythonStringLines: docstring markup such as `Args:`, or a sentence). A
 * docstring reworded between its quotes, with no `"""` in any hunk, was counted as untested code (a
 * replay of a validation library's "Revert some docs changes" counted 16 lines in 3 modules).
 */
function mayHoldText(patch: string, language: CodeLanguage): boolean {
  return language === 'go' || language === 'python' || /\/\*|\*\/|"""|'''/.test(patch);
}

/**
 * A release's version assigned to a constant (whitespace already removed): `const VERSION =
 * '5.10.0'`, `__version__ = "3.16.0"`, `VERSION = "2.4.1".freeze`, `pub const VERSION: &str =
 * "1.2.0";`. Group 1 is what stands before the quoted version, group 3 what follows it.
 */
const VERSION_ASSIGNMENT = /^((?:export)?(?:const|let|var|pubconst|pub\(crate\)const)?(?:__version__|VERSION|version)(?::&?(?:'static)?str)?=)(['"])v?\d[\w.+-]{0,40}\2((?:\.freeze)?;?)$/;

/**
 * A line's code for comparison: its line comment cut, strings kept, whitespace removed; the version
 * of a version assignment left out (VERSION_ASSIGNMENT), so that a release's bump of it reads as the
 * line its hunk removes, rewritten: a number moved, no code to test.
 */
function codeKey(line: string, language: CodeLanguage): string {
  const code = codeText(line, language).code;
  // A quote-style change (`'member'` to `"member"` where the language reads them alike) is the same
  // line, and so is a PHP declaration given its types (`public function getName()` to `public
  // function getName(): string`, `private $format;` to `private ?string $format;`): the same method or
  // property, declared; the tests that call it check it as before (withoutPhpTypes).
  const key = normalizeQuotes(language === 'php' ? withoutPhpTypes(code) : code, language).replace(/\s+/g, '');
  const version = VERSION_ASSIGNMENT.exec(key);
  return version === null ? key : `${version[1] ?? ''}\u0000version${version[3] ?? ''}`;
}

/**
 * Changed lines of `sign` (both when null) that the line count above took for code, though they lie
 * inside a block comment (a JSDoc or Go package comment written without leading `*`), a Python
 * docstring or a Rust documentation attribute written over several lines, as the hunk's own
 * delimiters, quotes or `#![doc(` … `)]` show it: text, like a comment line (insideText).
 */
function countedTextLines(patch: string, language: CodeLanguage | null, sign: '+' | '-' | null): number {
  if (language === null) return 0;
  const inside = insideText(patch, language);
  if (inside === null) return 0;
  let count = 0;
  for (const key of inside) {
    if (sign !== null && !key.startsWith(sign)) continue;
    const text = key.slice(key.indexOf('\u0000') + 1).trim();
    if (text === '' || COMMENT_LINE.test(text) || documentationOnly(text, language)) continue;
    count += 1;
  }
  return count;
}

/**
 * A Go comment the toolchain acts on, counted as code: `//go:generate` (a command `go generate`
 * runs), `//go:build` and `// +build` (what compiles), `//go:embed`, `//go:linkname`, `//export`,
 * and a cgo directive (`// #cgo LDFLAGS: …`).
 */
const GO_DIRECTIVE = /^\/\/(?:go:[a-z]|export\s|\s?\+build\s|\s?#cgo\s)/;
function directiveComment(text: string, language: CodeLanguage | null): boolean {
  return language === 'go' && GO_DIRECTIVE.test(text);
}

/**
 * A line only the documentation tool reads, counted like a comment: Rust's `#[doc(inline)]`,
 * `#[doc = "..."]`, `#[cfg_attr(docsrs, ...)]` and a lint level on a line of its own
 * (isDocumentationAttribute): the program compiles the same.
 */
function documentationOnly(text: string, language: CodeLanguage | null): boolean {
  return language === 'rust' && text.startsWith('#') && isDocumentationAttribute(text, language);
}

/**
 * Added and removed lines of a diff that carry code (not blank, not a comment line); a file without
 * a patch counts all its changed lines. 0 means a comment-only or whitespace-only edit.
 */
export function codeLinesChanged(file: Pick<SnapshotFile, 'patch' | 'additions' | 'deletions'> & { readonly path?: string }): number {
  if (file.patch === null) return file.additions + file.deletions;
  const language = file.path === undefined ? null : languageOf(file.path);
  let count = 0;
  for (const line of file.patch.split('\n')) {
    if (!line.startsWith('+') && !line.startsWith('-')) continue;
    const text = line.slice(1).trim();
    if (text === '' || ((COMMENT_LINE.test(text) || documentationOnly(text, language)) && !directiveComment(text, language))) continue;
    count += 1;
  }
  return Math.max(0, count - countedTextLines(file.patch, language, null));
}

/** Lines of a diff read for codeUnchanged; a longer diff is taken to change code. */
const MAX_COMPARED_LINES = 2000;

/**
 * A Python return annotation at the end of a signature line (whitespace already removed): `)->None:`
 * read as `):`. Only names, dots, subscripts, unions and quoted names (`-> typing.Optional[str]`,
 * `-> "Response"`): an annotation with a call in it runs something when the function is defined.
 */
function withoutPythonReturnAnnotation(code: string): string {
  if (!code.endsWith(':')) return code;
  const at = code.lastIndexOf(')->');
  if (at < 0) return code;
  return /^[\w.[\],|'"]+$/.test(code.slice(at + 3, -1)) ? `${code.slice(0, at + 1)}:` : code;
}

/**
 * A one-line Python import of the typing modules (whitespace already removed): `import typing`,
 * `from typing import Any, Callable`, `from collections.abc import Sequence`, `from __future__
 * import annotations`. Standard-library modules the annotations read; importing them runs nothing
 * of the project's.
 */
const PYTHON_TYPING_IMPORT = /^(?:importtyping|from(?:typing|typing_extensions|collections\.abc)import\(?([\w,]+)\)?|from__future__importannotations)$/;

/** A typing module's name before one of its names (`typing.Sequence`), the name in group 1. */
const PYTHON_TYPING_QUALIFIED = /(?<![\w.])(?:typing|typing_extensions|collections\.abc)\.([A-Za-z_]\w*)/g;

/** A Python `__all__` of names on one line (whitespace already removed): which names `from module import *` takes, nothing that runs. */
const PYTHON_ALL = /^__all__(?::list\[str\])?\+?=[[(](?:(?:"\w*"|'\w*'),?)*[\])]$/;

/** YAML (workflows, CircleCI, GitLab and other CI configuration) and CODEOWNERS: formats where `#` opens a comment line. */
const YAML_FILE = /\.ya?ml$/i;
const CODEOWNERS_FILE = /(?:^|\/)CODEOWNERS$/;

/**
 * A Dockerfile comment that is not one: a parser directive (`# syntax=docker/dockerfile:1` picks
 * the BuildKit frontend image that builds the file, `# escape=`, `# check=`) or a shebang in a
 * here-document (`#!/usr/bin/env python3` picks what runs it).
 */
const DOCKERFILE_DIRECTIVE = /^#(?:!|\s*(?:syntax|escape|check)\s*=)/i;

/**
 * True when a YAML, CODEOWNERS or Dockerfile diff changes only comment lines, blank lines and, in
 * CODEOWNERS, the spaces between a pattern and its owners (`* @org/team` aligned with a tab): a
 * license header added to `.circleci/config.yml`, owners realigned, a Dockerfile's notes on where
 * its images come from reworded. Every other line is compared as written, YAML's indentation
 * included (it is structure there); a comment after a value is not cut (a `#` can sit inside a
 * string); a Dockerfile's parser directives and shebangs count as code (DOCKERFILE_DIRECTIVE).
 */
function hashCommentedSettingsUnchanged(path: string, patch: string): boolean {
  const codeowners = CODEOWNERS_FILE.test(path);
  const dockerfile = isDockerfileName(path.slice(path.lastIndexOf('/') + 1));
  if (!codeowners && !dockerfile && !YAML_FILE.test(path)) return false;
  const lines = changedLines(patch, MAX_COMPARED_LINES + 1);
  if (lines.length > MAX_COMPARED_LINES) return false;
  const added: string[] = [];
  const removed: string[] = [];
  for (const line of lines) {
    const trimmed = line.text.trim();
    if (trimmed === '' || (trimmed.startsWith('#') && !(dockerfile && DOCKERFILE_DIRECTIVE.test(trimmed)))) continue;
    (line.sign === '+' ? added : removed).push(codeowners ? trimmed.replace(/\s+/g, ' ') : line.text.trimEnd());
  }
  return added.length === removed.length && added.every((text, i) => text === removed[i]);
}

/** Languages the code rules do not read whose line comments are `//` (and doc comments `///`): Swift, Dart, Solidity, Protocol Buffers, Zig. */
const SLASH_COMMENT_FILE = /\.(?:swift|dart|sol|proto|zig)$/i;

/**
 * True when a Swift, Dart, Solidity, Protocol Buffers or Zig diff changes only `//` comment lines
 * (`///` doc comments included) and blank lines, every other line the same as written, whitespace
 * aside: a doc comment's typo fixed in an HTTP library's `AuthenticationInterceptor.swift` (a
 * replay of a Swift networking library rated its maintainer's "chore: fix some typos" medium for it).
 * A comment after code on the same line is not cut (`//` can sit inside a string): that line is
 * compared whole.
 */
function slashCommentedCodeUnchanged(path: string, patch: string): boolean {
  if (!SLASH_COMMENT_FILE.test(path)) return false;
  const lines = changedLines(patch, MAX_COMPARED_LINES + 1);
  if (lines.length > MAX_COMPARED_LINES) return false;
  const added: string[] = [];
  const removed: string[] = [];
  for (const line of lines) {
    const trimmed = line.text.trim();
    if (trimmed === '' || trimmed.startsWith('//')) continue;
    (line.sign === '+' ? added : removed).push(trimmed.replace(/\s+/g, ''));
  }
  return added.length === removed.length && added.every((text, i) => text === removed[i]);
}

/**
 * True when a modified file in a language the code rules know changes only comments and whitespace
 * within its lines: the code of its added lines (line comments cut, strings kept, whitespace
 * ignored) is the code of its removed lines, in order. A `# type: ignore` reworded or dropped after
 * the code, a comment's typo fixed: the file runs as before. In Python, a return annotation added
 * to a signature (`) -> None:`) and a one-line `__all__` list count as declarations, not code: type
 * hints added to an authentication module, a class exported by name; so do one-line imports of the
 * typing modules, and a typing module's name dropped before a name an added line imports from it
 * (`import typing` and `typing.Sequence[str]` to `from collections.abc import Sequence` and
 * `Sequence[str]`), and annotations respelled as PEP 585 and 604 write them (`typing.Optional[int]`
 * to `int | None`, `typing.Dict[str, str]` to `dict[str, str]`: annotationsRewritten), compared line
 * for line or, failing that, by logical line (pythonLogicalLines: a signature joined onto one line as
 * its annotations got shorter, its quoted forward references written bare). A YAML or CODEOWNERS file counts when only its comment and blank lines change
 * (hashCommentedSettingsUnchanged).
 */
export function codeUnchanged(file: Pick<SnapshotFile, 'path' | 'status' | 'patch'>): boolean {
  if (file.status !== 'modified' || file.patch === null) return false;
  const language = languageOf(file.path);
  if (language === null) return hashCommentedSettingsUnchanged(file.path, file.patch) || slashCommentedCodeUnchanged(file.path, file.patch);
  const lines = changedLines(file.patch, MAX_COMPARED_LINES + 1);
  if (lines.length > MAX_COMPARED_LINES) return false;
  const added: string[] = [];
  const removed: string[] = [];
  /** PHP: each side's code as written (types left out), for the short-array comparison. */
  const phpRaw: Record<'+' | '-', string[]> = { '+': [], '-': [] };
  // Python: the names the added lines import from the typing modules, which the code may now write
  // without the module (`typing.Sequence[str]` to `Sequence[str]`, ruff's and pyupgrade's rewrite).
  const typingNames = new Set<string>();
  if (language === 'python') {
    for (const line of lines) {
      if (line.sign !== '+') continue;
      const names = PYTHON_TYPING_IMPORT.exec(codeText(line.text, language).code.replace(/\s+/g, ''))?.[1];
      for (const name of names?.split(',') ?? []) if (name !== '') typingNames.add(name);
    }
  }
  // Python: a line's code as compared, once its annotations and typing imports are read as declarations.
  const pythonCode = (code: string): string | null => {
    if (PYTHON_ALL.test(code) || PYTHON_TYPING_IMPORT.test(code)) return null;
    // Annotations as PEP 585/604 write them (`typing.Optional[int]` is `int | None`, `typing.Dict` is `dict`).
    return withoutPythonReturnAnnotation(annotationsRewritten(code.replace(PYTHON_TYPING_QUALIFIED, (whole, name: string) => (typingNames.has(name) ? name : whole))));
  };
  for (const line of lines) {
    const text = codeText(line.text, language);
    if (directiveComment(line.text.trim(), language)) {
      (line.sign === '+' ? added : removed).push(line.text.replace(/\s+/g, ''));
      if (language === 'php') phpRaw[line.sign].push(line.text);
      continue;
    }
    if (text.isComment || documentationOnly(text.code.trim(), language)) continue;
    let code = text.code.replace(/\s+/g, '');
    if (language === 'python') {
      const declared = pythonCode(code);
      if (declared === null) continue;
      code = declared;
    }
    // Ruby: a constant's value frozen (RuboCop's Style/MutableConstant: `KEYS = [...]` to `KEYS = [...].freeze`, `}.freeze` closing a multi-line one), or the freeze dropped as redundant.
    if (language === 'ruby') code = withoutRubyConstantFreeze(code);
    // PHP: a declaration given its types (`function (SetCookie $cookie) {` to `function (SetCookie $cookie): bool {`,
    // `private $format;` to `private ?string $format;`): the same method or property, declared (withoutPhpTypes).
    if (language === 'php') {
      const declared = withoutPhpTypes(text.code);
      code = declared.replace(/\s+/g, '');
      if (code !== '') phpRaw[line.sign].push(declared);
    }
    if (code === '') continue;
    (line.sign === '+' ? added : removed).push(code);
  }
  // PHP: a signature given its types is often rewrapped with them (its parameters joined onto one
  // line, `{` moved below, as PSR-12 writes it): the code is compared as one text, whitespace aside.
  // Long arrays written short (`array(` … `)` to `[` … `]`, PHP-CS-Fixer's array_syntax) are the same
  // values: rewritten on each side's text as written (whitespace still parts `return array(`), then compared.
  if (language === 'php') {
    if (added.length === 0 || removed.length === 0) return added.length === removed.length;
    if (added.join('') === removed.join('')) return true;
    const short = (raw: readonly string[]) => shortArraySyntax(raw.join('\n')).replace(/\s+/g, '');
    return short(phpRaw['+']) === short(phpRaw['-']);
  }
  if (added.length === removed.length && added.every((code, i) => code === removed[i])) return true;
  // Python: a statement rewrapped as it was respelled (a signature joined onto one line once its
  // annotations are shorter, as black and ruff format write it): compared by logical line.
  if (language === 'python') {
    const logical = pythonLogicalLines(file.patch);
    if (logical === null) return false;
    const compared = (codes: readonly string[]): string[] => codes.map(pythonCode).filter((code): code is string => code !== null && code !== '');
    const after = compared(logical.added);
    const before = compared(logical.removed);
    return after.length === before.length && after.every((code, i) => code === before[i]);
  }
  return false;
}

/**
 * A Python diff's changed code by logical line, per side: the lines of one side, context lines
 * included (they stand on both), are joined within a hunk while a bracket they open is still open,
 * as Python joins them (`def __init__(` / `self, username: str` / `) -> None:` is one
 * line, the one black writes when it fits). Comment lines and documentation are left out, directive
 * comments kept; the forward references of a signature's or an annotated assignment's annotations
 * unquoted (annotationNamesUnquoted: `"_Hash"` is `_Hash` under `from __future__ import
 * annotations`, as Ruff's UP037 writes it); whitespace removed. Null past MAX_COMPARED_LINES changed lines.
 */
function pythonLogicalLines(patch: string): { added: string[]; removed: string[] } | null {
  const out = { added: [] as string[], removed: [] as string[] };
  const open: Record<'+' | '-', { code: string[]; masked: string[]; depth: number } | null> = { '+': null, '-': null };
  const push = (sign: '+' | '-', code: string, masked: string): void => {
    (sign === '+' ? out.added : out.removed).push(annotationNamesUnquoted(code, masked).replace(/\s+/g, ''));
  };
  const flush = (sign: '+' | '-'): void => {
    const joined = open[sign];
    if (joined === null) return;
    push(sign, joined.code.join(' '), joined.masked.join(' '));
    open[sign] = null;
  };
  let hunkSeen = -1;
  let read = 0;
  let tooLong = false;
  const join = (sign: '+' | '-', text: CodeText, balance: number): void => {
    const joined = open[sign];
    if (joined !== null) {
      joined.code.push(text.code);
      joined.masked.push(text.masked);
      joined.depth += balance;
      if (joined.depth <= 0) flush(sign);
    } else if (balance > 0) {
      open[sign] = { code: [text.code], masked: [text.masked], depth: balance };
    }
  };
  walkPatch(patch, (first, raw, _line, hunk) => {
    if (hunk !== hunkSeen) {
      hunkSeen = hunk;
      flush('+');
      flush('-');
    }
    // A context line stands on both sides: it continues, or opens, the logical line of each
    // (`def _build_auth_header(` unchanged above the parameters rewritten).
    if (first === 32 /* space */) {
      const text = codeText(raw, 'python');
      if (text.isComment || text.code.trim() === '') return true;
      const balance = bracketBalance(text.masked);
      join('+', text, balance);
      join('-', text, balance);
      return true;
    }
    if (first !== 43 /* + */ && first !== 45 /* - */) return true;
    read += 1;
    if (read > MAX_COMPARED_LINES) {
      tooLong = true;
      return false;
    }
    const sign = first === 43 ? '+' : '-';
    if (directiveComment(raw.trim(), 'python')) {
      flush(sign);
      (sign === '+' ? out.added : out.removed).push(raw.replace(/\s+/g, ''));
      return true;
    }
    const text = codeText(raw, 'python');
    if (text.isComment || documentationOnly(text.code.trim(), 'python') || text.code.trim() === '') return true;
    const balance = bracketBalance(text.masked);
    if (open[sign] === null && balance <= 0) push(sign, text.code, text.masked);
    else join(sign, text, balance);
    return true;
  });
  if (tooLong) return null;
  flush('+');
  flush('-');
  return out;
}

/** A Ruby constant's assignment (`KEYS=`, `Foo::BAR=`; whitespace already removed), not a comparison. */
const RUBY_CONSTANT_ASSIGNMENT = /^[A-Z]\w*(?:::[A-Z]\w*)*=(?![=~])/;

/**
 * The code of a Ruby line (whitespace removed) without the `.freeze` that ends a constant's value:
 * on the constant's own line (`KEYS=['a','b'].freeze`) or on the bracket that closes a value written
 * over several lines (`}.freeze`). The same value, made immutable: what RuboCop's
 * Style/MutableConstant writes and Style/RedundantFreeze removes. A `.freeze` anywhere else is kept.
 */
function withoutRubyConstantFreeze(code: string): string {
  if (!code.endsWith('.freeze')) return code;
  const value = code.slice(0, -'.freeze'.length);
  return RUBY_CONSTANT_ASSIGNMENT.test(value) || /^[)\]}]+$/.test(value) ? value : code;
}

/**
 * True when nothing in the PR runs differently: every listed file is documentation or media, or a
 * source or test file whose diff changes only comments and whitespace, and GitHub listed every file.
 */
export function isInertChange(snapshot: PrSnapshot, ctx: AnalyzerContext): boolean {
  if (snapshot.files.length === 0 || snapshot.files.length < snapshot.changedFiles) return false;
  return snapshot.files.every((file) => {
    const info = ctx.classifier.info(file.path);
    if (info.category === 'docs' || info.isMedia) return true;
    return (info.category === 'source' || info.category === 'test') && file.status === 'modified' && codeLinesChanged(file) === 0;
  });
}

/**
 * The configuration of a linter, formatter, commit hook or test runner, written as code
 * (`eslint.config.js`, `.prettierrc.cjs`, `commitlint.config.ts`, `lint-staged.config.mjs`,
 * `jest.config.ts`, `vitest.config.mts`, `playwright.config.ts`, `.mocharc.js`, `karma.conf.js`,
 * `noxfile.py`): contributors and CI run it to check the code, nothing ships it, and no test is
 * written for it; a rule that stops passing shows in the checks. Build configuration (webpack,
 * Rollup, Vite, Babel) shapes what ships and is not among these.
 */
const DEV_TOOL_CONFIG = /^(?:(?:(?:eslint|prettier|stylelint|commitlint|lint-staged|jest|vitest|playwright|cypress|ava)\.config|vitest\.workspace|\.(?:eslintrc|prettierrc|stylelintrc|commitlintrc|lintstagedrc|mocharc)|karma\.conf|wdio\.conf)\.[cm]?[jt]s|noxfile\.py)$/;

/** True for a linter's, formatter's, commit hook's or test runner's configuration written as code (DEV_TOOL_CONFIG). */
export function isDevToolConfigPath(path: string): boolean {
  return DEV_TOOL_CONFIG.test(path.slice(path.lastIndexOf('/') + 1));
}

export interface UntestedFile {
  readonly path: string;
  /** Added lines that carry code. */
  readonly codeLines: number;
}

/**
 * Source files whose change wants a test: source changed without any test change
 * (`evidence.tests.source_changed_without_tests`), counting only files that add code. Comment-only
 * edits, whitespace and pure deletions (dead code removed) ask for no test, and neither does the
 * code of an example, demo, benchmark or playground project or of the documentation site at the
 * top of the repository (`examples/custom-labels/main.go`, `docs/.vitepress/theme/Versions.vue`,
 * `playground/vitestSetup.ts`; isDevelopmentProjectPath): it shows or builds the project, and
 * nothing ships it. Nor does a declaration file (`index.d.ts`, `index.d.cts`, a `.pyi` stub;
 * isDeclarationFile): it describes types to the type checker and never runs, and neither do the
 * `@overload` stubs a Python module adds (pythonOverloadStubLines). Nor does the
 * configuration of a linter, formatter or test runner written as code (`eslint.config.js`,
 * `jest.config.ts`; isDevToolConfigPath), nor a Gradle or Maven wrapper script (`gradlew`,
 * `mvnw.cmd`; isBuildWrapperScript), which the tool's wrapper task regenerates and whose added
 * downloads and agents are `build-wrapper-changed`'s. Code the PR moves counts nowhere: an added line whose
 * code any file of the PR removes (addedCodeLines: a function moved from one module to another),
 * and a file whose every changed line is an import rewritten to follow a module the PR renames
 * (onlyImportsFollowRenames). The `tests-missing` driver, the `add-tests` recommendation and the
 * security-sensitive test comments read this list.
 */
export function untestedCode(snapshot: PrSnapshot, ctx: AnalyzerContext, evidence: EvidenceSection): UntestedFile[] {
  if (!evidence.tests.source_changed_without_tests) return [];
  const files = snapshot.files;
  const counted = files.map(
    (file) => file.status !== 'removed' && ctx.classifier.classify(file.path) === 'source' && !isDevelopmentProjectPath(file.path) && !isDeclarationFile(file.path) && !isDevToolConfigPath(file.path) && !isBuildWrapperScript(file.path),
  );
  if (!counted.includes(true)) return [];
  // Every file's removed lines stand for code the PR moves (addedCodeLines), a removed module's too.
  const lines = addedCodeLines(files, (index) => counted[index] === true);
  const result: UntestedFile[] = [];
  files.forEach((file, index) => {
    const codeLines = lines[index] ?? 0;
    // Imports rewritten to follow a module the PR renames import the same code under its new name.
    if (counted[index] === true && codeLines > 0 && !onlyImportsFollowRenames(snapshot, file)) result.push({ path: file.path, codeLines });
  });
  return result;
}
