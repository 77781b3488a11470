/**
 * One finding id's entry in docs/findings.md: the one catalogue of rules, read by SARIF output.
 * Parsing only: the file is read by the callers' roots (src/load-finding-docs.ts).
 */
export interface FindingDoc {
  readonly id: string;
  /** The section's heading group ("Dependencies", "CI configuration (GitHub Actions, Dockerfiles)"...). */
  readonly group: string;
  /** The section's markdown body (Severity, Why, Fix, Suppress bullets). */
  readonly markdown: string;
  /** The "Why" bullet as plain text, or the body's first line when there is none. */
  readonly why: string;
  /** The "Fix" bullet as plain text, when there is one. */
  readonly fix: string | null;
  /** GitHub's anchor of the heading in the rendered document. */
  readonly anchor: string;
}

const SECTION = /^### `([a-z0-9][a-z0-9:._-]*)`\s*$/;
const GROUP = /^## (.+)$/;

/**
 * Parses docs/findings.md: every `### \`id\`` heading starts a finding's section, which runs to the
 * next heading. Several ids may share a heading only by having a section each.
 */
export function parseFindingDocs(markdown: string): ReadonlyMap<string, FindingDoc> {
  const docs = new Map<string, FindingDoc>();
  let group = '';
  let current: { id: string; group: string; lines: string[] } | null = null;
  const close = (): void => {
    if (current === null) return;
    const body = current.lines.join('\n').trim();
    docs.set(current.id, {
      id: current.id,
      group: current.group,
      markdown: body,
      why: bullet(body, 'Why') ?? plain(body.split('\n')[0] ?? ''),
      fix: bullet(body, 'Fix'),
      anchor: current.id.replace(/[^a-z0-9_-]/g, ''),
    });
    current = null;
  };
  for (const line of markdown.split(/\r?\n/)) {
    const section = SECTION.exec(line);
    if (section !== null) {
      close();
      current = { id: section[1] ?? '', group, lines: [] };
      continue;
    }
    if (line.startsWith('#')) {
      close();
      const heading = GROUP.exec(line);
      if (heading !== null) group = (heading[1] ?? '').trim();
      continue;
    }
    current?.lines.push(line);
  }
  close();
  return docs;
}

/** The text of a `- **Name:** ...` bullet, continuation lines included, as plain text. */
function bullet(body: string, name: string): string | null {
  const lines = body.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`- **${name}:**`));
  if (start === -1) return null;
  const parts = [(lines[start] ?? '').slice(`- **${name}:**`.length)];
  for (let i = start + 1; i < lines.length && /^\s+\S/.test(lines[i] ?? ''); i += 1) parts.push(lines[i] ?? '');
  return plain(parts.join(' '));
}

/** Markdown emphasis and code marks removed, white space folded. */
function plain(text: string): string {
  return text.replace(/\*\*|`/g, '').replace(/\s+/g, ' ').trim();
}
