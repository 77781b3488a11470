import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { isLoopbackHost } from '../npm/registry-hosts.js';
import { spelledLikeRegistry } from '../lookalike-host.js';
import { hostOf } from '../util.js';

/** rubygems.org's hosts: a source there adds nothing. */
const RUBYGEMS_HOSTS = new Set(['rubygems.org', 'www.rubygems.org', 'index.rubygems.org', 'gems.rubygems.org']);
/**
 * `source 'https://…'` or `source "…" do`, at the start of a line (a symbol, `source :rubygems`,
 * is Bundler's old name for rubygems.org). `gemspec` and `git_source(:github)` are other things.
 */
const SOURCE_LINE = /^source\s*(?:\(\s*)?(["'])([^"'\s]{1,300})\1\s*\)?\s*(do\b|\{)?/;
const GEM_LINE = /^gem\s*(?:\(\s*)?["']([^"']{1,100})["']/;

interface SourceDeclaration {
  readonly url: string;
  readonly host: string;
  readonly line: number;
  /** A block (`source '…' do … end`): it serves only the gems inside it; else a global source. */
  readonly block: boolean;
  readonly gems: string[];
}

/**
 * The `source` declarations of a Gemfile (or gems.rb) that name a host other than rubygems.org:
 * `gem-source-override` (docs/findings.md). A global `source` is asked for every gem Bundler
 * resolves from the default source; a block serves the gems inside it. Keyed by host, so a source
 * the base already had is not reported again. Medium; high over plain `http://` (anyone on the path
 * serves other gems) or for a host spelled like rubygems.org, which only a look-alike needs.
 */
export function gemfileSourceFindings(content: string, path: string): KeyedFinding[] {
  const lines = content.split('\n');
  const sources: SourceDeclaration[] = [];
  // Blocks open (`do` or `{`): the source declaration a block belongs to, or null for another block (group, platforms).
  const open: (SourceDeclaration | null)[] = [];
  for (let i = 0; i < lines.length && i < 5000; i += 1) {
    const text = (lines[i] ?? '').replace(/\r$/, '').replace(/(^|\s)#.*$/, '').trim();
    if (text === '') continue;
    const source = SOURCE_LINE.exec(text);
    if (source !== null) {
      const url = source[2] ?? '';
      const host = hostOf(url);
      const declared = host === null || RUBYGEMS_HOSTS.has(host) || isLoopbackHost(host) || !/^https?:\/\//i.test(url) ? null : { url, host, line: i + 1, block: source[3] !== undefined, gems: [] };
      if (declared !== null && sources.length < 50) sources.push(declared);
      if (source[3] !== undefined) open.push(declared);
      continue;
    }
    if (/\bdo\s*(?:\|[^|]{0,100}\|)?$/.test(text) || /\{\s*$/.test(text)) {
      open.push(null);
      continue;
    }
    if (text === 'end' || text === '}') {
      open.pop();
      continue;
    }
    const gem = GEM_LINE.exec(text);
    const within = open.findLast((s) => s !== null);
    if (gem !== null && within !== undefined && within !== null && within.gems.length < 20) within.gems.push(gem[1] ?? '');
  }
  return sources.map((s) => {
    const insecure = /^http:\/\//i.test(s.url);
    // Spelled like rubygems.org without being under it (`rubyg3ms.org`, `gems.rubygems-mirror.net`).
    const lookalike = spelledLikeRegistry(s.host, ['rubygems.org']);
    const served = s.block ? (s.gems.length > 0 ? `the gems of its block (${s.gems.join(', ')})` : 'the gems of its block') : 'every gem Bundler does not find in another source first';
    return makeFinding({
      id: 'gem-source-override',
      severity: insecure || lookalike ? 'high' : 'medium',
      title: `${path} installs gems from ${s.host}`,
      detail:
        `${path} adds the gem source ${s.url}, which serves ${served}: whoever controls ${s.host} decides what those gems contain, and Bundler runs their code (and their native extensions) at install` +
        (lookalike ? `. ${s.host} is spelled like rubygems.org without being it: a look-alike host has no other reason to exist` : '') +
        (insecure ? '; over plain http anyone on the network path can serve other gems' : '') +
        '. Check that it is your organization\'s gem server, over https; keep a private source in a block that names only its own gems.',
      path,
      line: s.line,
      subject: `source ${s.host}`,
    });
  });
}
