import { describe, expect, it } from 'vitest';
import { createPathClassifier } from '../../../src/analyzers/classify-path.js';
import { scanCodeChanges } from '../../../src/ecosystems/code/scan-code-changes.js';
import { makeCommit, makeFile, makeSnapshot } from '../../support/snapshot-factory.js';

const classifier = createPathClassifier();

function hunk(added: readonly string[], removed: readonly string[] = [], context = ' // context'): string {
  return [`@@ -10,${removed.length + 1} +10,${added.length + 1} @@`, context, ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n');
}

/** The insecure-randomness finding's severity for one file's hunk, or null. */
function severity(path: string, added: string[], removed: string[] = [], context?: string, title = 'Simplify token helper'): string | null {
  const snapshot = makeSnapshot({ title, files: [makeFile(path, { patch: hunk(added, removed, context) })], commits: [makeCommit({ message: title })] });
  return scanCodeChanges(snapshot, (p) => classifier.info(p)).find((f) => f.id === 'insecure-randomness')?.severity ?? null;
}

describe('insecure-randomness: a cryptographic generator replaced by a plain one', () => {
  it('rates the replacement high when a secret is named, in each language', () => {
    expect(severity('src/auth/tokens.ts', ["  return Math.random().toString(36).slice(2);"], ["  return crypto.randomBytes(32).toString('hex');"], ' export function generateToken(): string {')).toBe('high');
    expect(severity('app/accounts/reset.py', ['    token = "".join(random.choice(ALPHABET) for _ in range(32))'], ['    token = secrets.token_hex(16)'])).toBe('high');
    expect(severity('src/Security/ResetCode.php', ['        $code = mt_rand(100000, 999999);'], ['        $code = random_int(100000, 999999);'], ' function makeResetCode(): int {')).toBe('high');
    expect(severity('internal/keys/keys.go', ['\t"math/rand"'], ['\t"crypto/rand"'], ' import (')).toBe('high');
    expect(severity('src/main/java/com/acme/ApiKeys.java', ['        Random rng = new Random();'], ['        SecureRandom rng = new SecureRandom();'], '    public String newApiKey() {')).toBe('high');
    expect(severity('lib/acme/session.rb', ['    self.session_token = rand(36**32).to_s(36)'], ['    self.session_token = SecureRandom.hex(32)'])).toBe('high');
  });

  it('rates a replacement that names nothing medium', () => {
    expect(severity('src/util/ids.ts', ['  const value = Math.random().toString(36).slice(2);'], ['  const value = crypto.randomUUID();'])).toBe('medium');
  });

  it('stays quiet for jitter, shuffles, sampling, trace ids, mocks and tests', () => {
    expect(severity('src/retry.ts', ['  const jitter = Math.random() * 100;'], ['  const jitter = crypto.randomInt(100);'])).toBeNull();
    expect(severity('src/util/backoff.ts', ['  return base * 2 ** attempt + Math.random() * 50;'], ['  return base * 2 ** attempt + crypto.randomInt(50);'])).toBeNull();
    expect(severity('src/tracing.ts', ['  const traceId = Math.random().toString(16).slice(2);'], ['  const traceId = crypto.randomUUID();'])).toBeNull();
    expect(severity('app/sampling.py', ['    if random.random() < SAMPLE_RATE:'], ['    if secrets.randbelow(100) < SAMPLE_RATE * 100:'])).toBeNull();
    expect(severity('test/auth/tokens.test.ts', ["  const token = Math.random().toString(36);"], ["  const token = crypto.randomBytes(8).toString('hex');"])).toBeNull();
    expect(severity('internal/retry/backoff.go', ['\t"math/rand"'], ['\t"crypto/rand"'], ' import (')).toBeNull();
  });
});

describe('insecure-randomness: Go code that seeded math/rand from crypto/rand', () => {
  it('does not read a move from a math/rand source seeded by crypto/rand to math/rand/v2 as a generator replaced; a key read from crypto/rand still is', () => {
    // The imports: "math/rand" was there already, crypto/rand only seeded it.
    expect(severity('propagators/xray/idgenerator.go', ['\t"math/rand/v2"'], ['\tcrand "crypto/rand"', '\t"math/rand"'], ' import (')).toBeNull();
    // The constructor: the seed read and the source it fed go together.
    const seeded = ['\tvar rngSeed int64', '\t_ = binary.Read(crand.Reader, binary.LittleEndian, &rngSeed)', '\tgen.randSource = rand.New(rand.NewSource(rngSeed))', '\treturn gen'];
    expect(severity('propagators/xray/idgenerator.go', ['\treturn &IDGenerator{}', '}', 'func (gen *IDGenerator) NewIDs() (TraceID, SpanID) {', '\tbinary.NativeEndian.PutUint64(tid[4:12], rand.Uint64())'], seeded, ' func NewIDGenerator() *IDGenerator {')).toBeNull();
    // crypto/rand swapped for math/rand with no math/rand import before: a swap, as before.
    expect(severity('internal/keys/keys.go', ['\t"math/rand/v2"'], ['\t"crypto/rand"'], ' import (')).toBe('high');
    // A crypto/rand read that seeded nothing, the key itself, replaced: reported.
    expect(severity('internal/keys/keys.go', ['\tapiKey := rand.Uint64()'], ['\t_ = binary.Read(crand.Reader, binary.LittleEndian, &apiKey)', '\tsrc := rand.NewSource(seed)'], ' func newKey() uint64 {')).toBe('high');
  });
});

describe('insecure-randomness: a new secret from a plain generator', () => {
  it('rates a secret-named value medium', () => {
    expect(severity('src/auth/csrf.ts', ['  const csrfToken = Math.random().toString(36).slice(2);'])).toBe('medium');
    expect(severity('app/otp.py', ['    otp = random.randint(100000, 999999)'])).toBe('medium');
    expect(severity('src/Auth.php', ['        $password = substr(str_shuffle($chars), 0, 12);'])).toBe('medium');
    expect(severity('src/main/java/com/acme/Nonce.java', ['        long nonce = new Random().nextLong();'])).toBe('medium');
    expect(severity('src/auth/session.ts', ['  return Math.random().toString(36).slice(2);'], [], ' function newSessionId() {')).toBe('medium');
  });

  it('stays quiet for list keys, colors, shuffles, games and request ids', () => {
    expect(severity('src/components/List.tsx', ['      <Item key={Math.random()} {...item} />'])).toBeNull();
    expect(severity('src/theme.ts', ['  const color = `hsl(${Math.random() * 360}, 70%, 50%)`;'])).toBeNull();
    expect(severity('src/cards.ts', ['  const tokens = deck.sort(() => Math.random() - 0.5);'])).toBeNull();
    expect(severity('src/middleware/id.ts', ['  const requestId = Math.random().toString(36).slice(2);'])).toBeNull();
    expect(severity('app/game.py', ['    roll = random.randint(1, 6)'])).toBeNull();
    expect(severity('src/auth/token.ts', ["  const token = crypto.randomBytes(32).toString('hex');"])).toBeNull();
    expect(severity('app/secrets_util.py', ['    token = secrets.token_urlsafe(32)'])).toBeNull();
  });

  it('stays quiet when the hunk rewrites a line that already made the same secret with a plain generator (a linter run); a new secret, or another one, is still reported', () => {
    const fallback = '   rescue NotImplementedError';
    expect(severity('lib/webkit/app.rb', ["      set :cookie_secret, format('%064x', Kernel.rand((2**256) - 1))"], ["      set :cookie_secret, \"%064x\" % Kernel.rand(2**256-1)"], fallback, 'Set up RuboCop')).toBeNull();
    expect(severity('src/auth/csrf.ts', ['  const csrfToken = Math.random().toString(36).slice(2, 10);'], ['  const csrfToken = Math.random().toString(36).substr(2, 8);'], ' // context', 'Replace deprecated substr')).toBeNull();
    // The removed line made no secret, or another one: the added line is a new choice.
    expect(severity('lib/webkit/app.rb', ["      set :cookie_secret, format('%064x', Kernel.rand((2**256) - 1))"], ['      set :cache_buster, Kernel.rand(1000)'], fallback, 'Set up RuboCop')).toBe('medium');
    expect(severity('src/auth/csrf.ts', ['  const csrfToken = Math.random().toString(36).slice(2, 10);', '  const resetToken = Math.random().toString(36).slice(2, 10);'], ['  const csrfToken = Math.random().toString(36).substr(2, 8);'], ' // context', 'Replace deprecated substr')).toBe('medium');
  });
});
