import type { Severity, Signal } from '../signal/schema.js';
import { sarifLevel } from '../signal/sarif.js';
import { sortedFindings } from './report-model.js';

/**
 * Findings as GitHub Actions workflow commands (`::error file=...,line=...,title=...::message`),
 * which the runner turns into annotations on the PR's "Files changed" tab. GitHub shows at most
 * 10 annotations of each level per step, so at most ANNOTATIONS_PER_LEVEL of each are printed,
 * most severe first; a last line says how many more the job summary lists.
 */

export const ANNOTATIONS_PER_LEVEL = 10;

type Command = 'error' | 'warning' | 'notice';

/** The SARIF level as a workflow command: a note is a notice. */
function commandFor(severity: Severity): Command {
  const level = sarifLevel(severity);
  return level === 'note' ? 'notice' : level;
}

/** A command's message: %, CR and LF escaped, as the runner (and @actions/core) reads them. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A command's property value: also `:` and `,`, which would end the value early. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function renderAnnotations(signal: Signal, perLevel = ANNOTATIONS_PER_LEVEL): string {
  const shown: Record<Command, number> = { error: 0, warning: 0, notice: 0 };
  const lines: string[] = [];
  let left = 0;
  for (const finding of sortedFindings(signal)) {
    const command = commandFor(finding.severity);
    if (shown[command] >= perLevel) {
      left += 1;
      continue;
    }
    shown[command] += 1;
    const properties = [`file=${escapeProperty(finding.path)}`];
    if (finding.line !== null) properties.push(`line=${finding.line}`, `endLine=${finding.line}`);
    properties.push(`title=${escapeProperty(`svc: ${finding.title} (${finding.id})`)}`);
    lines.push(`::${command} ${properties.join(',')}::${escapeData(`${finding.severity}: ${finding.detail === '' ? finding.title : finding.detail}`)}`);
  }
  if (left > 0) lines.push(`svc: ${left} more finding${left === 1 ? '' : 's'} not annotated (GitHub shows ${perLevel} of each level per step); the job summary lists all.`);
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
