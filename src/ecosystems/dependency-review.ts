import type { PrSnapshot } from '../snapshot/pr-snapshot.js';
import type { Severity, SupplyChainSection } from '../signal/schema.js';
import { advisorySeverity, maxSeverity } from '../signal/severity.js';
import type { KeyedFinding } from './finding.js';
import { makeFinding } from './finding.js';

/**
 * GitHub's dependency review (dependency-graph compare) as vulnerabilities and findings:
 * `vulnerable-dependency` for added packages with advisories, `dependency-license` for added
 * packages under a strong copyleft or source-available licence.
 */

const ECOSYSTEM_NAMES: Record<string, string> = { pip: 'pypi', actions: 'github-actions', rubygems: 'rubygems', gomod: 'go', swiftpm: 'swift', spm: 'swift' };

export function reviewEcosystem(ecosystem: string): string {
  const lower = ecosystem.toLowerCase();
  return ECOSYSTEM_NAMES[lower] ?? lower;
}

const STRONG_COPYLEFT = /\b(?:AGPL|SSPL|GPL-[23]|GPL-\d\.\d(?:-only|-or-later)?|EUPL|OSL|BUSL|Commons-Clause|CC-BY-NC)/i;

export function reviewDependencyChanges(snapshot: PrSnapshot): {
  vulnerabilities: SupplyChainSection['vulnerabilities'];
  findings: KeyedFinding[];
} {
  const vulnerabilities: SupplyChainSection['vulnerabilities'] = [];
  const findings: KeyedFinding[] = [];
  const seenAdvisories = new Set<string>();
  for (const change of snapshot.dependencyChanges ?? []) {
    if (change.changeType !== 'added') continue;
    const ecosystem = reviewEcosystem(change.ecosystem);
    let worst: Severity | null = null;
    const ids: string[] = [];
    for (const vulnerability of change.vulnerabilities) {
      const key = `${ecosystem}|${change.name}|${change.version ?? ''}|${vulnerability.advisoryGhsaId}`;
      if (seenAdvisories.has(key)) continue;
      seenAdvisories.add(key);
      vulnerabilities.push({
        ecosystem,
        name: change.name,
        version: change.version,
        severity: vulnerability.severity,
        advisory: vulnerability.advisoryGhsaId,
        summary: vulnerability.advisorySummary,
        url: vulnerability.advisoryUrl,
      });
      const severity = advisorySeverity(vulnerability.severity);
      worst = worst === null ? severity : maxSeverity(worst, severity);
      ids.push(vulnerability.advisoryGhsaId);
    }
    if (worst !== null) {
      findings.push(
        makeFinding({
          id: 'vulnerable-dependency',
          severity: worst,
          title: `${change.name}${change.version ? `@${change.version}` : ''} has known vulnerabilities`,
          detail: `The PR adds ${change.name}${change.version ? ` ${change.version}` : ''}, affected by ${ids.join(', ')}. Use a fixed version.`,
          path: change.manifest,
          package: change.name,
          subject: `${change.name}@${change.version ?? ''}`,
        }),
      );
    }
    if (change.license && STRONG_COPYLEFT.test(change.license) && change.scope !== 'development') {
      findings.push(
        makeFinding({
          id: 'dependency-license',
          severity: 'low',
          title: `${change.name} is licensed ${change.license}`,
          detail: `The PR adds ${change.name} under ${change.license}, a licence with strong copyleft or use restrictions. Check that it is compatible with how this project is distributed.`,
          path: change.manifest,
          package: change.name,
          subject: change.name,
        }),
      );
    }
  }
  return { vulnerabilities, findings };
}
