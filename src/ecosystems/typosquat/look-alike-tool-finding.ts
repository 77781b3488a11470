import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { lineOf } from '../util.js';
import type { LookAlikeTool } from './tool-commands.js';

/** What a look-alike finding says of the place that installs or runs the package. */
export interface LookAlikeWording {
  /** The title's subject and verb: `A workflow runs`, `The pre-commit hook lint installs`. */
  readonly title: string;
  /** The detail's subject, who installs or runs it: `Job build`, `.pre-commit-config.yaml: the pre-commit hook lint`. */
  readonly who: string;
  /** The detail's clause on where it then runs: `here it runs in CI with the job's token and secrets`. */
  readonly runs: string;
}

/** `typosquat` (high) for a look-alike package (tool-commands.ts) that a command of the file at `path` installs or runs. */
export function lookAlikeToolFinding(path: string, content: string, tool: LookAlikeTool, wording: LookAlikeWording): KeyedFinding {
  return makeFinding({
    id: 'typosquat',
    severity: 'high',
    title: `${wording.title} ${tool.name}, a look-alike of ${tool.target}`,
    detail: `${wording.who} installs or runs the ${tool.ecosystem} package ${tool.name} by name (${tool.command.slice(0, 100)}), one or two edits from the popular ${tool.target}: look-alike names are published to run code, and ${wording.runs}, outside any manifest or lockfile. Check the name; use the package you meant, pinned.`,
    path,
    line: lineOf(content, tool.command) ?? lineOf(content, tool.name),
    package: tool.name,
    subject: `tool:${tool.ecosystem}:${tool.name}`,
  });
}
