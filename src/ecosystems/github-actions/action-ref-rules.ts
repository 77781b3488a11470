import type { Severity } from '../../signal/schema.js';
import { unpinnedImageFinding } from '../dockerfile/image.js';
import { builtImageNames, findDockerRuns, imageName } from '../shell/docker-run.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { lineOf } from '../util.js';
import type { RuleContext } from './facts.js';
import { scriptsOf } from './facts.js';
import { knownBadMatches } from './known-bad-actions.js';
import { parseUses } from './workflow.js';
import { isFullCommitSha } from '../../commit-sha.js';

/**
 * What a `uses:` points at: a moving ref (gha-unpinned-action, graded by owner), a known
 * compromised or vulnerable release (gha-known-vulnerable-action), unpinned container images.
 */

/** Actions that must be referenced by tag: they verify their own ref (SLSA provenance generators). */
const TAG_ONLY = [/^slsa-framework\/slsa-github-generator\//i];


function firstPartyOwner(owner: string): boolean {
  return owner === 'actions' || owner === 'github';
}

export function actionRefRules(ctx: RuleContext): void {
  for (const job of ctx.workflow.jobs) {
    const usesList = job.uses ? [job.uses] : [];
    for (const step of job.steps) if (step.uses) usesList.push(step.uses);
    for (const image of job.images) {
      const finding = unpinnedImageFinding(image, ctx.path, lineOf(ctx.content, image), `Job ${job.id}`);
      if (finding) ctx.findings.push(finding);
    }
    for (const uses of usesList) {
      if (uses.startsWith('docker://')) {
        const finding = unpinnedImageFinding(uses, ctx.path, lineOf(ctx.content, uses), `Job ${job.id}`);
        if (finding) ctx.findings.push(finding);
        continue;
      }
      const parsed = parseUses(uses);
      if (parsed === null) continue;
      const line = lineOf(ctx.content, uses);
      const bad = knownBadMatches(parsed.name, parsed.ref);
      if (bad.length > 0) {
        const malicious = bad.find((m) => m.malicious);
        const worst = malicious ?? bad[0]!;
        ctx.findings.push(
          makeFinding({
            id: 'gha-known-vulnerable-action',
            severity: malicious ? 'critical' : 'high',
            title: malicious ? `${parsed.name} is pinned to a known malicious commit` : `${uses} has a published vulnerability`,
            detail: `${bad.map((m) => `${m.entry.advisory}: ${m.entry.summary}`).join(' ')} Source: ${worst.entry.source}. Fix: ${malicious ? 'remove this ref now and rotate every secret the workflow could see since it was added; ' : ''}${worst.entry.fixedIn ? `move to ${worst.entry.fixedIn} or later, ` : ''}pinned by full commit SHA.`,
            path: ctx.path,
            line,
            package: parsed.name,
            subject: uses,
          }),
        );
      }
      if (parsed.ref !== null && isFullCommitSha(parsed.ref)) continue;
      if (TAG_ONLY.some((p) => p.test(parsed.name))) continue;
      const owner = parsed.name.split('/')[0]!.toLowerCase();
      const firstParty = firstPartyOwner(owner);
      const severity: Severity = firstParty ? 'low' : 'medium';
      ctx.findings.push(
        makeFinding({
          id: 'gha-unpinned-action',
          severity,
          title: `Action ${parsed.name} is not pinned to a commit SHA`,
          detail:
            `uses: ${uses} follows a ${parsed.ref === null ? 'default branch' : 'tag or branch'} that its owner can move to other code at any time` +
            `${firstParty ? ' (GitHub\'s own actions: lower risk)' : ' (a third-party action: whoever can push to it, or steals its maintainer\'s token, decides what runs here, as with tj-actions/changed-files in March 2025)'}. ` +
            'Fix: pin the full 40-character commit SHA and keep the tag in a comment (uses: owner/repo@<sha> # v1.2.3); Dependabot and Renovate keep such pins current.',
          path: ctx.path,
          line,
          package: parsed.name,
          subject: uses,
        }),
      );
    }
  }
  dockerRunImageRules(ctx);
  if (ctx.workflow.actionImage) {
    const finding = unpinnedImageFinding(ctx.workflow.actionImage, ctx.path, lineOf(ctx.content, ctx.workflow.actionImage), 'The action');
    if (finding) ctx.findings.push(finding);
  }
}

/**
 * `docker-unpinned-image` for a `run:` step's `docker run IMAGE` (`docker container run`, `docker
 * create`, `podman run`): the container runs whatever the tag points at, with the workspace and the
 * variables the command hands it, as a `container:` image does. An image the workflow builds, tags
 * or loads itself (`docker build -t app .` then `docker run app`, a build-push-action's `tags:`) is
 * the job's own, and a local registry's (`localhost:5000/…`) too.
 */
function dockerRunImageRules(ctx: RuleContext): void {
  const scripts = ctx.workflow.jobs.flatMap((job) => job.steps.flatMap((step) => scriptsOf(step)));
  if (!scripts.some((s) => /\b(?:docker|podman)\b/.test(s))) return;
  // Names the workflow builds, tags or loads (null: it loads an image, whose name may be any).
  let built: Set<string> | null = new Set<string>();
  for (const script of scripts) {
    const names = builtImageNames(script);
    if (names === null) built = null;
    else if (built !== null) for (const name of names) built.add(name);
  }
  for (const job of ctx.workflow.jobs) {
    for (const step of job.steps) {
      const tags = step.with.tags;
      if (built !== null && typeof tags === 'string') for (const tag of tags.split(/[\s,]+/)) if (tag !== '') built.add(imageName(tag));
    }
  }
  if (built === null) return;
  for (const job of ctx.workflow.jobs) {
    for (const step of job.steps) {
      for (const script of scriptsOf(step)) {
        for (const run of findDockerRuns(script)) {
          const name = imageName(run.image);
          if (built.has(name) || /^(?:localhost|127\.0\.0\.1)(?::\d{1,5})?\//.test(name)) continue;
          const finding = unpinnedImageFinding(run.image, ctx.path, lineOf(ctx.content, run.text) ?? lineOf(ctx.content, run.image), `Job ${job.id}'s \`docker run\``);
          if (finding) ctx.findings.push(finding);
        }
      }
    }
  }
}

/** The owner of a repository a source names on GitHub, GitLab or Bitbucket (`git+https://github.com/Acme/x@main`, `github:acme/x`), lower-cased, or null. */
function ownerOfHostedRepo(spec: string): string | null {
  const m = /(?:^|[/@])(?:github\.com|raw\.githubusercontent\.com|gitlab\.com|bitbucket\.org)[/:]([\w.-]{1,100})\/|^(?:github|gitlab|bitbucket):([\w.-]{1,100})\//i.exec(spec);
  return m === null ? null : (m[1] ?? m[2] ?? '').toLowerCase();
}

/**
 * Findings of references to the repository's own organization are lowered: an action or reusable
 * workflow of the same owner is maintained by the same people (moving refs there are routine);
 * a package a build installs from such a repository (`remote-package-install`) goes from medium to low,
 * and a submodule cloned from a GitHub repository of the same owner (`git-submodule`) from medium to info.
 * A comment or label scope (`pull-requests`, `issues: write`) granted to jobs that run an action of
 * the same owner is that action's (it takes the job's token by its input default): not reported.
 */
export function lowerOwnOrganization(findings: readonly KeyedFinding[], repositoryOwner: string): KeyedFinding[] {
  const owner = repositoryOwner.toLowerCase();
  // A tool a workflow installs from a repository of the same owner (git-install-rules.ts): the same people's code.
  const own = (finding: KeyedFinding): boolean => finding.package !== null && finding.package.split('/')[0]!.toLowerCase() === owner;
  // A comment or label scope that an action of the same owner takes the job's token for (permission-rules.ts, accountedBy).
  const accounted = (finding: KeyedFinding): boolean => finding.id === 'gha-excessive-permissions' && (finding.accountedBy ?? []).includes(owner);
  return findings.filter((finding) => !(finding.id === 'gha-unpinned-tool' && finding.key.includes('\u0000run:') && own(finding)) && !accounted(finding)).map((finding) => {
    // A package a build installs from a repository of the same owner (`git+https://github.com/<owner>/tool@main`): the same people's code.
    if (finding.id === 'remote-package-install' && finding.severity === 'medium' && finding.package !== null && ownerOfHostedRepo(finding.package) === owner) {
      return { ...finding, severity: 'low', detail: `${finding.detail} It comes from this repository's own organization (${repositoryOwner}), so the risk is lower.` };
    }
    // A submodule cloned from a repository of the same owner on GitHub (`git@github.com:<owner>/docs.git`,
    // `https://github.com/<owner>/docs`): the project's own code, kept by the same people. A note (info),
    // so that the .gitmodules edit reads as one the submodule rules found nothing in (sensitive-paths).
    if (finding.id === 'git-submodule' && finding.severity === 'medium' && finding.key.endsWith(`:github.com/${owner}`)) {
      return { ...finding, severity: 'info', detail: `${finding.detail} It comes from a repository of this repository's own organization (${repositoryOwner}) on GitHub, kept by the same people: a note.` };
    }
    if (finding.package === null || finding.package.split('/')[0]!.toLowerCase() !== owner) return finding;
    // Medium to low; an info note (a ref the base already followed, moved: lowerMovedUnpinnedRefs) stays info.
    if (finding.id === 'gha-unpinned-action' && finding.severity !== 'low' && finding.severity !== 'info') {
      return { ...finding, severity: 'low', detail: `${finding.detail} It belongs to this repository's own organization (${repositoryOwner}), so the risk is lower.` };
    }
    if (finding.id === 'gha-secrets-inherit') {
      return { ...finding, severity: 'low', detail: `${finding.detail} The workflow belongs to this repository's own organization (${repositoryOwner}).` };
    }
    return finding;
  });
}

/**
 * An unpinned `uses:` that the PR moves from one tag or branch to another of the same action (the
 * file's base already followed that action by a moving ref): a Renovate or Dependabot bump of
 * `vendor/setup@v5` to `@v6` in a repository that references actions by tag. Whoever controls the
 * action's refs controlled what ran before the PR as well, so the PR adds no new trust; the finding
 * stays, at info, as a reminder to pin (a replay of a web framework's action bumps as first
 * contributions rated nine of them medium for the low note alone). Another action of an owner the
 * base followed so is low. A new action, or one that was pinned by SHA before, keeps its severity. `newFindings` are the head's findings that the base did not have (by key);
 * `elsewhere`, the unpinned uses that other workflows of the PR had at their base and no longer
 * have (a workflow deleted while its job moves into this file), count as the base's.
 */
export function lowerMovedUnpinnedRefs(newFindings: readonly KeyedFinding[], baseFindings: readonly KeyedFinding[], elsewhere: readonly KeyedFinding[] = []): KeyedFinding[] {
  // What the base followed by a moving ref, by action and by owner: where (`the file`, or another
  // workflow of the PR that no longer does, its job moved here) and which `owner/action@ref`. The
  // base's own entries win; those of `elsewhere` (one list for every workflow of the PR) are read once.
  const own = followedByMovingRef(baseFindings, () => 'the file');
  let other: Followed | null = null;
  const otherFollowed = (): Followed => (other ??= elsewhereFollowed(elsewhere));
  return newFindings.map((finding) => {
    if (finding.id !== 'gha-unpinned-action' || finding.severity === 'info' || finding.package === null) return finding;
    const followed = { get: (key: string) => own.followed.get(key) ?? otherFollowed().followed.get(key) };
    const owners = { get: (key: string) => own.owners.get(key) ?? otherFollowed().owners.get(key) };
    const before = followed.get(finding.package.toLowerCase());
    if (before !== undefined) {
      return {
        ...finding,
        severity: 'info',
        detail: `${finding.detail} Before this PR ${before.where} already followed ${finding.package} by a moving ref (${before.use}): moving it to another tag adds no trust that was not there, so this is a reminder to pin (info).`,
      };
    }
    if (finding.severity === 'low') return finding;
    // Another action of the same owner (gradle/gradle-build-action@v2 to gradle/actions/setup-gradle@v3,
    // an owner gathering its actions into one repository): the same account controls both refs.
    const sibling = owners.get(ownerOf(finding.package));
    if (sibling === undefined) return finding;
    return {
      ...finding,
      severity: 'low',
      detail: `${finding.detail} Before this PR ${sibling.where} already followed ${sibling.use}, an action of the same owner, by a moving ref: whoever can move this ref could move that one, so this is low.`,
    };
  });
}

interface Followed {
  readonly followed: Map<string, { where: string; use: string }>;
  readonly owners: Map<string, { where: string; use: string }>;
}

/** The actions (and owners) some findings followed by a moving ref, the last one of each winning. */
function followedByMovingRef(findings: readonly KeyedFinding[], where: (f: KeyedFinding) => string): Followed {
  const followed = new Map<string, { where: string; use: string }>();
  const owners = new Map<string, { where: string; use: string }>();
  for (const f of findings) {
    if (f.id !== 'gha-unpinned-action' || f.package === null) continue;
    // The subject is the `uses:` value as written (`owner/action@v1`).
    const uses = f.key.slice(f.key.lastIndexOf('\u0000') + 1);
    const seen = { where: where(f), use: uses.includes('@') ? uses : `${f.package}@${uses}` };
    followed.set(f.package.toLowerCase(), seen);
    owners.set(ownerOf(f.package), seen);
  }
  return { followed, owners };
}

/** `elsewhere` lists are shared by every workflow of a PR: read once each. */
const elsewhereRead = new WeakMap<readonly KeyedFinding[], Followed>();

function elsewhereFollowed(elsewhere: readonly KeyedFinding[]): Followed {
  let read = elsewhereRead.get(elsewhere);
  if (read === undefined) {
    read = followedByMovingRef(elsewhere, (f) => `${f.path}, which this PR removes or rewrites,`);
    elsewhereRead.set(elsewhere, read);
  }
  return read;
}

function ownerOf(pkg: string): string {
  return (pkg.split('/')[0] ?? pkg).toLowerCase();
}
