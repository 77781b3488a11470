/**
 * Follows redirects by hand, carrying cookies the way a browser does (the GitHub OAuth sign-in
 * goes service -> GitHub -> service). `onRedirect` sees every URL a redirect points to.
 * Resolves with the last URL and its status.
 */
export async function browse(
  startUrl: string,
  jar: Map<string, string>,
  options: { maxHops?: number; onRedirect?: (url: URL) => void } = {},
): Promise<{ url: string; status: number }> {
  let url = startUrl;
  for (let hop = 0; hop < (options.maxHops ?? 6); hop += 1) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /Max-Age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null) return { url, status: response.status };
    const target = new URL(location, url);
    options.onRedirect?.(target);
    url = target.toString();
  }
  throw new Error('too many redirects');
}
