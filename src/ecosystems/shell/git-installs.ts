import { findGoRunUnpinned } from './go-run.js';

/**
 * Tools a command line installs or runs straight from a git repository at a ref that moves: `pip
 * install git+https://github.com/o/r` (no ref: the default branch; or `@main`), `pipx`/`uv tool
 * install`/`uvx --from` the same, `npm install github:o/r` or `git+https://…/r.git#main`, `cargo
 * install --git https://…` without `--rev` or `--tag`, `go install`/`go run module@latest`. A commit
 * (7 to 40 hex digits) or a version tag (`v1.2.3`, `1.4`) fixes what runs. Linear: bounded
 * character classes, no nested quantifier; lines cut at 4,000 characters.
 */

export interface GitInstall {
  /** What the line installs, as written: `git+https://github.com/o/r@main`. */
  readonly text: string;
  /** `owner/name` on its host (`github.com`), lower-cased owner kept as written. */
  readonly repo: string;
  /** The ref as written, or null for the default branch. */
  readonly ref: string | null;
}

const INSTALLER = /\b(?:pip[23]?|pipx|uv|uvx|poetry|pdm|npm|pnpm|yarn|npx|bun|bunx|cargo)\b/;
const GIT_URL = /git\+(?:https?|ssh|git):\/\/(?:[\w.-]{1,100}@)?([\w.-]{1,100})[/:]([\w.-]{1,100})\/([\w.-]{1,100})(?:[@#]([\w./+-]{1,100}))?/g;
const GITHUB_SHORTHAND = /(?:^|[\s"'])github:([\w.-]{1,100})\/([\w.-]{1,100})(?:#([\w./+-]{1,100}))?/g;
const CARGO_GIT = /\bcargo\s+install\b.{0,300}?--git[\s=]+(?:https?:\/\/)?([\w.-]{1,100})\/([\w.-]{1,100})\/([\w.-]{1,100})/;
/** A commit or a version tag: fixed. */
const FIXED_REF = /^(?:[0-9a-f]{7,40}|v?\d{1,6}(?:\.\d{1,6}){1,3}(?:[-+][\w.]{1,40})?)$/i;

const trimGit = (name: string): string => (name.toLowerCase().endsWith('.git') ? name.slice(0, -4) : name);

/** The installs of a moving git ref on one line of a script. */
export function findGitInstalls(line: string): GitInstall[] {
  const text = line.length > 4000 ? line.slice(0, 4000) : line;
  const found: GitInstall[] = [];
  if (text.trimStart().startsWith('#')) return found;
  if (INSTALLER.test(text)) {
    for (const m of text.matchAll(GIT_URL)) {
      const ref = m[4] ?? null;
      if (ref !== null && FIXED_REF.test(ref)) continue;
      found.push({ text: m[0], repo: `${m[2]}/${trimGit(m[3]!)}`, ref });
    }
    for (const m of text.matchAll(GITHUB_SHORTHAND)) {
      const ref = m[3] ?? null;
      if (ref !== null && FIXED_REF.test(ref)) continue;
      found.push({ text: m[0].trim().replace(/^["']/, ''), repo: `${m[1]}/${trimGit(m[2]!)}`, ref });
    }
    const cargo = CARGO_GIT.exec(text);
    if (cargo !== null && !/--(?:rev|tag)\b/.test(text)) {
      const branch = /--branch[\s=]+([\w./+-]{1,100})/.exec(text);
      found.push({ text: `cargo install --git ${cargo[1]}/${cargo[2]}/${cargo[3]}`, repo: `${cargo[2]}/${trimGit(cargo[3]!)}`, ref: branch?.[1] ?? null });
    }
  }
  const go = findGoRunUnpinned(text) ?? findGoRunUnpinned(text.replace(/\bgo\s+install\b/, 'go run'));
  if (go !== null) {
    const parts = go.target.split('/');
    const at = go.target.lastIndexOf('@');
    found.push({ text: go.target, repo: `${parts[1] ?? ''}/${(parts[2] ?? '').split('@')[0]}`, ref: at < 0 ? 'its newest release (`go get` without a version)' : go.target.slice(at + 1) });
  }
  return found;
}
