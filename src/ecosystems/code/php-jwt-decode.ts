import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import type { CodeText } from './code-text.js';

/**
 * A JWT decoded by hand in PHP: its payload segment split off (`explode('.', $token)`), base64
 * decoded (`base64_decode`, firebase/php-jwt's `JWT::urlsafeB64Decode`) and parsed
 * (`json_decode`, `JWT::jsonDecode`) on added lines near each other, with no signature checked
 * anywhere in the file (`JWT::decode(…)`, which verifies, `hash_hmac`, `openssl_verify`,
 * `sodium_crypto_sign_verify_detached`, `->verify(`): whoever writes a token names any user or role.
 * Reported when a removed line of the file verified a token (the verification replaced by the hand
 * decode, the "fix token parsing" shape), or when the decoded claims decide who the caller is
 * (`['sub']`, `['role']`, `['user_id']`, `['admin']`, `['scope']`, `['email']`); a client reading
 * its own token's `exp` to refresh it trusts nothing.
 */

/** A token split into its segments. */
const SPLIT = /\bexplode\s{0,3}\(\s{0,3}(['"])\.\1\s{0,3},/;
/** A segment base64-decoded. */
const B64 = /\bbase64_decode\s{0,3}\(|\bJWT::urlsafeB64Decode\s{0,3}\(/;
/** Parsed as JSON. */
const JSON_PARSE = /\bjson_decode\s{0,3}\(|\bJWT::jsonDecode\s{0,3}\(/;
/** A signature checked: php-jwt's JWT::decode verifies; an HMAC or signature computed and compared. */
const VERIFIES = /\bJWT::decode\s{0,3}\(|\bhash_hmac\s{0,3}\(|\bopenssl_verify\s{0,3}\(|\bsodium_crypto_sign_verify_detached\s{0,3}\(|->\s{0,3}verify\w{0,30}\s{0,3}\(|\bverify\w{0,30}(?:Token|Jwt|Signature)\s{0,3}\(|->\s{0,3}parse\s{0,3}\([^)]{0,200}\)\s{0,3}->\s{0,3}validate|\bJWT::verify\w{0,20}\s{0,3}\(/i;
/** Claims that say who the caller is or what they may do. */
const IDENTITY_CLAIM = /\[\s{0,3}(['"])(?:sub|role|roles|user_?id|uid|admin|is_admin|scope|scopes|email|username|user|permissions|tenant|tenant_id|groups)\1\s{0,3}\]|->\s{0,3}(?:sub|role|roles|user_?id|uid|admin|is_admin|scope|scopes|email|username|permissions|tenant_id|groups)\b/;
/** Added lines read apart at most for the split, the decode and the parse. */
const WINDOW = 6;

export function phpJwtHandDecoded(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], content: string | null): KeyedFinding | null {
  let removedVerify = false;
  const added: { line: number; code: string }[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || t.isComment) continue;
    if (l.sign === '-') {
      if (VERIFIES.test(t.code)) removedVerify = true;
    } else added.push({ line: l.line, code: t.code });
  }
  if (added.some((a) => VERIFIES.test(a.code)) || (content !== null && VERIFIES.test(content))) return null;
  for (let i = 0; i < added.length; i += 1) {
    const at = added[i];
    if (at === undefined || !B64.test(at.code)) continue;
    const near = added.filter((a) => Math.abs(a.line - at.line) <= WINDOW);
    if (!near.some((a) => SPLIT.test(a.code)) || !near.some((a) => JSON_PARSE.test(a.code))) continue;
    const identity = added.some((a) => a.line >= at.line && a.line <= at.line + 40 && IDENTITY_CLAIM.test(a.code));
    if (!removedVerify && !identity) continue;
    return makeFinding({
      id: 'protection-switched-off',
      severity: 'high',
      title: removedVerify ? "A token's signature check is replaced by a hand-made decode" : "A token's claims are trusted without checking its signature",
      detail: `This code splits a JWT, base64-decodes its payload and parses it as JSON by hand (line ${at.line}), and nothing in the file checks the token's signature${removedVerify ? ': the verification it replaces is gone' : ', yet the claims it reads say who the caller is'}. Anyone can write a token with any user or role in it. Decode with a library that verifies (firebase/php-jwt's \`JWT::decode($token, new Key($key, 'HS256'))\`).`,
      path,
      line: at.line,
      subject: 'php-jwt-hand-decoded',
    });
  }
  return null;
}
