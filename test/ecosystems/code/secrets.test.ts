import { describe, expect, it } from 'vitest';
import { findSecrets, isUrlTestName, PATTERN_KINDS } from '../../../src/ecosystems/code/secrets.js';

/** Characters of a generated token: no keyboard run, no placeholder word. */
function token(length: number, alphabet = 'Qm7Zr2Kp9Vx4Lw8Hn3Jt6Bd5Fg'): string {
  let out = '';
  for (let i = 0; out.length < length; i += 1) out += alphabet[(i * 7 + 3) % alphabet.length];
  return out;
}
const hex = (length: number) => token(length, '9f3a7c1e5b8d2604');

/** One token of every kind the patterns know, as it would be pasted into code. */
const SAMPLES: Record<string, string> = {
  'Stripe secret key': `sk_live_${token(24)}`,
  'Google API key': `AIza${token(35)}`,
  'GitLab token': `glpat-${token(20)}`,
  'Twilio API key': `SK${hex(32)}`,
  'DigitalOcean token': `dop_v1_${hex(64)}`,
  'HashiCorp Vault token': `hvs.${token(30)}`,
  'PyPI upload token': `pypi-AgEIcHlwaS5vcmc${token(60)}`,
  'Docker Hub token': `dckr_pat_${token(30)}`,
  'Hugging Face token': `hf_${token(34, 'QmZrKpVxLwHnJtBdFg')}`,
  'Telegram bot token': `123456789:AA${token(33)}`,
  'Azure storage account key': `AccountKey=${token(86)}==`,
  'Databricks token': `dapi${hex(32)}`,
  'Grafana token': `glsa_${token(32)}_${hex(8)}`,
  'New Relic API key': `NRAK-${token(27, 'QMZRKPVXLWHNJT7294')}`,
  'Postman API key': `PMAK-${hex(24)}-${hex(34)}`,
  'Sentry token': `sntrys_${token(48)}`,
  'Doppler token': `dp.pt.${token(42)}`,
  'Mailgun API key': `key-${hex(32)}`,
  'Atlassian API token': `ATATT3${token(190)}`,
  'GitHub token': `github_pat_${token(82)}`,
};

describe('findSecrets: the token patterns', () => {
  it('has a sample of every kind', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...PATTERN_KINDS].sort());
  });

  it.each(Object.entries(SAMPLES))('finds a %s (the one-pass prefilter lets it through)', (kind, sample) => {
    const content = `const client = connect({ credential: "${sample}" });\n`;
    expect(findSecrets(content, '.ts').map((hit) => hit.kind)).toContain(kind);
  });

  it('does not read a secret-named constant holding a key name of words, with or without one sigil, as a secret', () => {
    // rack-protection's per-form CSRF tokens: the session slot of the global token.
    expect(findSecrets("      GLOBAL_TOKEN_IDENTIFIER = '!real_csrf_token'\n", '.rb')).toEqual([]);
    expect(findSecrets("SESSION_TOKEN_KEY = ':session_auth_token'\nAPI_TOKEN_FIELD = '@api_token_value'\n", '.rb')).toEqual([]);
    // A value with digits or mixed symbols, or two sigils, is still read as one.
    expect(findSecrets("GLOBAL_TOKEN = '!r3al_Csrf_t0ken_9f2K'\n", '.rb').map((hit) => hit.generic)).toEqual([true]);
    expect(findSecrets("SECRET_TOKEN = '!!real_csrf_token'\n", '.rb').map((hit) => hit.generic)).toEqual([true]);
  });

  it('reads a value only to the quote that opened it: a quoted name inside a string of another quote is no value', () => {
    // peft's snippet table: the string holds `"embed_tokens"`; `target_modules=[` is not a secret.
    expect(findSecrets(`    "TRAINABLE_TOKENS": 'target_modules=["embed_tokens"], token_indices=[0, 1]',\n`, '.py')).toEqual([]);
    expect(findSecrets(`API_TOKEN = 'Xq7#kZp2Lm9@Wv4Rt8Yb'\nSECRET_KEY = "Xq7#kZp2Lm9@Wv4Rt8Yb"\n`, '.py').map((hit) => hit.generic)).toEqual([true, true]);
  });

  it('finds nothing in ordinary code', () => {
    expect(findSecrets('const total = items.reduce((sum, item) => sum + item.price, 0);\nexport default total;\n', '.ts')).toEqual([]);
  });
});

describe('findSecrets: URL credentials in a URL parser\'s tests', () => {
  it('names a test file for URLs or URIs by a word of its name', () => {
    for (const path of ['Tests/VaporTests/URITests.swift', 'Tests/FoundationTests/URLParserTests.swift', 'tests/test_urls.py', 'net/url/url_test.go', 'src/uri.spec.ts', 'test/UrlTest.java', 'tests/test_userinfo.rs']) expect(isUrlTestName(path), path).toBe(true);
    for (const path of ['Tests/VaporTests/RequestTests.swift', 'tests/test_curl.py', 'test/security.test.ts', 'tests/test_uribl_spam.py', 'src/urgent_test.go']) expect(isUrlTestName(path), path).toBe(false);
  });

  it('reads a short plain-word user and password in an http or ftp URL as test data only when told the file is such a test', () => {
    const line = '  check("http://darin:nothin@www.apple.com:42/dir/")\n';
    expect(findSecrets(line, '.swift').map((hit) => hit.kind)).toEqual(['password in a URL']);
    expect(findSecrets(line, '.swift', { urlTest: true })).toEqual([]);
    expect(findSecrets('  check("http://darin:Nq7xLw2Vt9@www.apple.com/")\n', '.swift', { urlTest: true }).map((hit) => hit.kind)).toEqual(['password in a URL']);
    expect(findSecrets('  check("https://ci:robot@github.com/acme/app.git")\n', '.swift', { urlTest: true }).map((hit) => hit.kind)).toEqual(['password in a URL']);
  });
});
