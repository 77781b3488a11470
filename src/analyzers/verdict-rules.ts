import type { ReviewAction, RiskLevel, Severity, TrustLevel } from '../signal/schema.js';
import { SEVERITY_RANK } from '../signal/severity.js';
import { listNames } from './list-names.js';

/**
 * The verdict model: how evidence becomes the risk level and the suggested review action. One
 * table, VERDICT_RULES, which docs/signal.md ("Verdict rules") reproduces row for row (a test
 * compares the two). risk.ts applies the level effects, review.ts the actions, both from here.
 *
 * Level: the score's level (noisy-OR of the drivers through risk_thresholds), lowered by every cap
 * whose rule applies, then raised by every floor whose rule applies (a floor always wins).
 * Action: the first rule with an action whose condition holds, in table order.
 */

export const LEVEL_RANK: Readonly<Record<RiskLevel, number>> = { low: 0, medium: 1, high: 2, critical: 3 };
export const TRUST_RANK: Readonly<Record<TrustLevel, number>> = { unknown: 0, low: 1, medium: 2, high: 3 };

/** The worst of some severities, info left out (an info finding is a note, not evidence); null when none is left. */
export function worstSeverity(severities: readonly Severity[]): Severity | null {
  let worst: Severity | null = null;
  for (const severity of severities) {
    if (severity === 'info') continue;
    if (worst === null || SEVERITY_RANK[severity] > SEVERITY_RANK[worst]) worst = severity;
  }
  return worst;
}

/** Facts the level rules read (known before the level is). */
export interface LevelFacts {
  /** Worst severity among findings and known vulnerabilities; null when there is none. */
  readonly worstFinding: Severity | null;
  /** A required check failed (a check is required when configured in required_checks). */
  readonly requiredCheckFailed: boolean;
  /** Binary artifacts added or modified that no finding covers. */
  readonly uncoveredBinaries: boolean;
  /**
   * A trusted author's routine change (rule `trusted-routine`): the author's trust is medium or
   * high, every check reported and passed, and no driver but size, tests-missing, low or info
   * findings, and sensitive-paths on CI or update-bot files the rules read and found nothing in.
   * Computed in risk.ts; absent counts as false.
   */
  readonly trustedRoutine?: boolean;
  /**
   * A first contribution that is only large (rule `first-contribution-effort-only`): the author's
   * trust is low from an established account, every check reported and passed, and no driver but
   * that trust driver, size, tests-missing of at most ten untested lines and info findings. Computed in risk.ts;
   * absent counts as false.
   */
  readonly firstContributionEffortOnly?: boolean;
}

/** A finding or known vulnerability, as the action rules name it. */
export interface NamedFinding {
  readonly severity: Severity;
  readonly title: string;
}

/** Facts the action rules read: the level facts plus the level and everything review weighs. */
export interface ActionFacts extends LevelFacts {
  readonly level: RiskLevel;
  readonly score: number;
  readonly thresholds: { readonly medium: number; readonly high: number; readonly critical: number };
  /** Findings and known vulnerabilities, every severity but info. */
  readonly findings: readonly NamedFinding[];
  /** review.request_changes_severity, clamped to high at most (a high finding always blocks). */
  readonly blockingSeverity: Severity;
  /** Failing checks that request_changes weighs (required ones when required_checks is set); [] when the option is off. */
  readonly blockingChecks: readonly string[];
  readonly authorTrust: TrustLevel;
  readonly reviewableLines: number;
  readonly reviewableFiles: number;
  readonly maxLines: number;
  readonly maxFiles: number;
  readonly baseBranch: string;
  readonly conflicts: boolean;
  /** No check run or commit status reported on the head commit. */
  readonly noCi: boolean;
  /** What keeps the PR from approve (empty: nothing). */
  readonly approveConcerns: readonly string[];
  /** Why approve holds, when approveConcerns is empty. */
  readonly approveReason: string;
}

