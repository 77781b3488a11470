import { createHash } from 'node:crypto';
import type { FindingDoc } from './finding-docs.js';
import type { Finding, Severity, Signal } from './schema.js';
import { maxSeverity } from './severity.js';

/**
 * A signal's findings as a SARIF 2.1.0 log, for GitHub code scanning (upload-sarif) and any other
 * SARIF consumer. One rule per finding id (help from docs/findings.md), one result per finding with
 * its physical location, and a partial fingerprint that does not depend on line numbers, so code
 * scanning tracks an alert across pushes and keeps its dismissal. docs/cli.md ("SARIF") has an example.
 */

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

/** The partialFingerprints key svc's results carry (versioned: a change of recipe is a new key). */
export const SARIF_FINGERPRINT_KEY = 'svcFinding/v1';

export type SarifLevel = 'error' | 'warning' | 'note';

/** critical and high fail a review, medium asks for a look, low and info are notes. */
export function sarifLevel(severity: Severity): SarifLevel {
  if (severity === 'critical' || severity === 'high') return 'error';
  if (severity === 'medium') return 'warning';
  return 'note';
}

/** GitHub code scanning's numeric security severity (its bands: >9 critical, 7-8.9 high, 4-6.9 medium, <4 low). */
const SECURITY_SEVERITY: Readonly<Record<Severity, string>> = { critical: '9.5', high: '8.0', medium: '5.5', low: '3.0', info: '1.0' };

export interface SarifOptions {
  readonly version: string;
  /** The finding catalogue (docs/findings.md parsed). */
  readonly docs: ReadonlyMap<string, FindingDoc>;
  /** Absolute URL of docs/findings.md as published for this installation, when known. */
  readonly docsUrl?: string | null;
}

interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string; markdown: string };
  helpUri?: string;
  defaultConfiguration: { level: SarifLevel };
  properties: { tags: string[]; 'security-severity': string; precision: 'high' };
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: {
    tool: { driver: { name: string; semanticVersion: string; informationUri?: string; rules: SarifRule[] } };
    results: Record<string, unknown>[];
    properties: Record<string, unknown>;
  }[];
}

export function toSarif(signal: Signal, options: SarifOptions): SarifLog {
  const findings = signal.supply_chain.findings;
  const worst = new Map<string, Severity>();
  for (const finding of findings) {
    const seen = worst.get(finding.id);
    worst.set(finding.id, seen === undefined ? finding.severity : maxSeverity(seen, finding.severity));
  }
  const ids = [...worst.keys()].sort();
  const rules = ids.map((id) => rule(id, worst.get(id) ?? 'info', findings.find((f) => f.id === id)?.title ?? id, options));
  const ruleIndex = new Map(ids.map((id, index) => [id, index]));
  const occurrences = new Map<string, number>();
  const results = findings.map((finding) => {
    const key = fingerprintKey(finding);
    const occurrence = occurrences.get(key) ?? 0;
    occurrences.set(key, occurrence + 1);
    return {
      ruleId: finding.id,
      ruleIndex: ruleIndex.get(finding.id) ?? 0,
      level: sarifLevel(finding.severity),
      message: { text: `${finding.title}. ${finding.detail}`.trim() },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: encodePath(finding.path), uriBaseId: '%SRCROOT%' },
            // A finding about a whole file (a lockfile, a manifest) is shown on its first line.
            region: { startLine: finding.line ?? 1 },
          },
        },
      ],
      partialFingerprints: { [SARIF_FINGERPRINT_KEY]: `${hash(key)}:${occurrence}` },
      properties: { severity: finding.severity, ...(finding.package !== null ? { package: finding.package } : {}), ...(finding.line === null ? { file_level: true } : {}) },
    };
  });
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'svc',
            semanticVersion: options.version,
            ...(options.docsUrl ? { informationUri: options.docsUrl } : {}),
            rules,
          },
        },
        results,
        properties: {
          signal_id: signal.signal_id,
          pull_request: signal.pr.url,
          head_sha: signal.pr.head_sha,
          risk_level: signal.risk.level,
          review_action: signal.review.action,
        },
      },
    ],
  };
}

function rule(id: string, severity: Severity, title: string, options: SarifOptions): SarifRule {
  const doc = options.docs.get(id);
  const why = doc?.why ?? title;
  const help = doc === undefined ? title : [doc.why, doc.fix !== null ? `Fix: ${doc.fix}` : ''].filter((part) => part !== '').join('\n\n');
  return {
    id,
    name: ruleName(id),
    shortDescription: { text: doc !== undefined ? firstSentence(doc.why) : title },
    fullDescription: { text: why },
    help: { text: help, markdown: doc?.markdown ?? title },
    ...(options.docsUrl ? { helpUri: `${options.docsUrl}#${doc?.anchor ?? id}` } : {}),
    defaultConfiguration: { level: sarifLevel(severity) },
    properties: { tags: ['security', 'supply-chain', ...(doc !== undefined && doc.group !== '' ? [doc.group] : [])], 'security-severity': SECURITY_SEVERITY[severity], precision: 'high' },
  };
}

/** `gha-template-injection` -> `GhaTemplateInjection`: SARIF's rule name is an identifier. */
function ruleName(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part !== '')
    .map((part) => `${part[0]?.toUpperCase() ?? ''}${part.slice(1)}`)
    .join('');
}

/** The first sentence (a period followed by a capital or the end; "e.g." does not end one), capitalized, at most 200 characters. */
function firstSentence(text: string): string {
  const end = /\.(?=\s+[A-Z`]|$)/.exec(text);
  const sentence = end === null ? text : text.slice(0, end.index + 1);
  const clipped = sentence.length > 200 ? `${sentence.slice(0, 199)}…` : sentence;
  return `${clipped.charAt(0).toUpperCase()}${clipped.slice(1)}`;
}

/**
 * What identifies a finding across runs: its rule, file, package and title with numbers folded
 * (lines and counts move between pushes; the thing found does not). Repeats of the same key are
 * told apart by their order.
 */
function fingerprintKey(finding: Finding): string {
  return [finding.id, finding.path, finding.package ?? '', finding.title.replace(/\d+/g, '0')].join('\u0000');
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/** A repository path as a relative URI reference: each segment percent-encoded. */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
