import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { KNOWN_BUILD_PACKAGES } from '../../ecosystems/npm/build-allowlist.js';
import { keyLine } from '../../ecosystems/npm/install-guards.js';
import type { InstallGuard, InstallGuards, ReleaseAgeGuard } from '../../ecosystems/types.js';
import { baseNameOf } from '../../ecosystems/util.js';
import type { Dependency } from '../../signal/schema.js';
import type { ParsedFile } from './parsed-file.js';

/** A cooldown under a day no longer keeps out the worm releases of 2025, taken down within hours. */
const DAY_MINUTES = 1_440;
/** pnpm 11 and later wait a day when nothing is set (pnpm 10 and earlier: not at all). */
const PNPM_DEFAULT_MINUTES = 1_440;

/** Both sides of a changed npm-family settings file, as the guards compare them; null when either cannot be read. */
interface Sides {
  readonly file: ParsedFile;
  readonly base: InstallGuards;
  /** Empty for a file the PR deletes. */
  readonly head: InstallGuards;
  readonly headContent: string;
}

function sidesOf(file: ParsedFile): Sides | null {
  if (file.ecosystem !== 'npm' || file.match.file.kind === 'lockfile') return null;
  if (file.base === null || file.base.skipReason !== undefined) return null;
  const removed = file.file.status === 'removed';
  if (!removed && (file.head === null || file.head.skipReason !== undefined)) return null;
  return { file, base: file.base.installGuards ?? {}, head: removed ? {} : (file.head?.installGuards ?? {}), headContent: removed ? '' : (file.content?.head ?? '') };
}

/** What every readable head of the PR's npm-family settings files turns on together: a guard moved between files is kept. */
interface HeadsTogether {
  readonly maxReleaseAge: number;
  readonly trustPolicy: boolean;
  readonly scriptsBlocked: boolean;
  readonly neverBuilt: ReadonlySet<string>;
  readonly keptOff: ReadonlySet<string>;
  /** Names some allowlist lets build; null when no head sets an allowlist. */
  readonly allowed: ReadonlySet<string> | null;
  /** The pnpm a changed package.json's `packageManager` names, when one does. */
  readonly pnpmMajor: number | undefined;
}

function headsTogether(files: readonly ParsedFile[]): HeadsTogether {
  let maxReleaseAge = 0;
  let trustPolicy = false;
  let scriptsBlocked = false;
  const neverBuilt = new Set<string>();
  const keptOff = new Set<string>();
  let allowed: Set<string> | null = null;
  let pnpmMajor: number | undefined;
  for (const file of files) {
    if (file.ecosystem !== 'npm' || file.head === null || file.head.skipReason !== undefined) continue;
    const guards = file.head.installGuards;
    if (guards === undefined) continue;
    for (const age of guards.releaseAge ?? []) maxReleaseAge = Math.max(maxReleaseAge, age.minutes);
    if (guards.pnpmMajor !== undefined) pnpmMajor = Math.max(pnpmMajor ?? 0, guards.pnpmMajor);
    trustPolicy ||= guards.trustPolicy !== undefined;
    scriptsBlocked ||= guards.scriptsBlocked !== undefined;
    for (const name of guards.neverBuilt ?? []) neverBuilt.add(name);
    for (const name of guards.buildsKeptOff ?? []) keptOff.add(name);
    if (guards.buildsAllowed !== undefined) {
      allowed ??= new Set<string>();
      for (const name of guards.buildsAllowed) allowed.add(name);
    }
  }
  return { maxReleaseAge, trustPolicy, scriptsBlocked, neverBuilt, keptOff, allowed, pnpmMajor };
}