export interface LevelEffect {
  /** The level is at least this when the rule applies. */
  readonly floor?: RiskLevel;
  /** The level is at most this when the rule applies (floors still win). */
  readonly cap?: RiskLevel;
}

export interface VerdictRule {
  readonly id: string;
  /** The condition, as docs/signal.md states it. */
  readonly when: string;
  readonly level: LevelEffect | null;
  readonly action: ReviewAction | null;
  /** Whether the level effect applies (rules with a level effect). */
  readonly levelApplies?: (f: LevelFacts) => boolean;
  /** The reasons the action holds, or null when it does not (rules with an action). */
  readonly reasons?: (f: ActionFacts) => string[] | null;
}

function atSeverity(f: ActionFacts, test: (rank: number) => boolean): NamedFinding[] {
  return f.findings.filter((x) => test(SEVERITY_RANK[x.severity]));
}

function findingReason(found: readonly NamedFinding[], what: string): string {
  return `${found.length} ${found.length === 1 ? 'finding' : 'findings'} ${what} (${listNames(found.map((x) => x.title))})`;
}

const untrusted = (f: ActionFacts): boolean => TRUST_RANK[f.authorTrust] <= TRUST_RANK.low;
const hasMediumOrMore = (f: LevelFacts): boolean => f.worstFinding !== null && SEVERITY_RANK[f.worstFinding] >= SEVERITY_RANK.medium;
const worstIs = (f: LevelFacts, severity: Severity): boolean => f.worstFinding === severity;

/**
 * Below this many reviewable lines a file on average, a PR over the file limit is a sweep (gofumpt,
 * a linter's fixes, a typo fixed across the docs, a signature changed at every call): one change
 * repeated, read in minutes, not a PR to split.
 */
export const SWEEP_LINES_PER_FILE = 5;

/** Reviewable files above the limit, unless the PR is a sweep of a few lines a file (SWEEP_LINES_PER_FILE). */
export function tooManyFiles(files: number, lines: number, maxFiles: number): boolean {
  return files > maxFiles && lines >= SWEEP_LINES_PER_FILE * files;
}

