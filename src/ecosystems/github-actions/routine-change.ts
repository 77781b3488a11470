import { parseYamlLimited } from '../../limited-parse.js';
import { isRecord } from '../util.js';
import { parseUses } from './workflow.js';

/**
 * Whether a workflow edit is routine maintenance: it only changes names, timeouts, build matrices,
 * tool versions (`node-version`, `python-version`…, also a `with:` of versions only added to a
 * step, or the versions in an input's text, onlyVersionsDiffer), GitHub-hosted runner images (or a job moved onto one), concurrency knobs and group names, comments or formatting
 * (the same triggers written as a list or a mapping), a schedule's cron times, the choices of a
 * manually started workflow's input, or moves a
 * `uses:` to another ref of the same action. Such edits
 * do not change what runs with which privileges, so they do not make a PR security-sensitive
 * (the risk model then leaves out the "CI/CD configuration" path weight). Anything else (a new
 * step, a trigger, permissions, a script, secrets, env) is not routine.
 */

const MAX_NODES = 20_000;

/** Keys whose value may change freely wherever they appear. */
const FREE_KEYS = new Set(['name', 'timeout-minutes', 'fail-fast', 'max-parallel', 'cancel-in-progress', 'run-name', 'description']);

function isVersionKey(key: string): boolean {
  return /^[\w-]*-versions?$/.test(key) || key === 'version' || key === 'cache-dependency-path';
}

/** A GitHub-hosted runner's label: `ubuntu-24.04`, `ubuntu-24.04-arm`, `ubuntu-slim`, `windows-11-arm`, `macos-15-intel`, `macos-latest-xlarge`. */
function isHostedRunner(value: unknown): boolean {
  return typeof value === 'string' && /^(?:(?:ubuntu|windows|macos)-(?:latest|[\d.]+)(?:-(?:arm|intel|large|xlarge))?|ubuntu-slim)$/.test(value);
}

function sameActionOtherRef(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const pa = parseUses(a.trim());
  const pb = parseUses(b.trim());
  return pa !== null && pb !== null && pa.name.toLowerCase() === pb.name.toLowerCase();
}

interface Walk {
  nodes: number;
}

/**
 * The choices of a manually started workflow's input (`on.workflow_dispatch.inputs.<name>.options`:
 * a new major version to pick, a new environment name): what someone with write access may pick
 * when they run it by hand, not what runs on its own.
 */
function isDispatchChoices(path: readonly string[], a: unknown, b: unknown): boolean {
  const scalars = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean');
  return path.length === 5 && path[1] === 'workflow_dispatch' && path[2] === 'inputs' && path[4] === 'options' && scalars(a) && scalars(b);
}

/** True when every difference between a and b (at `path`) is a routine one. */
function routine(a: unknown, b: unknown, path: readonly string[], walk: Walk): boolean {
  walk.nodes += 1;
  if (walk.nodes > MAX_NODES) return false;
  const key = path[path.length - 1] ?? '';
  if (path.some((segment, i) => segment === 'matrix' && path[i - 1] === 'strategy')) return true;
  if (FREE_KEYS.has(key) && typeof a !== 'object' && typeof b !== 'object') return true;
  if (path[path.length - 2] === 'with' && isVersionKey(key)) return true;
  // An action's input whose text only gains, loses or changes versions (`args: --interpreter 3.13
  // 3.14` to `--interpreter 3.13 3.14 3.15`): the same input for another set of toolchains.
  if (path[path.length - 2] === 'with' && !SCRIPT_INPUT.test(key) && typeof a === 'string' && typeof b === 'string' && onlyVersionsDiffer(a, b)) return true;
  // Another GitHub-hosted image, or a job moved onto one from a self-hosted or third-party runner
  // (`buildjet-8vcpu-ubuntu-2204`, a runner `group:`): the same steps on GitHub's own machines, which
  // see nothing the old runner did not. The other way, onto a runner of one's own, is not routine.
  if (key === 'runs-on' && isHostedRunner(b)) return true;
  // A concurrency group's name (workflow or job level): which runs share a lane, not what they run.
  if (key === 'group' && path[path.length - 2] === 'concurrency' && typeof a === 'string' && typeof b === 'string') return true;
  if (key === 'uses') return a === b || sameActionOtherRef(a, b);
  // A condition that picks a matrix cell by its version (`matrix.node-version == 23` to `== 24`, the
  // coverage upload moved to the new toolchain beside the matrix's own bump): the same step, run on
  // another cell of the same job.
  if (key === 'if' && typeof a === 'string' && typeof b === 'string') return bareCondition(a) === bareCondition(b) || matrixVersionMoved(bareCondition(a), bareCondition(b));
  if (isDispatchChoices(path, a, b)) return true;
  // When a scheduled workflow runs (`on.schedule[].cron`): how often, not what runs or with which rights.
  if (path.length === 4 && path[0] === 'on' && path[1] === 'schedule' && key === 'cron' && typeof a === 'string' && typeof b === 'string') return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    return a.every((item, i) => routine(item, b[i], [...path, String(i)], walk));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const inA = k in a;
      const inB = k in b;
      if (!inA || !inB) {
        // Adding or dropping a free key (a name, a timeout) or a tool version is routine too.
        if (FREE_KEYS.has(k) || (key === 'with' && isVersionKey(k))) continue;
        // A job's or step's `continue-on-error` dropped: its failures fail the run again, stricter
        // (calib50: a replay of an HTTP client rated "Formalize 3.15 support" medium as a first
        // contribution, the allowance for the pre-release gone). Added, it lets failures pass: not routine.
        if (k === 'continue-on-error' && inA && !inB) continue;
        // A step given a `with:` of tool versions only (`python-version: "3.x"`), or losing one.
        if (k === 'with' && onlyVersionKeys(inA ? a[k] : b[k])) continue;
        return false;
      }
      if (!routine(a[k], b[k], [...path, k], walk)) return false;
    }
    return true;
  }
  return a === b;
}

