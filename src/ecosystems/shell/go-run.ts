import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { baseNameOf } from '../util.js';
import { pushAll } from '../../push-all.js';

/**
 * `go run <module>@<ref>` and `go install <module>@<ref>`: the go command fetches the module at that
 * ref, builds it and runs it (or installs it, to be run next). At
 * a version (`@v1.2.3`, a pseudo-version, a commit hash) the module proxy and the checksum database
 * give the same code every time; at `@latest` (or `@upgrade`, `@patch`) it is whatever release the
 * module's owner tagged last, and at a branch (`@master`, `@main`, `@HEAD`, `@dev`) whatever was
 * pushed last: code nobody reviewed runs on the machine of whoever runs the command. Read by
 * tokens, in linear time; lines are cut at 4,000 characters.
 */

export interface GoRun {
  /** The module path and ref as written: `github.com/x/y/cmd/z@master`. */
  readonly target: string;
  /** `release`: the newest tagged version (`@latest`, `@upgrade`, `@patch`); `branch`: a branch or `HEAD`. */
  readonly ref: 'release' | 'branch';
  /** The go subcommand: `run`, `install`, or `get` (which takes the module into the build's go.mod, no version meaning the newest release). */
  readonly verb: 'run' | 'install' | 'get';
}

/** The go command as a Makefile or script names it: `go`, `/usr/local/go/bin/go`, `$(GO)`, `${GO}`, `$GO`, `$(GOCMD)`. */
const GO_COMMAND = /^(?:(?:[\w.-]{0,100}\/){0,10}go|\$\(GO\w{0,10}\)|\$\{GO\w{0,10}\}|\$GO\w{0,10})$/i;
/** A module path: a first element with a dot (a host), then a path. */
const MODULE = /^[\w-]{1,63}(?:\.[\w-]{1,63}){1,5}\/[\w.~/-]{1,200}$/;
const RELEASE_QUERY = /^(?:latest|upgrade|patch)$/i;
/** A version, a pseudo-version or a commit hash (7 to 40 hex digits): fixed code. */
const FIXED = /^(?:v\d{1,6}(?:\.\d{1,6}){0,2}(?:[-+][\w.+-]{1,120})?|[0-9a-f]{7,40})$/i;
const QUOTE_CHARS = new Set(['"', "'", '`', ';']);
/** A word without its quotes, and without closing parentheses it does not open (`$(go run x@latest)`). */
function bare(word: string): string {
  let start = 0;
  let end = word.length;
  const open = word.includes('(');
  while (start < end && QUOTE_CHARS.has(word[start]!)) start += 1;
  while (end > start && (QUOTE_CHARS.has(word[end - 1]!) || (!open && word[end - 1] === ')'))) end -= 1;
  return word.slice(start, end);
}

/** The first `go run <module>@<ref>` (or `go install`) of a line whose ref moves, or null. */
export function findGoRunUnpinned(line: string): GoRun | null {
  return findGoRunsUnpinned(line, 1)[0] ?? null;
}

/** Every `go run`/`go install <module>@<ref>` of a line whose ref moves (up to `limit`), in order. */
export function findGoRunsUnpinned(line: string, limit = 20): GoRun[] {
  const found: GoRun[] = [];
  const text = line.length > 4000 ? line.slice(0, 4000) : line;
  const get = /\bget\b/.test(text);
  if ((!text.includes('@') || !/\b(?:run|install)\b/.test(text)) && !get) return found;
  const words = text.split(/\s+/).map(bare);
  for (let i = 0; i + 2 < words.length && found.length < limit; i += 1) {
    const verb = words[i + 1];
    if (verb === 'get' && GO_COMMAND.test(words[i]!)) {
      pushAll(found, goGets(words, i + 2, limit - found.length));
      continue;
    }
    if ((verb !== 'run' && verb !== 'install') || !GO_COMMAND.test(words[i]!)) continue;
    // Build flags come first (`-mod=mod`, `-tags integration`); the package is the first word after `run` with an @, among the next eight.
    for (let j = i + 2; j < Math.min(words.length, i + 10); j += 1) {
      const word = words[j]!;
      const at = word.lastIndexOf('@');
      if (at <= 0) {
        if (word.startsWith('-')) continue;
        if (word.includes('/') || word.endsWith('.go')) break; // a local package or file: go.mod pins what it imports
        continue;
      }
      const module = word.slice(0, at);
      const ref = word.slice(at + 1);
      // A ref the script or Makefile passes in (`@$(BUF_VERSION)`, `@${VERSION}`) is its version variable: not judged here.
      if (!MODULE.test(module) || ref === '' || FIXED.test(ref) || ref.includes('$')) {
        if (verb === 'install') continue; // `go install a@v1.2.0 b@latest`: each is a package
        break;
      }
      found.push({ target: word, ref: RELEASE_QUERY.test(ref) ? 'release' : 'branch', verb });
      // `go install a@latest b@latest` installs both; `go run` runs the first and passes it the rest.
      if (verb === 'run') break;
    }
  }
  return found;
}