export const VERDICT_RULES: readonly VerdictRule[] = [
  {
    id: 'critical-finding',
    when: 'a finding or known vulnerability of critical severity',
    level: { floor: 'critical' },
    action: 'request_changes',
    levelApplies: (f) => worstIs(f, 'critical'),
    reasons: (f) => {
      const found = atSeverity(f, (r) => r >= SEVERITY_RANK.critical);
      return found.length > 0 ? [findingReason(found, 'of critical severity')] : null;
    },
  },
  {
    id: 'high-finding',
    when: 'a finding or known vulnerability of high severity (or at or above `review.request_changes_severity` when that is set lower; a higher setting counts as high)',
    level: { floor: 'high' },
    action: 'request_changes',
    levelApplies: (f) => worstIs(f, 'high'),
    reasons: (f) => {
      const found = atSeverity(f, (r) => r >= SEVERITY_RANK[f.blockingSeverity]);
      return found.length > 0 ? [findingReason(found, `at or above ${f.blockingSeverity} severity`)] : null;
    },
  },
  {
    id: 'failing-checks',
    when: 'a check failed and `review.request_changes_on_failing_checks` is on (only required checks count when `required_checks` is set); the level floor needs a required check',
    level: { floor: 'medium' },
    action: 'request_changes',
    levelApplies: (f) => f.requiredCheckFailed,
    reasons: (f) => (f.blockingChecks.length > 0 ? [`${f.blockingChecks.length === 1 ? 'check' : 'checks'} failing (${listNames(f.blockingChecks)})`] : null),
  },
  {
    id: 'medium-finding-adds-up',
    when: 'a finding of medium severity, a score at or above `risk_thresholds.critical`, and an author of less than high trust: the other evidence adds up (a maintainer’s own PR is asked to change by its findings, not by its size, tests or dependencies)',
    level: null,
    action: 'request_changes',
    reasons: (f) => {
      const found = atSeverity(f, (r) => r === SEVERITY_RANK.medium);
      return found.length > 0 && f.score >= f.thresholds.critical && TRUST_RANK[f.authorTrust] < TRUST_RANK.high
        ? [findingReason(found, 'of medium severity'), `with the rest of the evidence the score reaches ${f.score.toFixed(2)}`]
        : null;
    },
  },
  {
    id: 'too-large',
    when: 'reviewable lines above `review.needs_discussion_lines`, or reviewable files above `review.needs_discussion_files` with at least 5 reviewable lines a file on average (a sweep of a few lines a file, a linter or formatter run or a rename across the tree, reads as one change repeated); a PR whose title says a formatter ran is measured without the files it only re-laid out (the same words removed and added)',
    level: null,
    action: 'needs_discussion',
    reasons: (f) => {
      const out: string[] = [];
      if (f.reviewableLines > f.maxLines) out.push(`too large to review well: ${f.reviewableLines} reviewable lines (limit ${f.maxLines})`);
      if (tooManyFiles(f.reviewableFiles, f.reviewableLines, f.maxFiles)) out.push(`too many files: ${f.reviewableFiles} reviewable files (limit ${f.maxFiles})`);
      return out.length > 0 ? out : null;
    },
  },
  {
    id: 'conflicts',
    when: 'merge conflicts with the base branch',
    level: null,
    action: 'needs_discussion',
    reasons: (f) => (f.conflicts ? [`merge conflicts with ${f.baseBranch}`] : null),
  },
  {
    id: 'untrusted-without-ci',
    when: 'no check reported and the author’s trust is low or unknown',
    level: null,
    action: 'needs_discussion',
    reasons: (f) => (f.noCi && untrusted(f) ? [`no CI evidence and author trust is ${f.authorTrust}`] : null),
  },
  {
    id: 'untrusted-medium-finding',
    when: 'a finding of medium severity and the author’s trust is low or unknown',
    level: null,
    action: 'needs_discussion',
    reasons: (f) => {
      const found = atSeverity(f, (r) => r === SEVERITY_RANK.medium);
      return found.length > 0 && untrusted(f) ? [findingReason(found, 'of medium severity'), `author trust is ${f.authorTrust}`] : null;
    },
  },
  {
    id: 'soft-drivers-only',
    when: 'no finding or known vulnerability of medium severity or more: paths, trust, tests, size, CI state and dependency counts alone cannot make a PR high',
    level: { cap: 'medium' },
    action: null,
    levelApplies: (f) => !hasMediumOrMore(f),
  },
  {
    id: 'trusted-routine',
    when: 'no finding or known vulnerability of medium severity or more, an author of medium or high trust, every check reported and passed, and no risk driver but `size`, `tests-missing`, low or info findings, `major-updates` of development tooling and actions only that every check passed with (its 0.05 weight: had the new major broken the build or the lint, CI would have failed; a replay of an HTTP client rated its maintainer’s PHP-CS-Fixer 3 upgrade with the workflow command it needs medium), `new-dependencies` whose every package only an example, test, playground or documentation-site project lists (the sample projects a packaging library’s tests parse, which users never install: a replay rated such a maintainer refactor medium) or only a lockfile the base had lists as a development package from the registry that no manifest declares (`uv lock --upgrade`, a refreshed `package-lock.json`: what the resolver chose for the tooling contributors and CI run; a replay of a CLI library rated its maintainer’s `update dev dependencies`, uv.lock alone with 5 such packages beside a setup-uv major, medium; since 2026-12-01), and `sensitive-paths` whose files are all CI or update-bot files that the rules read on both sides and found nothing of low severity or more in, each editing at most the commands of steps its base had (the same steps, jobs, actions, triggers, secrets and images, no env block newly setting a variable that makes every program load other code, `LD_PRELOAD`, `NODE_OPTIONS`, `BASH_ENV`, `GOFLAGS`, `RUSTC_WRAPPER`, since 2026-12-01 (options that load nothing aside, `NODE_OPTIONS: --max-old-space-size=4096`, `RUBYOPT: --enable-frozen-string-literal`, `JAVA_TOOL_OPTIONS: -Xmx2g`: a replay of a Ruby web framework rated its test job given such a `RUBYOPT` medium; since 2026-12-02), and a token that can do no more: the same permissions, or a `permissions:` block written where the repository’s default token ran (taken as GitHub’s permissive default: every scope but `id-token` writable) or one that lowers scopes, `issues: write` and `pull-requests: write` declared for a thread-locking bot; an image counting as the same when it is another tag of a repository the base ran by tag, `mysql:8` to `mysql:8.4`, or another digest of one it pinned; steps may be removed, except a guard such as `step-security/harden-runner`, `gradle/actions/wrapper-validation`, `actions/dependency-review-action`, zizmor, Scorecard, the CodeQL analysis or a build provenance attestation (`actions/attest-build-provenance`), whose removal drops a check: a duplicated setup step dropped, two test commands folded into one; the steps left unchanged anchor the rest, so a new step cannot pass for an edit of an unchanged one: a replay of a Rust web framework rated three such maintainer edits medium) or, in a workflow that runs on `push`, `pull_request`, `merge_group`, `workflow_dispatch` or `schedule` only, adding steps or jobs built from what it already runs (actions it uses, or another action of an account whose action it uses given no input that is code, or, given no input that is code, an action that another workflow or action of the repository, unchanged by the PR, runs at its base, when the base’s workflows were read (`codecov/codecov-action` added to the test job while the nightly workflow has run it for years; since 2026-12-01), `actions/cache` beside `actions/checkout` (`actions/github-script`, a `script:` or `run:` input is a new command), scripts it runs, commands it runs with other version arguments (a version as the value of an option too, `./gradlew test -Ptest.java.version=8` and `…=${{ matrix.java-version }}`) or another list of Cargo features (`cargo test --features unstable-index` beside `cargo test --features pcre2`: another build of the project’s own code; written through the job’s env as the known command is, `${{ env.CARGO }} test … ${{ env.TARGET_FLAGS }}`, when the workflow’s and the job’s env set those variables alike at base and head and the step does not set them: a replay of that search tool rated its real step medium, since 2026-12-01), another script of a folder of the repository whose scripts it already runs the same way, the same interpreter and arguments (`ci/panic-abort.sh` beside `ci/tsan.sh`: a replay of a byte-buffer crate rated such a new job medium), Go’s, Cargo’s, rustup’s, Maven’s and Gradle’s commands on the repository’s own module where it runs that toolchain already (`go vet ./...` or `go mod download` beside `go test ./...`, `cargo test --manifest-path env/Cargo.toml`, `cargo hack build …` beside `cargo hack check …`, `rustup target add …`, `mvn clean test --projects gson --activate-profiles gson-subset` beside `mvn verify` and `./gradlew :lib:check` beside `./gradlew build`, by the same program, since 2026-12-01: a replay of a JSON library rated such a new job medium; not `go get`, a Cargo command without `--locked` where the others keep to the lockfile, `go install`, `go mod tidy`, `cargo install`, `cargo update`, a package by import path, `-toolexec`, `-exec`, `--config`, Maven’s `deploy`, a plugin goal by coordinates or of a prefix the file does not run, `-s`, a Gradle task that publishes, signs or releases, `--init-script`, `-c`, `--scan`, a property set to other than a version (`-Pcheck=off`) or that loads code or names a repository, URL or JVM argument, a path outside the repository: src/ecosystems/automation/own-commands.ts), also beside the other steps of the job edited or removed (the test servers started in a step of their own as another job does, `make test` replaced by the test runner: a replay of an HTTP client rated it medium), another package script or Makefile target run by a runner it already runs one with, `pnpm run test-serve-bundled` beside `pnpm run test-serve` (Yarn’s and pnpm’s shorthand, `yarn test:production:browser`, is `yarn run` when the name is none of the package manager’s own commands): an end-to-end job like the others; a step that only appends constant `NAME=value` lines to GITHUB_ENV, GITHUB_OUTPUT or GITHUB_STEP_SUMMARY (or echoes them as `::set-output`/`::set-env` commands), for a variable that loads no code, a value counting as constant when its command substitutions only ask the toolchain a fact: a version piped through a digest, `cut`, `tr`, `head` or `tail` with short options and no path, a package manager’s cache directory, the date (a digest of `python -VV` for a cache key, `dir=$(pip cache dir)`: a replay of a web framework rated that medium; `git`, `curl`, a script or any other program is a change of what runs); a step that writes constant text or a matrix value to a tool version file inside the checkout, the file the setup action under test reads (`echo "python ${{ matrix.python }}" > .tool-versions` before `uses: ./`: a replay of a setup action rated its maintainer’s new end-to-end job medium; since 2026-12-01; a script, a manifest, another configuration, a path outside the checkout or under `.git/`, or a value read from the event is a change of what runs); a step that echoes constant text to the log or asks the Go module proxy for the release (a GET of `proxy.golang.org` or `sum.golang.org` with only the quiet, fail and follow flags and the repository’s name and tag as its only expansions, which makes pkg.go.dev list it: a replay of a Go web framework rated that medium; another host, data sent, a file written or a pipe is a change of what runs); a leading assignment of a variable that loads code (`NODE_OPTIONS=… npm test`) is part of the command, not dropped; a step that only prints facts about the runner, `pacman -Q`, `gcc --version`, `df -h`; an install it runs kept to the lockfile, `npm install` to `npm ci`; a setting of Composer’s platform or git’s line endings written with the tool’s `config` command, `composer config platform.php 8.0.999` where the workflow runs Composer; a new job neither reads secrets nor deploys nor writes with its token), or replacing a step’s action by `run:` commands in a job whose token is declared read-only, in a file that reads no secret, with no deployment environment (`pre-commit/action` inlined as `pip install pre-commit==4.6.0` and `pre-commit run`: third-party code left a job that can change nothing; a replay of an HTTP client rated it medium): how much there is to read and whether tests came with it are effort, which the action weighs (`too-large`, approve’s effort limit), not a chance of harm, and a trusted author’s edit of a job’s own commands that the workflow rules pass is ordinary (except in a job that signs, publishes, deploys or pushes: a deployment environment, or a job name, step name, command or action that speaks of it, `twine upload`, `gh release`, `docker push`, goreleaser, a provenance attestation, uploading artifacts, test results or code-scanning results aside (`github/codeql-action/upload-sarif` beside a scanner: since 2026-12-02, a replay of a build tool rated its maintainer’s edits of a semgrep job’s command medium); there every change of what the job runs, a step removed too, is read whoever makes it, as in the other CI systems’ pipelines, and only a step that echoes constant text, prints facts or asks the Go module proxy for the release runs nothing new; a line’s trailing blanks and bash’s `source` respelled as the POSIX `.`, the same builtin, are no change: a replay of a Go CLI library rated its maintainer’s `source venv/bin/activate` to `. venv/bin/activate` before a docs deploy medium); and `new-dependencies` whose every package is an action that such a file under `.github/` adds (`actions/cache` beside `actions/checkout`, which the clause above calls built from what the workflow runs, was kept medium by that driver alone)',
    level: { cap: 'low' },
    action: null,
    levelApplies: (f) => !hasMediumOrMore(f) && f.trustedRoutine === true,
  },
  {
    id: 'first-contribution-effort-only',
    when: 'no finding or known vulnerability of medium severity or more, an author of low trust whose account is established (365 days or more: the `author-trust` weight of 0.2), every check reported and passed, and no other risk driver but `size`, `tests-missing` of at most ten untested lines of code and info findings: a first contribution that comes with its tests, or changes only tests, is large, not risky; its size is effort, which the action weighs (`too-large`, `untrusted-soft-drivers-add-up`), and an untested change, a sensitive path, a dependency, a CI edit or any finding beside it keeps it medium',
    level: { cap: 'low' },
    action: null,
    levelApplies: (f) => !hasMediumOrMore(f) && f.firstContributionEffortOnly === true,
  },
  {
    id: 'untrusted-soft-drivers-add-up',
    when: 'no finding of medium severity or more, a score at or above `risk_thresholds.high`, and the author’s trust is low or unknown',
    level: null,
    action: 'needs_discussion',
    reasons: (f) =>
      !hasMediumOrMore(f) && f.score >= f.thresholds.high && untrusted(f) ? [`the risk drivers add up (score ${f.score.toFixed(2)}) for an author whose trust is ${f.authorTrust}`] : null,
  },
  {
    id: 'binaries',
    when: 'binary artifacts added or modified that no finding covers',
    level: { floor: 'medium' },
    action: null,
    levelApplies: (f) => f.uncoveredBinaries,
  },
  {
    id: 'medium-finding',
    when: 'a finding of medium severity and none worse: never approve; the soft drivers beside it can make the PR high, not critical (critical needs a high or critical finding)',
    level: { floor: 'medium', cap: 'high' },
    action: 'comment',
    levelApplies: (f) => worstIs(f, 'medium'),
    reasons: (f) => {
      const found = atSeverity(f, (r) => r === SEVERITY_RANK.medium);
      return found.length > 0 ? [findingReason(found, 'of medium severity to look at')] : null;
    },
  },
  {
    id: 'approve',
    when: 'nothing keeps it from approve: the conditions below',
    level: null,
    action: 'approve',
    reasons: (f) => (f.approveConcerns.length === 0 ? [f.approveReason] : null),
  },
  {
    id: 'comment',
    when: 'everything else; the rationale lists what kept it from approve',
    level: null,
    action: 'comment',
    reasons: (f) => [...f.approveConcerns],
  },
];

