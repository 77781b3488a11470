import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import type { Severity } from '../../signal/schema.js';
import { registryKey, type RegistryFacts, type RegistryVersionFacts } from '../../snapshot/registry-facts.js';
import { capFindings } from './cap-findings.js';
import type { DependencyChange } from './change-list.js';
import { dependencyLine } from './change-list.js';
import { registryTargets, type RegistryTarget } from './registry-targets.js';
import { pushAll } from '../../push-all.js';

/**
 * Findings from what the registries say about the packages a PR adds or updates (docs/findings.md,
 * "Registry facts"): a version published moments ago, a publisher who did not publish (or
 * maintain) the version it replaces, a yanked or deprecated version, install scripts the lockfile
 * does not show, a new package without a source repository. Pure: the facts are in the snapshot
 * (read by src/registries before the analyzers run) and the moment of the analysis is ctx.now.
 *
 * Calibrated for quiet on routine updates: a bot's bump to a version months old, published by the
 * account that published the last one, with the scripts the last one had, gives nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function lineOfChange(change: DependencyChange): number | null {
  if (change.file === null || change.head === null) return null;
  return dependencyLine(change.file.content?.head ?? null, change.head.first);
}

function age(ms: number): string {
  if (ms < 2 * 60 * 60 * 1000) return `${Math.max(1, Math.round(ms / 60_000))} minutes`;
  if (ms < 2 * DAY_MS) return `${Math.round(ms / (60 * 60 * 1000))} hours`;
  return `${Math.round(ms / DAY_MS)} days`;
}

function label(target: RegistryTarget, facts: RegistryVersionFacts): string {
  return `${target.name}@${facts.version ?? target.to}`;
}

function finding(target: RegistryTarget, facts: RegistryVersionFacts, id: string, severity: Severity, title: string, detail: string): KeyedFinding {
  return makeFinding({
    id,
    severity,
    title,
    detail,
    path: target.change.path,
    line: lineOfChange(target.change),
    package: target.name,
    subject: label(target, facts),
  });
}

function checkTarget(target: RegistryTarget, to: RegistryVersionFacts, from: RegistryVersionFacts | null, facts: RegistryFacts, now: Date): KeyedFinding[] {
  const found: KeyedFinding[] = [];
  const kind = target.direct ? 'direct' : 'transitive';
  const what = label(target, to);
  const published = to.publishedAt === null ? null : Date.parse(to.publishedAt);
  const ageMs = published === null || Number.isNaN(published) ? null : Math.max(0, now.getTime() - published);
  const fresh = ageMs !== null && ageMs < facts.minimumReleaseAgeDays * DAY_MS;

  if (fresh) {
    found.push(
      finding(
        target,
        to,
        'registry-fresh-release',
        target.direct ? 'medium' : 'low',
        `${what} was published ${age(ageMs)} ago`,
        `${target.change.path} installs ${what} (${kind}), published ${age(ageMs)} before this analysis, under the ${facts.minimumReleaseAgeDays}-day minimum. ` +
          `Hijacked accounts publish exactly such versions, and registries take them down within hours or days of the first report. ` +
          `Wait until the version is older (Renovate minimumReleaseAge, Dependabot cooldown), or read its diff against ${from?.version ?? 'the previous version'} before merging.`,
      ),
    );
  }

  if (from !== null && from.version !== null && to.publisher !== null && from.publisher !== null && to.publisher !== from.publisher) {
    const wasMaintainer = from.maintainers?.includes(to.publisher) ?? false;
    if (!wasMaintainer) {
      const npm = target.ecosystem === 'npm';
      const severity: Severity = npm ? (fresh ? 'high' : 'medium') : fresh ? 'medium' : 'low';
      found.push(
        finding(
          target,
          to,
          'registry-publisher-changed',
          severity,
          `${what} was published by ${to.publisher}, ${from.version} by ${from.publisher}`,
          `${target.change.path} updates ${target.name} (${kind}) from ${from.version} to ${to.version ?? target.to}. The registry says ${to.publisher} published the new version` +
            `${npm ? `, an account that was not among the maintainers of ${from.version}` : ''}, while ${from.publisher} published ${from.version}. ` +
            `A new publisher is how a taken-over account or a transferred package shows. Check the project's announcements or repository for the handover, or stay on ${from.version}.`,
        ),
      );
    }
  }

  if (to.yanked) {
    found.push(
      finding(
        target,
        to,
        'registry-version-yanked',
        'medium',
        `${what} is yanked`,
        `The registry marks ${what} (${kind}) as withdrawn by its publishers${to.yankedReason ? `: "${to.yankedReason}"` : ''}. ` +
          `Versions are yanked for being broken or malicious. Move to a version the registry still offers.`,
      ),
    );
  }

  const newlyDeprecated = to.deprecated !== null && (from === null || from.deprecated === null);
  if (newlyDeprecated && target.direct) {
    found.push(
      finding(
        target,
        to,
        'registry-version-deprecated',
        'low',
        `${what} is deprecated`,
        `The registry marks ${what} as deprecated: "${to.deprecated}". Its maintainers no longer support it; follow the message (a newer version or another package).`,
      ),
    );
  }

  const scripts = to.installScripts ?? [];
  const gained = from === null ? target.change.change === 'added' : from.version !== null && (from.installScripts ?? []).length === 0;
  if (scripts.length > 0 && gained && !target.lockfileShowsScripts) {
    const update = target.change.change === 'updated' && from !== null;
    found.push(
      finding(
        target,
        to,
        'registry-install-script',
        target.direct ? 'high' : 'medium',
        update ? `${what} gained an install script (${scripts.join(', ')})` : `New dependency ${what} runs an install script (${scripts.join(', ')})`,
        `The published manifest of ${what} (${kind}) runs ${scripts.join(', ')} on every install${update ? `, and ${from.version} ran none` : ''}; ` +
          `${target.change.path} does not show it. Install-time code is how a compromised release reaches developer machines and CI. ` +
          `Read what the script does in the published package, or install with --ignore-scripts until it is explained.`,
      ),
    );
  }

  if (target.change.change === 'added' && target.direct && to.repositoryStated && to.repository === null) {
    found.push(
      finding(
        target,
        to,
        'registry-no-source-repository',
        'low',
        `${what} links no source repository`,
        `The registry entry of ${what}, new in ${target.change.path}, names no source repository, so what it ships cannot be compared with reviewed source. ` +
          `Prefer a package that publishes its source, or read the published files before depending on it.`,
      ),
    );
  }
  return found;
}

/** The registry findings of a PR's changes; none when no registry facts were read. */
export function checkRegistryFacts(changes: readonly DependencyChange[], facts: RegistryFacts | undefined, now: Date): KeyedFinding[] {
  if (facts === undefined || facts.versions.length === 0) return [];
  const byKey = new Map<string, RegistryVersionFacts>();
  for (const v of facts.versions) byKey.set(registryKey(v.ecosystem, v.name, v.requested), v);
  const found: KeyedFinding[] = [];
  for (const target of registryTargets(changes)) {
    const to = byKey.get(registryKey(target.ecosystem, target.name, target.to));
    if (to === undefined || to.version === null) continue;
    const from = target.from === null ? null : (byKey.get(registryKey(target.ecosystem, target.name, target.from)) ?? null);
    pushAll(found, checkTarget(target, to, from, facts, now));
  }
  return capFindings(found);
}
