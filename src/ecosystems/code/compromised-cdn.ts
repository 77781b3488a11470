/**
 * Code that loads from a CDN domain known to have been taken over and used to serve malware: the
 * polyfill.io incident of June 2024, where the buyer of the polyfill.io domain and of the same
 * operator's other CDNs (bootcdn.net, bootcss.com, staticfile.net, staticfile.org, polyfill.com,
 * polyfillcache.com) served scripts that redirected mobile visitors to scam sites. Every page that
 * loads a script from such a host runs whatever its owner serves that day: a `<script src>` in HTML
 * or a template, Next.js's `<Script src>`, a script element created at run time
 * (`s.src = 'https://cdn.bootcss.com/…'`), a stylesheet or an `importScripts` of a worker alike.
 *
 * A URL naming such a host (with `//`, so a scheme or a protocol-relative URL) on an added line
 * that is not a comment, in a file that is neither documentation nor a test (a blocklist's test,
 * a migration note), is reported. The mirrors set up when it happened (Cloudflare's
 * cdnjs.cloudflare.com/polyfill, Fastly's polyfill-fastly.io) and other CDNs are different hosts.
 */

import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import type { CodeText } from './code-text.js';

/** Domains of the polyfill.io operator that served malware (June 2024), and their subdomains. */
export const COMPROMISED_CDN_DOMAINS: readonly string[] = ['polyfill.io', 'polyfill.com', 'polyfillcache.com', 'bootcdn.net', 'bootcss.com', 'staticfile.net', 'staticfile.org'];

/** A URL on one of those hosts: group 1 is the host. */
const COMPROMISED_CDN_URL = new RegExp(String.raw`(?:^|[^\w.-])(?:https?:)?\/\/((?:[a-z0-9-]{1,63}\.){0,6}(?:${COMPROMISED_CDN_DOMAINS.map((d) => d.replace(/\./g, '\\.')).join('|')}))(?![\w.-])`, 'i');
/** Prose files: a migration note or a changelog names the host to tell readers to drop it. */
const PROSE_FILE = /\.(?:md|mdx|markdown|rst|txt|adoc)$/i;
/** An HTML comment line (`<!-- <script src="…"> -->`): language-free files have no comment markers of their own. */
const HTML_COMMENT = /^\s*<!--/;

/** The host of a URL on a compromised CDN domain the text names, or null. */
export function compromisedCdnHost(text: string): string | null {
  if (!/\/\//.test(text)) return null;
  return COMPROMISED_CDN_URL.exec(text)?.[1]?.toLowerCase() ?? null;
}

/**
 * `compromised-cdn-script`, high: the first added line of a file (not prose, not a test: the
 * caller decides) that loads from a CDN domain taken over to serve malware. A line the file
 * removes too (re-indented) or that `carried` says the PR moves from another file is not new.
 */
export function compromisedCdnFinding(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], carried: (line: ChangedLine) => boolean): KeyedFinding | null {
  if (PROSE_FILE.test(path)) return null;
  // The file's own removed lines, whitespace aside: a line re-indented or re-wrapped in place is not new.
  const squash = (text: string): string => text.replace(/\s+/g, '');
  const removed = new Set(lines.filter((l) => l.sign === '-').map((l) => squash(l.text)));
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment || HTML_COMMENT.test(l.text)) continue;
    const host = compromisedCdnHost(t.code);
    if (host === null || removed.has(squash(l.text)) || carried(l)) continue;
    return makeFinding({
      id: 'compromised-cdn-script',
      severity: 'high',
      title: `Loads from ${host}, a CDN taken over to serve malware`,
      detail: `This line loads from ${host}. In June 2024 the new owner of polyfill.io and of the same operator's CDNs (bootcdn.net, bootcss.com, staticfile.net, staticfile.org, polyfill.com, polyfillcache.com) served scripts that sent visitors to scam sites; every page loading from them runs whatever that owner serves. Self-host the file or load it from a CDN you trust (cdnjs.cloudflare.com, cdn.jsdelivr.net, unpkg.com; for polyfills, cdnjs.cloudflare.com/polyfill or polyfill-fastly.io), with a Subresource Integrity hash.`,
      path,
      line: l.line,
      subject: `compromised-cdn:${host}`,
    });
  }
  return null;
}