/** The level after the table's caps and floors. */
export function applyLevelRules(scoreLevel: RiskLevel, facts: LevelFacts, rules: readonly VerdictRule[] = VERDICT_RULES): RiskLevel {
  const applied = rules.filter((r) => r.level !== null && r.levelApplies?.(facts) === true);
  let level = scoreLevel;
  for (const rule of applied) {
    const cap = rule.level?.cap;
    if (cap !== undefined && LEVEL_RANK[level] > LEVEL_RANK[cap]) level = cap;
  }
  for (const rule of applied) {
    const floor = rule.level?.floor;
    if (floor !== undefined && LEVEL_RANK[level] < LEVEL_RANK[floor]) level = floor;
  }
  return level;
}

/**
 * The action: that of the first rule with an action whose condition holds. The reasons are those
 * of every rule with the same action that holds, in table order, each once.
 */
export function decideAction(facts: ActionFacts, rules: readonly VerdictRule[] = VERDICT_RULES): { rule: string; action: ReviewAction; reasons: string[] } {
  for (const [index, rule] of rules.entries()) {
    if (rule.action === null || rule.reasons === undefined) continue;
    const first = rule.reasons(facts);
    if (first === null) continue;
    const reasons = new Set(first);
    for (const later of rules.slice(index + 1)) {
      if (later.action !== rule.action || later.reasons === undefined) continue;
      for (const reason of later.reasons(facts) ?? []) reasons.add(reason);
    }
    return { rule: rule.id, action: rule.action, reasons: [...reasons] };
  }
  // The last rule (comment) always holds; this line is reached only if the table loses it.
  throw new Error('VERDICT_RULES has no rule that always holds');
}

/** "at least high", "at most medium" or "—": the level column of the docs table. */
export function levelEffectText(effect: LevelEffect | null): string {
  if (effect === null) return '—';
  const parts: string[] = [];
  if (effect.floor !== undefined) parts.push(`at least ${effect.floor}`);
  if (effect.cap !== undefined) parts.push(`at most ${effect.cap}`);
  return parts.join(', ');
}
