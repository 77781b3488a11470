/**
 * `file-permissions-widened`: a file or folder made writable by every user of the machine, or a
 * private file's mode widened. `os.WriteFile(p, data, 0o600)` to `0o666`, `{ mode: 0o600 }` to
 * `0o666`, `os.chmod(p, 0o777)`, `chmod -R 777` or `chmod o+w` added to a script: any local user
 * or process (another container sharing a volume, a compromised service account) can then rewrite
 * the file, a key or a token read by the program, or a script it runs. Read per hunk, from the
 * removed and added lines of program code and scripts outside tests; every pattern is linear-time.
 */
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import type { CodeText } from './code-text.js';
import type { CodeLanguage } from './language.js';

type Row = { readonly l: ChangedLine; readonly t: CodeText };

/** An octal mode literal: `0o600`, `0600`, `0O755`, `0o1777` (group 1 the digits). Python 2, Go, C, PHP and Ruby write `0600`. */
const OCTAL_MODE = /(?<![\w.])0[oO]?([0-7]{3,4})(?![\w.])/g;
/** A line that sets a file's or folder's mode: a write, an open, a mkdir, a chmod, a mode option. */
const MODE_CONTEXT = /chmod|setWritable|S_IWOTH|OTHERS_WRITE|WriteFile|write_file|OpenFile|\bopen\s{0,3}\(|mkdir|makedirs|\bmode\s{0,3}[:=]|\bperm\w{0,20}\s{0,3}[:=]|set_permissions|from_mode|FileMode|\bPerm\b|\bumask\b|\bcreate\s{0,3}\(|\binstall\s{1,3}-m/i;
/** A chmod that states a mode of its own (not the umask's): every language's call, and the shell command. */
const CHMOD_CALL = /\b(?:os\.chmod|os\.Chmod|fs(?:\.promises)?\.chmod(?:Sync)?|chmodSync|File\.chmod|FileUtils\.chmod(?:_R)?|Files\.setPosixFilePermissions|set_permissions|setWritable|lchmod|fchmod|chmod)\s{0,3}\(|^\s{0,40}(?:(?:sudo|RUN|exec)\s{1,3})?chmod\s|[;&|]\s{0,3}chmod\s|\binstall\s{1,3}-m\s{0,3}[0-7]{3,4}\b/;
/** The shell's symbolic form that gives others write: `chmod o+w`, `chmod a+rwx`, `chmod ugo=rw`, `chmod -R o+w dir`. */
const SYMBOLIC_OTHERS_WRITE = /\bchmod\s{1,3}(?:-[A-Za-z]{1,4}\s{1,3}){0,3}["']?[ug]{0,2}[oa][ugoa]{0,3}[+=][rXxst]{0,4}w/;
/** Other languages' ways to say "writable by others": stat's S_IWOTH, Java's OTHERS_WRITE or `setWritable(true, false)`, a permission string `rw-rw-rw-`. */
const OTHERS_WRITE_NAMED = /\bS_IWOTH\b|\bS_IRWXO\b|\bOTHERS_WRITE\b|\.setWritable\s{0,3}\(\s{0,3}true\s{0,3},\s{0,3}false\s{0,3}\)|["'][r-][w-][xsS-][r-][w-][xsS-]r?-?w[xtT-]["']/;
/** umask 0: every file the process creates afterwards is writable by all. */
const UMASK_ZERO = /\bumask\s{0,3}\(?\s{0,3}0{1,4}(?:o0{1,3})?\s{0,3}\)?(?![\w.])/;
/** A path or name that says the file holds a secret. */
const SECRET_FILE = /key|token|credential|secret|passw|\.ssh|id_(?:rsa|ed25519|ecdsa|dsa)|\.pem\b|private|\.netrc|\.pgpass|\bcert|kubeconfig|\.env\b|auth/i;

/** The mode's permission bits (the last three digits) and whether it sets the sticky bit (a shared folder like /tmp). */
function modeBits(digits: string): { bits: number; sticky: boolean } {
  const value = Number.parseInt(digits, 8);
  return { bits: value & 0o777, sticky: digits.length === 4 && (value & 0o1000) !== 0 };
}

/** The world-writable mode on a line, if any: an octal mode with others' write bit (no sticky bit), a symbolic `o+w`, or a named one. */
/** The shell's chmod, `install -m` and a quoted mode given to a chmod call (`chmod -R 777 dir`, `fs.chmodSync(p, '777')`): octal without its leading 0. */
const BARE_MODE = /\bchmod\s{1,3}(?:-[A-Za-z]{1,4}\s{1,3}){0,3}["']?([0-7]{3,4})\b|\binstall\s{1,3}-m\s{0,3}([0-7]{3,4})\b|\bchmod(?:Sync)?\s{0,3}\([^,()]{1,200},\s{0,3}["']([0-7]{3,4})["']/g;

function worldWritable(code: string): string | null {
  if (SYMBOLIC_OTHERS_WRITE.test(code)) return 'o+w';
  for (const m of code.matchAll(BARE_MODE)) {
    const { bits, sticky } = modeBits(m[1] ?? m[2] ?? m[3] ?? '');
    if ((bits & 0o002) !== 0 && !sticky) return m[1] ?? m[2] ?? m[3] ?? '';
  }
  for (const m of code.matchAll(OCTAL_MODE)) {
    const { bits, sticky } = modeBits(m[1] ?? '');
    if ((bits & 0o002) !== 0 && !sticky) return m[0];
  }
  const named = OTHERS_WRITE_NAMED.exec(code);
  if (named !== null) return named[0];
  return null;
}

function finding(path: string, l: ChangedLine, high: boolean, title: string, why: string): KeyedFinding {
  return makeFinding({
    id: 'file-permissions-widened',
    severity: high ? 'high' : 'medium',
    title,
    detail: `${why} Any local user or process (another container on a shared volume, a compromised service) can then ${high ? 'read or rewrite the secret it holds' : 'rewrite the file, or a program or configuration read from it'}. Keep the mode private (0600 for files with secrets, 0644/0755 otherwise), or say why others must write it.`,
    path,
    line: l.line,
    subject: 'file-permissions-widened',
  });
}

/**
 * The finding for one file: in one hunk, a removed line's mode comes back wider on an added line
 * that is otherwise the same (others or the group given bits they did not have, and others can
 * write or the line names a secret); or an added line (not a removed one carried over) chmods
 * a file or folder writable by others, or sets umask 0. High when the line names a key, token,
 * credential, `.ssh`, `.pem` or another secret; medium otherwise.
 */
/** Folders of test projects, fixtures and CI helpers the path classifier may not call tests (`src/node/test-project/test.sh`): a container's throwaway workspace. */
const TEST_LIKE_FOLDER = /(?:^|\/)(?:tests?|test[-_][\w-]{1,40}|[\w-]{1,40}[-_]tests?|testdata|testing|fixtures?|spec|e2e|\.devcontainer|\.github|\.circleci|ci)\//i;

export function filePermissionsWidened(path: string, rows: readonly Row[], language: CodeLanguage): KeyedFinding | null {
  if (TEST_LIKE_FOLDER.test(path)) return null;
  const removedByKey = new Map<string, { l: ChangedLine; bits: number }>();
  const removedCode = new Set<string>();
  for (const { l, t } of rows) {
    if (l.sign !== '-' || !MODE_CONTEXT.test(t.code)) continue;
    removedCode.add(t.code.replace(/\s+/g, ''));
    const modes = [...t.code.matchAll(OCTAL_MODE)];
    if (modes.length !== 1) continue;
    removedByKey.set(`${l.hunk}\u0000${t.code.replace(OCTAL_MODE, '\u0001').replace(/\s+/g, '')}`, { l, bits: modeBits(modes[0]?.[1] ?? '').bits });
  }
  for (const { l, t } of rows) {
    if (l.sign !== '+' || !MODE_CONTEXT.test(t.code)) continue;
    const secret = SECRET_FILE.test(t.code) || SECRET_FILE.test(path.slice(path.lastIndexOf('/') + 1));
    const modes = [...t.code.matchAll(OCTAL_MODE)];
    if (modes.length === 1 && removedByKey.size > 0) {
      const before = removedByKey.get(`${l.hunk}\u0000${t.code.replace(OCTAL_MODE, '\u0001').replace(/\s+/g, '')}`);
      const now = modeBits(modes[0]?.[1] ?? '');
      const gained = before === undefined ? 0 : now.bits & ~before.bits & 0o077;
      if (before !== undefined && gained !== 0 && !now.sticky && ((now.bits & 0o002) !== 0 || ((gained & 0o044) !== 0 && SECRET_FILE.test(t.code)))) {
        const lineSecret = SECRET_FILE.test(t.code);
        return finding(path, l, lineSecret, `A file's mode is widened to ${modes[0]?.[0] ?? ''}`, `This line set the mode 0${before.bits.toString(8).padStart(3, '0')} (line ${before.l.line} before) and now sets ${modes[0]?.[0] ?? ''}${(now.bits & 0o002) !== 0 ? ', writable by every user of the machine' : ', readable by others'}${lineSecret ? ', on a file the code names a key, token or credential' : ''}.`);
      }
    }
    // A chmod or umask added (not one the PR only carries over from a removed line, as written).
    if (removedCode.has(t.code.replace(/\s+/g, ''))) continue;
    if (UMASK_ZERO.test(t.masked)) return finding(path, l, false, 'umask 0: every file created afterwards is writable by all', 'This added line sets the umask to 0, so every file and folder the process creates from here on is writable by every user of the machine.');
    if (!CHMOD_CALL.test(t.code)) continue;
    const wide = worldWritable(t.code);
    if (wide === null) continue;
    // The shell's chmod of a shared scratch folder with the sticky bit is /tmp's own mode, read above; a language's string (`"0777"` in a message) is not a call.
    if (language !== 'shell' && !CHMOD_CALL.test(t.masked) && !/^\s{0,40}chmod\s/.test(t.code)) continue;
    return finding(path, l, secret && SECRET_FILE.test(t.code), `A file is made writable by every user (${wide.slice(0, 20)})`, `This added line gives every user of the machine write access (${wide.slice(0, 20)})${SECRET_FILE.test(t.code) ? ' to a file the code names a key, token or credential' : ''}.`);
  }
  return null;
}

/**
 * An image build's `RUN` that makes files writable by every user: each `chmod` of the command
 * line (split at `&&`, `||`, `;`, `|`) read as a script's would be (`chmod -R 777 /app`,
 * `chmod o+w /etc/app.conf`; the sticky bit's `1777` and `+x`/`755` are not). The chmod's own
 * text and whether it names a secret (a key, token, credential, `.ssh`), for the finding's key and
 * severity; at most 50 commands are read.
 */
export function worldWritableChmods(command: string): { readonly text: string; readonly secret: boolean }[] {
  const out: { text: string; secret: boolean }[] = [];
  for (const part of command.slice(0, 20_000).split(/&&|\|\||[;|]/).slice(0, 50)) {
    const text = part.trim();
    if (!/^(?:sudo\s{1,3})?chmod\s/.test(text)) continue;
    if (worldWritable(text) !== null) out.push({ text: text.replace(/\s+/g, ' ').slice(0, 200), secret: SECRET_FILE.test(text) });
  }
  return out;
}
