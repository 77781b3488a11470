import type { KeyedFinding } from '../finding.js';
import { lookAlikeToolFinding } from '../typosquat/look-alike-tool-finding.js';
import type { LookAlikeTool } from '../typosquat/tool-commands.js';
import { lookAlikeTools } from '../typosquat/tool-commands.js';

/** `typosquat` (high) for a look-alike package that `where` installs or runs, in the file at `path`. */
export function lookAlikeFinding(path: string, content: string, tool: LookAlikeTool, where: string, runsFor: string): KeyedFinding {
  return lookAlikeToolFinding(path, content, tool, {
    title: `${where.charAt(0).toUpperCase()}${where.slice(1)} installs`,
    who: `${path}: ${where}`,
    runs: `this runs ${runsFor}`,
  });
}

/** `typosquat` findings for the look-alike packages a command installs or runs (`npm i -g typescirpt`). */
export function lookAlikeCommandFindings(path: string, content: string, command: string, where: string, runsFor: string): KeyedFinding[] {
  return lookAlikeTools(command).map((tool) => lookAlikeFinding(path, content, tool, where, runsFor));
}
