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