function duration(minutes: number): string {
  if (minutes <= 0) return 'none';
  if (minutes % DAY_MINUTES === 0) return `${minutes / DAY_MINUTES} day${minutes === DAY_MINUTES ? '' : 's'}`;
  if (minutes >= 60 && minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  return `${Math.round(minutes * 100) / 100} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * What a cooldown the file lowers or drops leaves, or null when it leaves as much: the value the head
 * sets, or, where the head sets none, the tool's default. pnpm 11 and later wait a day by default and
 * pnpm 10 and earlier not at all: unless a changed package.json's `packageManager` says which, a pnpm
 * cooldown dropped is low whatever it was ("rely on pnpm 11's default" is an ordinary clean-up).
 */
function cooldownLeft(before: ReleaseAgeGuard, after: ReleaseAgeGuard | undefined, pnpmMajor: number | undefined): { minutes: number; unknown: boolean } | null {
  if (after !== undefined || before.tool !== 'pnpm') {
    const minutes = after?.minutes ?? 0;
    return minutes >= before.minutes ? null : { minutes, unknown: false };
  }
  if (pnpmMajor === undefined) return { minutes: 0, unknown: true };
  const minutes = pnpmMajor >= 11 ? PNPM_DEFAULT_MINUTES : 0;
  return minutes >= before.minutes ? null : { minutes, unknown: false };
}

/** `package-gate-weakened` for a cooldown the file lowers or drops (none of the PR's files keeping it elsewhere). */
function releaseAgeFinding(sides: Sides, before: ReleaseAgeGuard, after: ReleaseAgeGuard | undefined, left: { minutes: number; unknown: boolean }): KeyedFinding {
  const path = sides.file.path;
  const now = left.minutes;
  const dropped = sides.file.file.status === 'removed' ? 'deletes the file that set it' : 'removes it';
  const how =
    after !== undefined
      ? `lowers it to ${after.setting} (${duration(now)})`
      : left.unknown
        ? `${dropped}: pnpm 11 and later then wait a day, their default, and pnpm 10 and earlier not at all`
        : before.tool === 'pnpm' && now > 0
          ? `${dropped}, leaving pnpm's default of ${duration(now)}`
          : dropped;
  return makeFinding({
    id: 'package-gate-weakened',
    severity: left.unknown || now >= DAY_MINUTES ? 'low' : 'medium',
    title: after === undefined ? `${before.tool}'s minimum release age removed from ${baseNameOf(path)}` : `${before.tool}'s minimum release age lowered to ${duration(now)}`,
    detail: `${path} set ${before.setting} (${duration(before.minutes)}): ${before.tool} installed no version published more recently, the cooldown that kept the 2025 npm worm releases (Shai-Hulud, the nx and chalk/debug compromises, taken down within hours) out of installs. This PR ${how}${now <= 0 && !left.unknown ? ', so a release published a minute ago is installed at once' : ''}. Check why, and keep the cooldown at a day or more; exclude a single package (minimumReleaseAgeExclude, npmPreapprovedPackages) rather than lowering it for all.`,
    path,
    line: after?.line ?? null,
    subject: `release-age ${before.tool}`,
  });
}

function trustPolicyFinding(sides: Sides): KeyedFinding {
  const path = sides.file.path;
  const setting = sides.base.trustPolicy?.setting ?? 'trustPolicy: no-downgrade';
  return makeFinding({
    id: 'package-gate-weakened',
    // Low: the policy refuses only a provenance downgrade, and was turned off often for its false
    // refusals (replays of a CLI's and a library's "remove pnpm trust policy" were rated medium, one high).
    severity: 'low',
    title: `pnpm's trust policy turned off in ${baseNameOf(path)}`,
    detail: `${path} set ${setting}: pnpm refused a release published with less provenance than the versions before it (no trusted publisher, no provenance attestation), as a stolen npm token publishes it. This PR ${sides.file.file.status === 'removed' ? 'deletes the file' : 'drops the setting or sets it off'}, and no other file of the PR sets it. Check why; exclude the one package that needs it (trustPolicyExclude) rather than turning the policy off.`,
    path,
    line: keyLine(sides.headContent, 'trustPolicy') ?? keyLine(sides.headContent, 'trust-policy'),
    subject: 'trust-policy',
  });
}

/**
 * `package-gate-waived` (low) for pnpm's `trustPolicyIgnoreAfter` set or lowered while the trust
 * policy stays on: a release published longer ago than that is installed even when its publisher's
 * trust level dropped. A stolen token's release is hours old when it spreads; the shorter the
 * window, the sooner pnpm stops refusing it.
 */
function trustIgnoredFinding(sides: Sides, after: InstallGuard & { readonly minutes: number }, before: number): KeyedFinding {
  const path = sides.file.path;
  return makeFinding({
    id: 'package-gate-waived',
    severity: 'low',
    title: `pnpm's trust policy ignored for releases older than ${duration(after.minutes)}`,
    detail: `${path} sets ${after.setting}${Number.isFinite(before) ? ` (the base waited ${duration(before)})` : ''}: pnpm's trustPolicy: no-downgrade stays on, but a release published longer ago than ${duration(after.minutes)} is installed even when it was published with less provenance than the versions before it, as a stolen npm token publishes it${after.minutes < DAY_MINUTES ? '; under a day, a worm release that is not taken down within the hour gets through' : ''}. Check why; exclude the one package that needs it (trustPolicyExclude) rather than a window for every package.`,
    path,
    line: after.line,
    subject: `trust-policy-ignore-after ${after.minutes}`,
  });
}

function scriptsUnblockedFinding(sides: Sides): KeyedFinding {
  const path = sides.file.path;
  const setting = sides.base.scriptsBlocked?.setting ?? 'ignore-scripts=true';
  return makeFinding({
    id: 'npm-install-script',
    // High when the PR also adds a package (escalateBuildsOfNewPackages): unreviewed code then runs on install.
    severity: 'medium',
    title: `Install scripts allowed for every dependency (${setting} dropped)`,
    detail: `${path} set ${setting}: no dependency's preinstall, install or postinstall script ran on install. This PR ${sides.file.file.status === 'removed' ? 'deletes the file' : 'drops that setting'}, and no other file of the PR blocks them: every package in the dependency graph now runs its install scripts on developer machines and in CI, with their credentials, the way the 2025 npm worms spread (pnpm 10 and later still build only the packages it is told to). Keep scripts off and allow the few packages that need them by name.`,
    path,
    // The dropped setting's own key, where the head still writes it (`ignore-scripts=false`).
    line: keyLine(sides.headContent, setting.split(/[=: ]/, 1)[0] ?? setting),
    subject: 'build-allowed *',
  });
}

function neverBuiltFinding(sides: Sides, name: string, listKept: boolean): KeyedFinding {
  const path = sides.file.path;
  const known = KNOWN_BUILD_PACKAGES.has(name.toLowerCase());
  return makeFinding({
    id: 'npm-install-script',
    severity: known || !listKept ? 'low' : 'medium',
    title: `Install scripts allowed for ${name} (dropped from neverBuiltDependencies)`,
    detail: `${path} listed ${name} under neverBuiltDependencies, so pnpm never ran its install scripts. ${listKept ? `This PR drops it from the list, while the rest stays: ${name}'s preinstall, install and postinstall scripts now run on every install, on developer machines and in CI.` : `This PR drops the whole list, and no allowlist (onlyBuiltDependencies, allowBuilds) takes its place: pnpm 9 and earlier now run ${name}'s install scripts, with every other package's (pnpm 10 and later run none it is not told to).`} ${known ? `${name} is a well-known package whose install script builds or fetches its native binary.` : 'Check what its script does before letting it run.'}`,
    path,
    line: keyLine(sides.headContent, 'neverBuiltDependencies') ?? keyLine(sides.headContent, '"neverBuiltDependencies"'),
    package: name,
    subject: `build-allowed ${name}`,
  });
}

/**
 * Defences against a compromised release that a PR lowers or drops from an npm-family settings
 * file (npm/install-guards.ts reads them): a release-age cooldown lowered or removed and pnpm's
 * trust policy turned off (`package-gate-weakened`), every dependency's install scripts unblocked
 * (`ignore-scripts=true`, `enableScripts: false`, `ignoreScripts: true` dropped) and a package
 * dropped from pnpm's `neverBuiltDependencies` (`npm-install-script`). Compared across the PR's
 * files: a setting moved to another settings file (pnpm 11 reads its settings from
 * pnpm-workspace.yaml rather than .npmrc; a project moving from npm to pnpm) is kept, and so is a
 * package another list still keeps from building; a pnpm allowlist in the PR's files decides what
 * builds in place of a dropped block. A file the PR adds has no base to weaken.
 */
export function checkInstallGuards(files: readonly ParsedFile[]): KeyedFinding[] {
  const all = files.map(sidesOf).filter((s): s is Sides => s !== null);
  if (!all.some((s) => Object.keys(s.base).length > 0)) return [];
  const heads = headsTogether(files);
  const findings: KeyedFinding[] = [];
  // The shortest trustPolicyIgnoreAfter the PR's bases set (none: the policy held for every release), when one of them turned the policy on.
  const baseTrusted = all.some((s) => s.base.trustPolicy !== undefined);
  const baseIgnoreAfter = all.reduce((least, s) => Math.min(least, s.base.trustIgnoreAfter?.minutes ?? Infinity), Infinity);
  for (const sides of all) {
    const { base, head } = sides;
    const ignoreAfter = head.trustIgnoreAfter;
    if (baseTrusted && heads.trustPolicy && ignoreAfter !== undefined && ignoreAfter.minutes < baseIgnoreAfter) findings.push(trustIgnoredFinding(sides, ignoreAfter, baseIgnoreAfter));
    for (const before of base.releaseAge ?? []) {
      if (before.minutes <= 0) continue;
      const after = (head.releaseAge ?? []).find((age) => age.tool === before.tool);
      const left = cooldownLeft(before, after, heads.pnpmMajor);
      if (left === null || heads.maxReleaseAge >= before.minutes) continue;
      findings.push(releaseAgeFinding(sides, before, after, left));
    }
    if (base.trustPolicy !== undefined && !heads.trustPolicy) findings.push(trustPolicyFinding(sides));
    // A pnpm allowlist in the PR (a move from npm or Yarn to pnpm) decides what builds; its entries are reported on their own.
    if (base.scriptsBlocked !== undefined && !heads.scriptsBlocked && heads.allowed === null) findings.push(scriptsUnblockedFinding(sides));
    const listKept = head.neverBuilt !== undefined;
    for (const name of base.neverBuilt ?? []) {
      if (heads.neverBuilt.has(name) || heads.keptOff.has(name)) continue;
      // Under an allowlist a package builds only when named there, and an entry added there is reported on its own.
      if (heads.allowed !== null) continue;
      findings.push(neverBuiltFinding(sides, name, listKept));
    }
  }
  return findings;
}

/** The subject a finding was keyed by (`build-allowed esbuild`). */
function subjectOf(finding: KeyedFinding): string {
  const at = finding.key.indexOf('\u0000', finding.key.indexOf('\u0000') + 1);
  return at < 0 ? '' : finding.key.slice(at + 1);
}

/**
 * An install-script allowance (onlyBuiltDependencies, allowBuilds, trustedDependencies, Yarn's
 * `built: true`) for a package the same PR adds as a direct dependency, and not one known to build
 * its native binary: high, as a new direct dependency's install script is. pnpm-lock.yaml v9 no
 * longer records which packages build, so the allowance is the only sign that the new package runs
 * code on install, and the shape of an attack: add a package, and let its postinstall run. Likewise
 * every dependency's scripts unblocked (medium alone: a block reverted) in a PR that adds packages.
 */
export function escalateBuildsOfNewPackages(findings: readonly KeyedFinding[], added: readonly Dependency[]): KeyedFinding[] {
  const npm = added.filter((d) => d.ecosystem === 'npm');
  if (npm.length === 0) return [...findings];
  const direct = new Set(npm.filter((d) => /(?:^|\/)(?:package\.json|pnpm-workspace\.yaml)$/.test(d.manifest)).map((d) => d.name.toLowerCase()));
  return findings.map((finding) => {
    if (finding.id !== 'npm-install-script' || finding.severity !== 'medium') return finding;
    const subject = subjectOf(finding);
    // Every dependency's scripts unblocked in a PR that adds packages: theirs run on the next install, unreviewed.
    if (subject === 'build-allowed *') {
      const names = npm.slice(0, 3).map((d) => d.name).join(', ') + (npm.length > 3 ? ` and ${npm.length - 3} more` : '');
      return { ...finding, severity: 'high', detail: `${finding.detail} The same PR adds ${npm.length === 1 ? 'a package' : `${npm.length} packages`} (${names}), whose install scripts then run on the next install.` };
    }
    if (finding.package === null || !subject.startsWith('build-allowed ') || !direct.has(finding.package.toLowerCase())) return finding;
    return { ...finding, severity: 'high', detail: `${finding.detail} ${finding.package} is also new in this PR: a package added and allowed to run its install scripts in one change.` };
  });
}
