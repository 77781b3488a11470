import { describe, expect, it } from 'vitest';
import { codeRulesWantContent } from '../../../src/ecosystems/code/wants-content.js';

/** A one-hunk patch whose header names `where` (git's function context), with its lines as given (sign included). */
const patch = (where: string, rows: readonly string[]) => [`@@ -10,6 +10,7 @@ ${where}`, ...rows].join('\n');

describe('codeRulesWantContent: the changed source files whose head content the code rules read', () => {
  it('reads a file that adds a return above code in a function the hunk does not name, spliced SQL, a removed XML hardening, a route call losing an argument', () => {
    expect(codeRulesWantContent('src/main/java/com/acme/Access.java', patch('public class Access {', ['         }', '+        return true;', '         Grant g = acl.lookup(u, d);', '         return g != null;']))).toBe(true);
    expect(codeRulesWantContent('app/search.py', patch('', ['     log.debug("q")', '+    rows = db.execute(f"SELECT * FROM t WHERE name = \'{q}\'")']))).toBe(true);
    expect(codeRulesWantContent('src/main/java/com/acme/Xml.java', patch('class Xml {', ['-        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);', '         f.setNamespaceAware(true);']))).toBe(true);
    expect(codeRulesWantContent('src/routes/auth.js', patch('', [" router.post('/login',", '-  strict,', '   login);']))).toBe(true);
    expect(codeRulesWantContent('src/middleware/limits.ts', patch('', ['   limit: 5,', '+  skip: (req) => true,', ' });']))).toBe(true);
    expect(codeRulesWantContent('src/main/java/com/acme/Xml.java', patch('class Xml {', ['-        f.setFeature(FEATURE_NO_DTD, true);', '         f.setNamespaceAware(true);']))).toBe(true);
  });

  it('leaves alone a return that ends its block or stands in a named function, bound SQL, other files, and built or vendored code', () => {
    expect(codeRulesWantContent('src/main/java/com/acme/Access.java', patch('public class Access {', ['         if (u == null) {', '+            return true;', '         }']))).toBe(false);
    expect(codeRulesWantContent('src/lib/verify.js', patch('export function verifySignature(payload, sig) {', ['+  return true;', '   const expected = hmac(payload);']))).toBe(false);
    expect(codeRulesWantContent('app/search.py', patch('', ['+    rows = db.execute("SELECT * FROM t WHERE name = %s", (q,))']))).toBe(false);
    expect(codeRulesWantContent('src/routes/auth.js', patch('', ["-const x = map.get('a', b);", "+const x = map.get('a');"]))).toBe(false);
    expect(codeRulesWantContent('src/middleware/limits.ts', patch('', ['   limit: 5,', "+  skip: (req) => req.ip === '10.0.0.2',", ' });']))).toBe(false);
    expect(codeRulesWantContent('src/main/java/com/acme/Xml.java', patch('class Xml {', ['-        f.setNamespaceAware(true);', '+        f.setValidating(false);']))).toBe(false);
    expect(codeRulesWantContent('README.md', patch('', ['+return true']))).toBe(false);
    expect(codeRulesWantContent('vendor/lib/Access.java', patch('public class Access {', ['         }', '+        return true;', '         Grant g = acl.lookup(u, d);']))).toBe(false);
  });
});

describe('codeRulesWantContent: prose a line rule matches, perhaps a documentation comment opened above the hunk (got 309e36d104)', () => {
  it('reads a JavaScript or Go file whose changed row is a sentence that a line rule matches', () => {
    const doc = ['-\tThe `content-length` header will be automatically set if `body` is a `string` / `Buffer`.', '+\tThe `content-length` header will be automatically set if `body` is a `string` / `Uint8Array`.', ' '];
    expect(codeRulesWantContent('source/core/options.ts', patch('export default class Options {', doc))).toBe(true);
    expect(codeRulesWantContent('transport.go', patch('package http', ['+The no_proxy setting lists the hosts that are reached without the proxy.']))).toBe(true);
  });
  it('leaves alone code that a rule matches, prose no rule matches, and other languages', () => {
    expect(codeRulesWantContent('source/core/options.ts', patch('', ["+\t\theaders['content-length'] = String(length);"]))).toBe(false);
    expect(codeRulesWantContent('source/core/options.ts', patch('', ['+\tThe timeout is measured from the moment the socket is assigned to the request.']))).toBe(false);
    expect(codeRulesWantContent('app/client.py', patch('', ['+    The content-length header will be automatically set for a body of bytes.']))).toBe(false);
  });
});

describe('codeRulesWantContent: a title that claims text only over a changed row of prose', () => {
  const reworded = patch('export type KyOptions = {', ['-\tKy will wait until the date, timeout, or timestamp given in the header has passed.', '+\tKy will wait until the date, delay, or timestamp given in the header has passed.']);
  it('reads a JavaScript or Go file whose changed row reads as prose when the title claims a typo or docs fix: is it inside a comment opened above the hunk?', () => {
    expect(codeRulesWantContent('source/types/options.ts', reworded, 'Fix docs typo')).toBe(true);
    expect(codeRulesWantContent('doc.go', patch('package mux', ['-This package implments a request router.', '+This package implements a request router.']), 'fix typo in package docs')).toBe(true);
  });
  it('does not without such a title, for code rows, or for other languages', () => {
    expect(codeRulesWantContent('source/types/options.ts', reworded, 'Improve retry handling')).toBe(false);
    expect(codeRulesWantContent('source/types/options.ts', reworded)).toBe(false);
    expect(codeRulesWantContent('source/core/Ky.ts', patch('', ['-\tconst delay = options.timeout;', '+\tconst delay = options.delay;']), 'Fix docs typo')).toBe(false);
    expect(codeRulesWantContent('app/client.rb', patch('', ['-  # Ky will wait until the date, timeout, or timestamp given has passed.', '+  # Ky will wait until the date, delay, or timestamp given has passed.']), 'Fix docs typo')).toBe(false);
  });
});
