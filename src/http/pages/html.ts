/** A string that is already safe HTML. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

type Interpolation = SafeHtml | string | number | boolean | null | undefined | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((v: Interpolation) => render(v)).join('');
  return escapeHtml(String(value));
}

/** Tagged template: every interpolated value is escaped unless it is SafeHtml (or an array of it). */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i += 1) {
    out += render(values[i]) + (strings[i + 1] ?? '');
  }
  return new SafeHtml(out);
}

/** An href that is only ever http(s) or a same-site path. */
export function safeHref(url: string | null | undefined): string {
  if (url === null || url === undefined) return '#';
  // A path on this site, or an absolute http(s) address. `//host` and `/\host` are addresses on
  // another host (browsers read a backslash as a slash), so they are not paths.
  return /^(?:https?:\/\/|\/(?![/\\]))/i.test(url) ? url : '#';
}
