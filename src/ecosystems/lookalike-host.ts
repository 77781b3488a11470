import { withinEditDistance } from './code/edit-distance.js';

/**
 * A host spelled like one of a public registry's domains without being under it: its name (the
 * label before the top-level domain) contains the registry's name (`registry.npmjs-mirror.org`,
 * `gems.rubygems-mirror.net`), its domain is within two edits of the registry's (`registry.npmsj.org`,
 * `rubyg3ms.org`), or, for names of seven letters or more, its name is (`rubyqems.net`; a
 * five-letter name such as `npmjs` is within two edits of too many ordinary ones). A host under the
 * registry's own domains (`index.rubygems.org`, `registry.npmjs.org`) is the registry's, whatever
 * its subdomain; the mirrors people use are named otherwise (`registry.npmmirror.com`,
 * `rubygems.pkg.github.com`, a company's Artifactory).
 */
export function spelledLikeRegistry(host: string, domains: readonly string[]): boolean {
  const labels = host.toLowerCase().split('.');
  const domain = labels.slice(-2).join('.');
  if (domains.includes(domain)) return false;
  const name = labels.length >= 2 ? (labels[labels.length - 2] ?? '') : domain;
  return domains.some((d) => {
    const registryName = d.split('.')[0] ?? d;
    return name.includes(registryName) || withinEditDistance(domain, d, 2) || (registryName.length >= 7 && withinEditDistance(name, registryName, 2));
  });
}

/**
 * The package and code hosts a URL or git dependency may name in earnest, each with the other domains
 * of the same owner that are spelled like it (`github.io` beside `github.com`; `pypy.org`, the PyPy
 * project, is one edit from `pypi.org`).
 */
const PACKAGE_HOSTS: readonly { readonly domain: string; readonly siblings: readonly string[] }[] = [
  { domain: 'npmjs.org', siblings: ['npmjs.com'] },
  { domain: 'yarnpkg.com', siblings: [] },
  { domain: 'pypi.org', siblings: ['pypy.org', 'pypa.io', 'pythonhosted.org'] },
  { domain: 'pythonhosted.org', siblings: ['pypi.org'] },
  { domain: 'rubygems.org', siblings: [] },
  { domain: 'crates.io', siblings: [] },
  { domain: 'jsdelivr.net', siblings: [] },
  { domain: 'unpkg.com', siblings: [] },
  { domain: 'github.com', siblings: ['github.io', 'githubusercontent.com', 'githubassets.com', 'github.dev', 'githubapp.com', 'github.blog'] },
  { domain: 'githubusercontent.com', siblings: ['github.com', 'github.io'] },
];

/** Code hosts of their own that are a couple of letters from one of PACKAGE_HOSTS (`gitlab.com` is two edits from `github.com`). */
const OTHER_CODE_HOSTS: ReadonlySet<string> = new Set(['gitlab.com', 'gitlab.io', 'gitee.com', 'gitea.com', 'gitea.io', 'codeberg.org', 'bitbucket.org', 'sourcehut.org', 'sr.ht', 'sourceforge.net', 'googlesource.com']);

/**
 * The package or code host (PACKAGE_HOSTS) that `host` is spelled like without being it or one of
 * its owner's other domains (`files.pythonhosted-cdn.org`, `cdn.jsdelivr-static.net`,
 * `raw.githubusercontent-cdn.com`, `codeload.githubb.com`), or null. A dependency served from such
 * a host is dressed as a registry's or GitHub's file: the disguise is the point.
 */
export function lookAlikePackageHost(host: string): string | null {
  const domain = host.toLowerCase().split('.').slice(-2).join('.');
  for (const known of PACKAGE_HOSTS) {
    if (domain === known.domain || known.siblings.includes(domain) || PACKAGE_HOSTS.some((k) => k.domain === domain) || OTHER_CODE_HOSTS.has(domain)) continue;
    if (spelledLikeRegistry(host, [known.domain])) return known.domain;
  }
  return null;
}

/** Characters a look-alike account name swaps for others that read the same (`gin-gonlc`, `g0rilla`, `rn` for `m`). */
function readsAs(name: string): string {
  return name.toLowerCase().replace(/rn/g, 'm').replace(/[1i|]/g, 'l').replace(/0/g, 'o').replace(/vv/g, 'w').replace(/[-_.]/g, '');
}

/**
 * Whether the account name `candidate` is spelled like `original` without being it: within one edit
 * (two for names of eight characters or more) or the same once confusable characters are folded
 * (`gorilla`/`gorrilla`, `gin-gonic`/`gin-gonlc`, `modern-go`/`rnodern-go`). The same name in
 * another case (`Sirupsen`/`sirupsen`) is the same account; names under four characters (`pkg`) are
 * within one edit of too many others to say anything.
 */
export function spelledLikeAccount(original: string, candidate: string): boolean {
  const [a, b] = [original.toLowerCase(), candidate.toLowerCase()];
  if (a === b || a.length < 4) return false;
  return withinEditDistance(a, b, a.length >= 8 ? 2 : 1) || readsAs(a) === readsAs(b);
}
