/**
 * A multiset of a PR's lines on one side (removed or added), keyed by how two lines are taken for
 * the same: a line of the other side takes one from it, so a line written twice where it was
 * removed once is carried once and new once.
 */
export class LinePool {
  private readonly counts = new Map<string, number>();
  private size = 0;

  /**
   * `keys`: the keys already worked out, shared by the pools of one analysis (a line's text is asked
   * for up to three times), or null when the key is cheap or the text already a key; `keyOf`: the
   * comparison key of a line's text, null for a line never matched (carriedKey by default).
   */
  constructor(
    private readonly keys: Map<string, string | null> | null = new Map(),
    private readonly keyOfText: (text: string) => string | null = carriedKey,
  ) {}

  /** Lines in the pool, used ones included. */
  get added(): number {
    return this.size;
  }

  add(text: string): void {
    const key = this.keyOf(text);
    if (key === null) return;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.size += 1;
  }

  /** True when a line of the other side matches `text` (and uses it up). */
  take(text: string): boolean {
    const key = this.keyOf(text);
    if (key === null) return false;
    const count = this.counts.get(key) ?? 0;
    if (count === 0) return false;
    this.counts.set(key, count - 1);
    return true;
  }

  /** Adds the lines `other` has left (not taken), by key: both pools must key lines alike. */
  addLeft(other: LinePool): void {
    for (const [key, count] of other.counts) {
      if (count === 0) continue;
      this.counts.set(key, (this.counts.get(key) ?? 0) + count);
      this.size += count;
    }
  }

  private keyOf(text: string): string | null {
    if (this.keys === null) return this.keyOfText(text);
    let key = this.keys.get(text);
    if (key === undefined) {
      key = this.keyOfText(text);
      this.keys.set(text, key);
    }
    return key;
  }
}

/**
 * A line carried over by a formatter: its indentation (tabs as four spaces) and its text without
 * whitespace, quote style, trailing `,`/`;` or a PHP namespace backslash (`\CURLOPT_URL`).
 */
function carriedKey(text: string): string | null {
  const indent = /^[ \t]*/.exec(text)?.[0] ?? '';
  let body = text.slice(indent.length).replace(/\s+/g, '').replace(/'/g, '"').replace(/\\(?=[A-Za-z_])/g, '');
  let end = body.length;
  while (end > 0 && (body.charAt(end - 1) === ',' || body.charAt(end - 1) === ';')) end -= 1;
  body = body.slice(0, end);
  if (body === '') return null;
  return `${indent.replace(/\t/g, '    ').length}\u0000${body}`;
}