/**
 * A job's or step's `if:` as GitHub evaluates it: the value is an expression with or without its
 * `${{ }}` wrapper (`"!startsWith(matrix.python-version, 'pypy')"` and `${{ !startsWith(…) }}` are one
 * condition; a replay of a Python build tool's "Fix typo" rated the wrapper added medium). Only a
 * wrapper around the whole value is taken off; anything else is compared as written.
 */
function bareCondition(value: string): string {
  const trimmed = value.trim();
  if (!trimmed.startsWith('${{') || !trimmed.endsWith('}}')) return trimmed;
  const inner = trimmed.slice(3, -2);
  return inner.includes('}}') || inner.includes('${{') ? trimmed : inner.trim();
}

/**
 * An action's input that is code a script host runs (`actions/github-script`'s `script:`: a number
 * there is logic, not a version), or names what is fetched or read (`ref: release2` is another
 * branch, not another toolchain).
 */
const SCRIPT_INPUT = /^(?:script|scripts|code)$|ref|sha|commit|branch|tag|repo|url|path/i;
/** Where an input's text is split into words: whitespace, quotes, commas, brackets. */
const WORD_SEPARATORS = /[\s'",[\]()]+/;
/**
 * A version as a word: `3.15`, `3.14t` (free-threaded), `3.15.0a1`, `pypy3.11`, `graalpy3.12`, `cp313`,
 * `v22`: an interpreter's or runtime's prefix at most, never another name (`evilpkg1.0` is no version).
 */
const VERSION_WORD = /^(?:v|py|pypy|graalpy|cp|pp|python|node|go|jdk|java|ruby|php|dotnet|net)?\d{1,4}(?:\.\d{1,4}){0,3}(?:t|[ab]\d{1,2}|rc\d{1,2}|-dev)?$/i;
/** Longest input text compared word by word. */
const MAX_INPUT_TEXT = 4_000;

/**
 * True when two texts of an input differ only in versions: with their version words (VERSION_WORD)
 * taken out, the other words (at least one: a bare `v2` may be a branch) are the same, in the same
 * order, and at least one version word differs. A version cannot name a program, a URL or an option, so the input asks the action for
 * the same work on other toolchains (calib50: a replay of a validation library's "Add initial
 * support for Python 3.15" rated medium for maturin's `args: … --interpreter ${{ matrix.interpreter
 * || '3.10 … 3.14t' }}` given `3.15 3.15t`).
 */
function onlyVersionsDiffer(a: string, b: string): boolean {
  if (a === b || a.length > MAX_INPUT_TEXT || b.length > MAX_INPUT_TEXT) return false;
  const words = (text: string) => text.split(WORD_SEPARATORS).filter((w) => w !== '');
  const wa = words(a);
  const wb = words(b);
  const rest = (ws: string[]) => ws.filter((w) => !VERSION_WORD.test(w)).join('\u0000');
  const kept = rest(wa);
  return kept !== '' && kept === rest(wb);
}

/** A matrix value compared in a condition: `matrix.node-version == 24`, `matrix.python == '3.13'`. */
const MATRIX_REFERENCE = /\bmatrix\.[\w-]{1,60}\s{0,3}[!=]=/;

/**
 * True when two conditions differ only in versions (onlyVersionsDiffer) and compare a matrix value:
 * which cell of the job's matrix runs the step, not what it runs or with which rights.
 */
function matrixVersionMoved(a: string, b: string): boolean {
  return MATRIX_REFERENCE.test(a) && MATRIX_REFERENCE.test(b) && onlyVersionsDiffer(a, b);
}

function onlyVersionKeys(value: unknown): boolean {
  return isRecord(value) && Object.keys(value).every(isVersionKey);
}

/**
 * The triggers in one form: `on: push`, `on: [push, pull_request]` and `on:` with `push:` and
 * `pull_request:` keys and no settings are the same triggers, written three ways.
 */
function triggers(on: unknown): unknown {
  if (typeof on === 'string') return { [on]: null };
  if (Array.isArray(on) && on.every((t) => typeof t === 'string')) return Object.fromEntries(on.map((t: string) => [t, null]));
  return on;
}

function parseYaml(text: string): unknown {
  const parsed = parseYamlLimited(text, { maxAliasCount: 100 });
  return parsed.ok ? parsed.value : undefined;
}

/** True when the edit from base to head content is routine (both must parse as YAML mappings). */
export function isRoutineWorkflowChange(base: string | null, head: string | null): boolean {
  if (base === null || head === null) return false;
  const a = parseYaml(base);
  const b = parseYaml(head);
  if (!isRecord(a) || !isRecord(b)) return false;
  if ('on' in a && 'on' in b) return routine({ ...a, on: triggers(a.on) }, { ...b, on: triggers(b.on) }, [], { nodes: 0 });
  return routine(a, b, [], { nodes: 0 });
}
