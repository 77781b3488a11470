/**
 * `insecure-randomness`: a secret made with a generator that is not cryptographic. A one-line
 * "simplify the token helper" change (`crypto.randomBytes(32).toString('hex')` to
 * `Math.random().toString(36).slice(2)`, `secrets.token_hex()` to `random.choice`, `random_bytes`
 * to `mt_rand`, `crypto/rand` to `math/rand`, `SecureRandom` to `new Random()`) leaves a token
 * that can be predicted from a few outputs of the same generator. Read per hunk, from the removed
 * and added lines of program code outside tests; every pattern is linear-time.
 */
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import type { CodeText } from './code-text.js';
import type { CodeLanguage } from './language.js';

type Row = { readonly l: ChangedLine; readonly t: CodeText };

/** Cryptographic generators, per language (read on code with strings kept: Go's import path is a string). */
const CSPRNG: Partial<Record<CodeLanguage, RegExp>> = {
  js: /\b(?:randomBytes|randomUUID|getRandomValues|randomInt|randomFill(?:Sync)?|nanoid)\s{0,3}\(/,
  python: /\bsecrets\.\w{1,20}|\bos\.urandom\s{0,3}\(|\bSystemRandom\b|\buuid\.uuid4\s{0,3}\(|\btoken_(?:hex|urlsafe|bytes)\s{0,3}\(/,
  php: /\b(?:random_bytes|random_int|openssl_random_pseudo_bytes)\s{0,3}\(/,
  go: /"crypto\/rand"|\b(?:crand|cryptorand|crypto_rand)\.\w/,
  java: /\bSecureRandom\b/,
  ruby: /\bSecureRandom\b/,
  c: /\b(?:getrandom|arc4random\w{0,10}|RAND_bytes|BCryptGenRandom|getentropy)\s{0,3}\(/,
  rust: /\b(?:OsRng|getrandom|thread_rng)\b/,
  csharp: /\bRandomNumberGenerator\b|\bRNGCryptoServiceProvider\b|\bGuid\.NewGuid\s{0,3}\(/,
};

/** Generators that are not cryptographic (read on code with strings kept). */
const PLAIN_RANDOM: Partial<Record<CodeLanguage, RegExp>> = {
  js: /\bMath\.random\s{0,3}\(/,
  // `random.x(` not behind a dot (`np.random.rand` is NumPy's, just as plain, but a library's), nor `SystemRandom`.
  python: /(?<![\w.])random\.(?:random|choices?|randint|randrange|getrandbits|sample|uniform|randbytes)\s{0,3}\(/,
  php: /(?<![\w$>:])(?:mt_rand|rand|uniqid|lcg_value|str_shuffle)\s{0,3}\(/,
  go: /"math\/rand(?:\/v2)?"|\b(?:m?rand|mathrand)\.(?:Intn|IntN|Int63n?|Int31n?|Int32N?|Int64N?|Uint32|Uint64|Float64|Float32|Perm|NewSource|Seed|N)\s{0,3}\(|\brand\.Int\(\s{0,3}\)/,
  java: /\bnew\s{1,3}(?:java\.util\.)?Random\s{0,3}\(|\bMath\.random\s{0,3}\(|\bThreadLocalRandom\.current\s{0,3}\(|\bRandomStringUtils\.random\w{0,20}\s{0,3}\(/,
  ruby: /(?<![\w.:])(?:Kernel\.)?rand\s{0,3}\(|\bRandom\.(?:rand|new)\b/,
  c: /(?<![\w.>])(?:rand|random|drand48|lrand48)\s{0,3}\(\s{0,3}\)/,
  csharp: /\bnew\s{1,3}(?:System\.)?Random\s{0,3}\(|\bRandom\.Shared\.Next\w{0,10}\s{0,3}\(/,
  // rand's small fast generators, seeded generators and the crates that make no cryptographic promise.
  rust: /\bSmallRng\b|\bXorShiftRng\b|\bPcg(?:32|64)\w{0,10}\b|\bseed_from_u64\s{0,3}\(|\bfastrand::\w|\boorandom::\w/,
};

/**
 * A name that says it holds a secret: a token, secret, password, nonce, salt, one-time code, CSRF
 * value, session id or key, a reset or verification code, an API, signing or encryption key. Read
 * word by word on identifiers (`resetToken`, `api_key`, `SESSION_ID`), not on a bare `key` (React's
 * `key={Math.random()}`, a cache key).
 */
const SECRET_WORDS = /(?:^|_)(?:tokens?|secrets?|passwords?|passwd|passphrase|pwd|nonces?|salts?|otps?|totp|csrf|xsrf|credentials?)(?:_|$)|(?:^|_)(?:session|sess|sid)_(?:ids?|keys?|tokens?|secrets?)(?:_|$)|(?:^|_)(?:api|secret|signing|sign|encryption|encrypt|private|access|hmac|master|auth|aes|jwt|crypto)_?keys?(?:_|$)|(?:^|_)(?:reset|verification|verify|confirm|confirmation|invite|activation|magic|login|recovery|one_time)_(?:codes?|links?|ids?|keys?|hash)(?:_|$)/;
/** Names that say the value is no secret: jitter, retries, sampling, shuffles, colors, trace and request ids, mocks. */
const BENIGN_WORDS = /(?:^|_)(?:jitter|backoff|retry|retries|delay|sleep|timeout|interval|shuffle|shuffled|sample|sampling|sampled|color|colour|hue|rgb|request_id|req_id|trace_id|span_id|correlation_id|mock|mocks|fake|dummy|demo|game|dice|animation|particle|position|offset|noise|weight|weights|probability|chance|percent|ratio|spawn)(?:_|$)/;
/** A shuffle written as a sort (`arr.sort(() => Math.random() - 0.5)`). */
const SORT_SHUFFLE = /\.sort\s{0,3}\(|-\s{0,3}0?\.5\b/;

/** An identifier's words, lower-case and joined by `_` (`resetToken` → `reset_token`). */
function words(identifier: string): string {
  const w = identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/(?<=[A-Z])(?=[A-Z][a-z])/g, '_')
    .toLowerCase();
  let start = 0;
  let end = w.length;
  while (start < end && w.charCodeAt(start) === 95) start += 1;
  while (end > start && w.charCodeAt(end - 1) === 95) end -= 1;
  return w.slice(start, end);
}

/** What the names of a text say: `secret`, `benign` or nothing. Identifiers on the masked line, and each word run of a path. */
function naming(text: string): { secret: boolean; benign: boolean } {
  let secret = false;
  let benign = false;
  for (const m of text.slice(0, 2000).matchAll(/[A-Za-z_$][\w$]{0,80}/g)) {
    // The generator's own name (PHP's `str_shuffle`) says nothing about the value.
    if (m[0] === 'str_shuffle') continue;
    const w = words(m[0].replace(/\$/g, ''));
    if (SECRET_WORDS.test(w)) secret = true;
    if (BENIGN_WORDS.test(w)) benign = true;
  }
  return { secret, benign };
}

/** The identifiers of a text that name a secret (SECRET_WORDS), sorted and joined: `set :session_secret, …` gives `session_secret`. */
function secretNames(text: string): string {
  const names = new Set<string>();
  for (const m of text.slice(0, 2000).matchAll(/[A-Za-z_$][\w$]{0,80}/g)) if (SECRET_WORDS.test(words(m[0].replace(/\$/g, '')))) names.add(m[0]);
  return [...names].sort().join(' ');
}

/** A line that declares a function, whose name speaks for the lines under it (`function generateToken() {`, `def make_reset_token(`, `func newKey(`). */
const DECLARES_FUNCTION = /\b(?:function|def|func|fn|sub)\s{1,3}(?:\([^()]{0,80}\)\s{0,3})?([A-Za-z_$][\w$]{0,80})|^\s{0,40}(?:(?:export\s{1,3})?(?:const|let|var)\s{1,3})?([A-Za-z_$][\w$]{0,80})\s{0,3}[=:]\s{0,3}(?:async\s{1,3})?(?:function\b|\([^()]{0,80}\)\s{0,3}=>)|^\s{0,40}(?:(?:public|private|protected|static|final|async)\s{1,3}){0,4}[\w<>[\],]{1,40}\s{1,3}([A-Za-z_$][\w$]{0,80})\s{0,3}\([^()]{0,200}\)\s{0,3}(?:throws\s[\w.,\s]{1,100})?\{/;

/** The name of the function a row sits in, when an earlier row of the hunk (changed or, for `newSide`, context) declares one. */
function enclosingName(texts: readonly string[]): string {
  for (let i = texts.length - 1; i >= 0 && i >= texts.length - 12; i -= 1) {
    const m = DECLARES_FUNCTION.exec(texts[i] ?? '');
    if (m !== null) return m[1] ?? m[2] ?? m[3] ?? '';
  }
  return '';
}

/** A path's parts as identifiers (`src/auth/reset_token.ts` names a token). */
const pathNames = (path: string): string => path.replace(/\.[A-Za-z0-9]{1,8}$/, '').replace(/[^A-Za-z0-9_]+/g, ' ');

function finding(path: string, l: ChangedLine, severity: 'high' | 'medium', title: string, why: string): KeyedFinding {
  return makeFinding({
    id: 'insecure-randomness',
    severity,
    title,
    detail: `${why} A generator that is not cryptographic (Math.random, Python's random, PHP's mt_rand/rand, Go's math/rand, java.util.Random, Ruby's rand) can be predicted from a few of its outputs, so a token, password, key or reset code made with it can be guessed. Use the platform's cryptographic generator (crypto.randomBytes/randomUUID, secrets, random_bytes/random_int, crypto/rand, SecureRandom).`,
    path,
    line: l.line,
    subject: 'insecure-randomness',
  });
}

/** Go's seeding of a plain generator with a variable: `rand.NewSource(seed)`, `rand.NewPCG(seed, …)`, `rand.Seed(seed)`; the name is group 1. */
const GO_SEEDING = /\b(?:NewSource|NewPCG|NewChaCha8|Seed)\s{0,3}\(\s{0,3}([A-Za-z_]\w{0,60})\s{0,3}[,)]/g;

/** The variables a line seeds a plain Go generator with (GO_SEEDING). */
function seededNames(code: string): string[] {
  return [...code.slice(0, 2000).matchAll(GO_SEEDING)].map((m) => m[1]!);
}

/** A Go import line of `math/rand` or `math/rand/v2`, named or not. */
const GO_MATH_RAND_IMPORT = /^\s{0,40}(?:import\s{1,3})?(?:\w{1,30}\s{1,3})?"math\/rand/;

/**
 * The finding for one file: high when a hunk replaces a cryptographic generator with a plain one
 * and the lines, the function or the path name a secret; medium when they name nothing either way,
 * or when an added line (with no cryptographic generator removed) gives a secret-named value a plain
 * generator's output. Quiet when the names say jitter, retries, sampling, a shuffle, a color, a
 * trace or request id or a mock, and when the hunk removes a line that gave the same secret names a
 * plain generator's output already (a line rewritten, not a generator chosen). `newSide(hunk)` is the hunk's context and added lines.
 */
export function insecureRandomness(path: string, rows: readonly Row[], language: CodeLanguage, newSide: (hunk: number) => readonly string[] = () => []): KeyedFinding | null {
  const plain = PLAIN_RANDOM[language];
  const crypto = CSPRNG[language];
  if (plain === undefined) return null;
  // The path's names, read when a plain generator is found (each changed file's path was read up to 2,000 characters).
  let pathNaming: { secret: boolean; benign: boolean } | null = null;
  const inPath = (): { secret: boolean; benign: boolean } => (pathNaming ??= naming(pathNames(path)));
  const hunks = new Map<number, Row[]>();
  for (const r of rows) {
    const list = hunks.get(r.l.hunk) ?? [];
    list.push(r);
    hunks.set(r.l.hunk, list);
  }
  let medium: KeyedFinding | null = null;
  for (const [hunk, list] of hunks) {
    const removedSeeds = language === 'go' ? list.flatMap((r) => (r.l.sign === '-' ? seededNames(r.t.code) : [])) : [];
    // A cryptographic read that only seeded a plain generator the hunk removes too (`binary.Read(crand.Reader, …, &seed)`
    // before `rand.New(rand.NewSource(seed))`): the values came from the plain generator already.
    const removedCrypto = crypto === undefined ? [] : list.filter((r) => r.l.sign === '-' && crypto.test(r.t.code) && !removedSeeds.some((name) => new RegExp(`\\b${name}\\b`).test(r.t.code)));
    // Lines the hunk removes that already gave a value the plain generator's output, by the secret names they assign.
    const removedPlain = new Set(list.filter((r) => r.l.sign === '-' && plain.test(r.t.code)).map((r) => secretNames(r.t.masked)));
    const addedCrypto = crypto === undefined ? 0 : list.filter((r) => r.l.sign === '+' && crypto.test(r.t.code)).length;
    for (let i = 0; i < list.length; i += 1) {
      const r = list[i];
      if (r === undefined || r.l.sign !== '+' || !plain.test(r.t.code) || (crypto?.test(r.t.code) ?? false)) continue;
      if (SORT_SHUFFLE.test(r.t.masked) && language !== 'go') continue;
      const onLine = naming(r.t.masked);
      if (onLine.benign) continue;
      // The function the line sits in: the nearest declaration above it in the hunk's new side (context and added lines).
      const side = newSide(hunk);
      const at = side.indexOf(r.l.text);
      const fn = naming(enclosingName(at >= 0 ? side.slice(0, at) : list.slice(0, i).filter((x) => x.l.sign === '+').map((x) => x.l.text)));
      if (fn.benign && !onLine.secret) continue;
      const secret = onLine.secret || fn.secret;
      if (removedCrypto.length > addedCrypto) {
        const removedNames = removedCrypto.map((x) => naming(x.t.masked));
        if (removedNames.some((n) => n.benign) && !secret) continue;
        // Go's import swapped (`"crypto/rand"` to `"math/rand"`, the calls unchanged): nothing else changes, and nothing else explains it.
        const importSwap = language === 'go' && GO_MATH_RAND_IMPORT.test(r.t.code);
        // Not when the hunk removes a `"math/rand"` import too: the file already drew from the plain
        // generator by that name, crypto/rand only seeding it (`crand.Read` into `rand.NewSource`),
        // and moves to `"math/rand/v2"`, whose top-level functions need no seed (a tracing library's
        // ID generator: a replay rated that fix high). Its calls are read as any added line is.
        if (importSwap && list.some((x) => x.l.sign === '-' && GO_MATH_RAND_IMPORT.test(x.t.code))) continue;
        const named = secret || importSwap || removedNames.some((n) => n.secret) || (inPath().secret && !inPath().benign);
        if (inPath().benign && !secret && !removedNames.some((n) => n.secret)) continue;
        const before = removedCrypto[0]?.l.line ?? 0;
        return finding(
          path,
          r.l,
          named ? 'high' : 'medium',
          named ? 'A secret is now made with a non-cryptographic random generator' : 'A cryptographic random generator is replaced by a non-cryptographic one',
          `This line replaces a cryptographic generator (line ${before} before) with one that is not${named ? ', for a value the code names a secret (a token, password, key, nonce, salt or reset code)' : ''}.`,
        );
      }
      // The same secret already made with a plain generator on a line the hunk removes: a line rewritten
      // (a linter's `format('%064x', rand(…))` for `"%064x" % rand(…)`), not a generator newly chosen.
      if (removedPlain.has(secretNames(r.t.masked))) continue;
      if (secret && medium === null) medium = finding(path, r.l, 'medium', 'A secret is made with a non-cryptographic random generator', 'This added line gives a value the code names a secret (a token, password, key, nonce, salt, session id or reset code) the output of a generator that is not cryptographic.');
    }
  }
  return medium;
}
