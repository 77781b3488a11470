import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { LookAlikeTool } from '../typosquat/tool-commands.js';
import { lookAlikeTools } from '../typosquat/tool-commands.js';
import { lineOf } from '../util.js';

/** `typosquat` (high) for a look-alike package that `where` installs or runs, in the file at `path`. */
export function lookAlikeFinding(path: string, content: string, tool: LookAlikeTool, where: string, runsFor: string): KeyedFinding {
  return makeFinding({
    id: 'typosquat',
    severity: 'high',
    title: `${where.charAt(0).toUpperCase()}${where.slice(1)} installs ${tool.name}, a look-alike of ${tool.target}`,
    detail: `${path}: ${where} installs or runs the ${tool.ecosystem} package ${tool.name} by name (${tool.command.slice(0, 100)}), one or two edits from the popular ${tool.target}: look-alike names are published to run code, and this runs ${runsFor}, outside any manifest or lockfile. Check the name; use the package you meant, pinned.`,
    path,
    line: lineOf(content, tool.command) ?? lineOf(content, tool.name),
    package: tool.name,
    subject: `tool:${tool.ecosystem}:${tool.name}`,
  });
}

/** `typosquat` findings for the look-alike packages a command installs or runs (`npm i -g typescirpt`). */
export function lookAlikeCommandFindings(path: string, content: string, command: string, where: string, runsFor: string): KeyedFinding[] {
  return lookAlikeTools(command).map((tool) => lookAlikeFinding(path, content, tool, where, runsFor));
}
