import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { findPipeToShell, pipeCommandKey } from '../shell/pipe-to-shell.js';
import type { ExtractedDependency, ExtractResult } from '../types.js';
import { parseImageRef, unpinnedImageFinding } from './image.js';

interface Instruction {
  readonly keyword: string;
  readonly args: string;
  readonly line: number;
}

/** Joins continuation lines (`\` at the end) and drops comments. */
function instructions(content: string): Instruction[] {
  const out: Instruction[] = [];
  const lines = content.split(/\r?\n/);
  let current: { text: string; line: number } | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const raw = lines[i]!;
    const trimmed = raw.trim();
    if (current === null && (trimmed === '' || trimmed.startsWith('#'))) continue;
    if (current !== null && trimmed.startsWith('#')) continue;
    const continued = trimmed.endsWith('\\');
    const text = continued ? trimmed.slice(0, -1) : trimmed;
    if (current === null) current = { text, line: i + 1 };
    else current.text += ` ${text}`;
    if (!continued) {
      const keyword = /^\w+/.exec(current.text)?.[0];
      if (keyword !== undefined) out.push({ keyword: keyword.toUpperCase(), args: current.text.slice(keyword.length).trimStart(), line: current.line });
      current = null;
    }
  }
  return out;
}

/** FROM images as dependencies of ecosystem "docker"; RUN `curl | sh` and unpinned images as findings. */
export function extractDockerfile(content: string, path: string): ExtractResult {
  const deps: ExtractedDependency[] = [];
  const findings: KeyedFinding[] = [];
  const stages = new Set<string>();
  const args = new Map<string, string>();
  for (const instruction of instructions(content)) {
    if (instruction.keyword === 'ARG') {
      const match = /^([A-Za-z_]\w*)=("?)([^"\s]*)\2/.exec(instruction.args);
      if (match) args.set(match[1]!, match[3]!);
    } else if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((w) => !w.startsWith('--'));
      const rawImage = (words[0] ?? '').replace(/\$\{?(\w+)\}?/g, (whole, name: string) => args.get(name) ?? whole);
      const fromStage = stages.has(rawImage.toLowerCase());
      if (words.length >= 3 && words[1]!.toUpperCase() === 'AS') stages.add(words[2]!.toLowerCase());
      if (fromStage) continue;
      const image = parseImageRef(rawImage);
      if (image === null) continue;
      deps.push({
        name: image.name,
        version: image.tag !== null && image.digest !== null ? `${image.tag}@${image.digest}` : (image.tag ?? image.digest),
        dev: false,
        source: 'registry',
        depType: 'from',
        line: instruction.line,
      });
      const finding = unpinnedImageFinding(rawImage, path, instruction.line, 'FROM');
      if (finding) findings.push(finding);
    } else if (instruction.keyword === 'RUN') {
      for (const command of findPipeToShell(instruction.args)) {
        findings.push(
          makeFinding({
            id: 'curl-pipe-shell',
            severity: 'high',
            title: 'Image build pipes a download into a shell',
            detail: `RUN ${command}: the script is whatever the server returns at build time, unverified. Download it, check its checksum or signature, then run it.`,
            path,
            line: instruction.line,
            subject: pipeCommandKey(command),
          }),
        );
      }
    }
  }
  return { deps, findings };
}