/**
 * `go get <module>` without a version (the default query, `@upgrade`: the newest release), at
 * `@latest`, or at a branch: each of its packages among the next eight words, flags skipped. A local
 * package (`./...`, `.`, `all`), a version or commit, `@none` (a removal) and a ref the script passes
 * in (`@${VERSION}`) are fixed or not a module's code.
 */
function goGets(words: readonly string[], from: number, limit: number): GoRun[] {
  const found: GoRun[] = [];
  for (let j = from; j < Math.min(words.length, from + 8) && found.length < limit; j += 1) {
    const word = words[j]!;
    if (word.startsWith('-')) continue;
    const at = word.lastIndexOf('@');
    const module = at < 0 ? word : word.slice(0, at);
    const ref = at < 0 ? 'upgrade' : word.slice(at + 1);
    if (!MODULE.test(module)) {
      // The end of this command (`&&`, `;`, `|`) ends the packages.
      if (/^(?:&&|\|\||[;|&])$/.test(word)) break;
      continue;
    }
    if (ref === '' || ref === 'none' || FIXED.test(ref) || ref.includes('$')) continue;
    found.push({ target: word, ref: RELEASE_QUERY.test(ref) ? 'release' : 'branch', verb: 'get' });
  }
  return found;
}

/**
 * The `go-run-unpinned` finding for a `go run`/`go install` of a module at a moving ref: low at
 * `@latest` in what a developer runs on purpose (a script, a `//go:generate` directive, a
 * development container's image), medium at a branch and in CI or an image build.
 */
export function goRunFinding(run: GoRun, path: string, line: number | null, place: 'generate' | 'ci' | 'script' | 'image' | 'dev-image'): KeyedFinding {
  const where = {
    generate: 'by `go generate`, on the machine of whoever runs it',
    ci: 'in CI, with its secrets',
    script: 'on the machine of whoever runs it',
    image: 'in the image build, and ships in the image',
    'dev-image': "in the development container's image, on the machine of whoever opens it",
  }[place];
  const what = run.ref === 'release' ? 'the newest release its owner tagged, whichever that is when it runs' : 'whatever was last pushed to that branch';
  const action = run.verb === 'install' ? 'installs' : run.verb === 'get' ? 'adds' : 'runs';
  const effect = run.verb === 'install' ? ', and installs it to be run' : run.verb === 'get' ? " into that build's go.mod and go.sum, and what is built next compiles it in" : ', and runs it';
  return makeFinding({
    id: 'go-run-unpinned',
    severity: run.ref === 'branch' || place === 'ci' || place === 'image' ? 'medium' : 'low',
    title: `${baseNameOf(path)} ${action} a Go module at a moving ref (${run.target})`,
    detail: `${path} runs \`go ${run.verb} ${run.target}\` ${where}: the go command fetches ${run.verb === 'get' ? '' : 'and builds '}${what}${run.verb === 'get' && !run.target.includes('@') ? ' (no version is `@upgrade`)' : ''}, code no one here reviewed${effect}. Pin it at a version (\`@v1.2.3\`) or a commit, or add it to go.mod as a tool (\`go get -tool\`, \`go tool …\`) so that go.sum fixes what runs.`,
    path,
    line,
    subject: run.target,
  });
}
