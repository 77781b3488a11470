/**
 * A private key or recovery phrase handed to a network request in added code: directly
 * (`fetch('https://…', { headers: { k: secretKey } })`) or through a function the same change
 * defines whose body sends to a literal host (`addToQueue(Buffer.from(secretKey).toString('hex'))`
 * beside `function addToQueue(k) { fetch('https://…', …) }`). The @solana/web3.js 1.95.6 and
 * 1.95.7 releases of December 2024 sent every key loaded through Keypair.fromSecretKey to a
 * look-alike host in a request header. Key material is used where it is, to sign; no library
 * sends it anywhere. A request written over several lines, to a URL the file keeps in a name, an
 * image beacon or a socket (request-spans.ts) is read as one request.
 */
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import { type CodeText, continuedLines } from './code-text.js';
import type { CodeLanguage } from './language.js';
import { type CodeLine, requestSpans, type RequestSpan, spansByLine, stringConstants } from './request-spans.js';

/**
 * A private key or a recovery phrase as a value (an identifier, its field, an environment name); in
 * wallet code a bare `seed` is one too (an XRP Ledger family seed is the account's secret: xrpl.js
 * 4.2.1 of April 2025 sent every seed a wallet was made from to a look-alike host).
 */
const KEY_VALUE = /(?<![\w$])(?:secret_?key|private_?key|priv_?key|mnemonic|seed_?phrase|recovery_?phrase|seed_?words|seed)(?![\w$])/i;
/** Words of code that handles wallet keys: what tells a key pair from an API's secret key. */
const WALLET_CONTEXT = /\b(?:Keypair|KeyPair|keypair|Wallet|wallet|solana|solana_sdk|solana-go|ethers|web3|bip39|bip32|bs58|base58|ed25519|ed25519_dalek|secp256k1|tweetnacl|nacl|mnemonic|hdkey|eth_account|Account\.from_key|go-ethereum|crypto\.HexToECDSA|LocalWallet|SigningKey)\b/;
/**
 * Requests over HTTP(S) in JavaScript/TypeScript and Python; Go's net/http (`http.Post(`,
 * `http.NewRequest(`); Rust's reqwest and ureq (`reqwest::get(`, `client.post(`, `ureq::post(`).
 */
const SEND_CALL =
  /\bfetch\s*\(|\baxios(?:\.(?:post|put|get|request))?\s*\(|\bhttps?\.(?:request|get)\s*\(|\bXMLHttpRequest\b|\bsendBeacon\s*\(|\brequests\.(?:post|put|get|request)\s*\(|\burlopen\s*\(|\bhttpx\.(?:post|put|get)\s*\(|\bhttp\.(?:Post|PostForm|Get|NewRequest(?:WithContext)?)\s*\(|\b(?:reqwest|ureq)::(?:get|post|put|request)\s*\(|\.(?:post|put)\s*\(\s*(?:&?format!\s*\()?["']/;
const LITERAL_URL = /["'`]https?:\/\/[\w.-]{3,253}/;
/** A function the line defines: `function f(`, `const f = (…) =>`, `const f = async k =>`, `def f(`. */
const FUNCTION_DEF = /\bfunction\s+([A-Za-z_$][\w$]{0,63})\s*\(|\b(?:const|let|var)\s+([A-Za-z_$][\w$]{0,63})\s*=\s*(?:async\s+)?(?:\(|[A-Za-z_$][\w$]{0,63}\s*=>)|^\s*(?:async\s+)?def\s+(\w{1,64})\s*\(|^\s*(?:func(?:\s*\([^()]{0,80}\))?|(?:pub(?:\([\w:]{1,20}\))?\s+)?(?:async\s+)?fn)\s+(\w{1,64})\s*[(<]/;

const MAX_SENDERS = 20;
/** A call that derives something else from a key: `publicKeyOf(k)`, `getAddress(k)`, `sign(msg, k)`, `sha256(k)`. */
const DERIVED = /(?<![\w$])[\w$]{0,40}(?:[Pp]ublic|[Pp]ub[Kk]ey|[Aa]ddress|[Dd]erive|[Ss]ign|[Hh]ash|[Ss]ha\d{0,3}|[Vv]erify|[Ff]ingerprint)[\w$]{0,40}\s*\([^()]{0,200}\)/g;

/** A key given where a request authenticates (`Authorization: \`Bearer ${secretKey}\``): an API's secret key, the credential of the host called; no wallet key is a bearer token. */
const AUTHENTICATES = /\bauthorization\b|\bbearer\b/i;

/** The requests of the added lines (request-spans.ts), by the index of each line they span. */
function spansOfAdded(lines: readonly ChangedLine[], texts: readonly CodeText[], added: (i: number) => boolean, patch?: string): Map<number, RequestSpan[]> {
  const entries: CodeLine[] = [];
  const index: number[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || t.isComment || !added(i)) continue;
    entries.push({ l, t });
    index.push(i);
  }
  if (entries.length === 0) return new Map();
  const byEntry = spansByLine(requestSpans(entries, stringConstants(lines, texts, patch)));
  const out = new Map<number, RequestSpan[]>();
  for (const [e, spans] of byEntry) out.set(index[e] ?? -1, spans.map((s) => ({ ...s, start: index[s.start] ?? -1, end: index[s.end] ?? -1 })));
  return out;
}

/** A name assigned a value (group 1): `const payload = …`, `payload = …`, `let k: string = …`, Go's `k := …`. */
const HOLDER_ASSIGNED = /^\s*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]{0,60})(?:\s*:\s*[\w.<>[\]]{1,40})?\s*:?=(?![=>])/;
/** Calls that encode or wrap a value without making something else of it (`Buffer.from(k).toString('hex')`, `JSON.stringify({ k })`, `bs58.encode(k)`, `fmt.Sprintf("%x", k)`). */
const ENCODING_CALL = /^(?:from|toString|encode|stringify|btoa|encodeURIComponent|encodeURI|String|str|hex|b64encode|urlsafe_b64encode|hexlify|bytes|dumps|Marshal|EncodeToString|Sprintf|sprintf|format|join|map|Array|concat|dict|list|Uint8Array)$/;
/** What makes a key's mention a test of it, not its value: `privateKey ? …`, `k && …`, `k === …`, `k.length`. */
const TESTED_AFTER = /^\s*(?:\?(?![.?])|&&|\|\||[!=]==?|\.length\b)/;
const TESTED_BEFORE = /(?:!|\btypeof\s{1,4}|\bnot\s{1,4})$/;
const IDENTIFIER = /[A-Za-z_$][\w$]{0,60}/g;
/** A name's own property read after it (`.address`; group 1 the property, group 2 a call of it). */
const MEMBER_AFTER = /^\s*\.\s*([A-Za-z_$][\w$]{0,60})(\s*\()?/;
/** The most names followed from a key through a file. */
const MAX_KEY_HOLDERS = 20;

/** Whether the mention of a name at `at` stands inside a call that makes something else of it (`new Wallet(k)`, `Keypair.fromSecretKey(k)`), not an encoding. */
function insideOtherCall(value: string, at: number): boolean {
  let depth = 0;
  for (let k = at - 1; k >= 0 && k >= at - 400; k -= 1) {
    const ch = value.charAt(k);
    if (ch === ')' || ch === ']' || ch === '}') depth += 1;
    else if (ch === '[' || ch === '{') {
      if (depth > 0) depth -= 1;
    } else if (ch === '(') {
      if (depth > 0) {
        depth -= 1;
        continue;
      }
      const name = /([A-Za-z_$][\w$]{0,60})\s*$/.exec(value.slice(Math.max(0, k - 80), k))?.[1];
      if (name !== undefined && !ENCODING_CALL.test(name)) return true;
    }
  }
  return false;
}

/** Whether a holder's mention at `end` (just after its name) is its whole value: not one field of it (`payload.address`), but a method of it (`hex.toString()`) or its key (`w.privateKey`) is. */
function wholeUse(masked: string, end: number): boolean {
  const member = MEMBER_AFTER.exec(masked.slice(end, end + 80));
  return member === null || member[2] !== undefined || KEY_VALUE.test(member[1] ?? '');
}

/** Whether code (strings blanked, derivations removed) carries key material as a value: a key's name, or a holder used whole, not only tested. */
function carriesKey(masked: string, holders: ReadonlySet<string>, inCall: boolean): boolean {
  for (const m of masked.matchAll(IDENTIFIER)) {
    const end = m.index + m[0].length;
    const key = KEY_VALUE.test(m[0]) || (holders.has(m[0]) && masked.charAt(m.index - 1) !== '.' && wholeUse(masked, end));
    if (!key || TESTED_AFTER.test(masked.slice(end, end + 4)) || TESTED_BEFORE.test(masked.slice(Math.max(0, m.index - 8), m.index))) continue;
    if (!inCall || !insideOtherCall(masked, m.index)) return true;
  }
  return false;
}

/**
 * The names the added lines assign key material to (`const payload = { k: secretKey, ts }`, `hex =
 * Buffer.from(secretKey).toString('hex')`, `pk = wallet.privateKey`), and names assigned from those:
 * not an object made from the key (`new Wallet(privateKey)`, `Keypair.fromSecretKey(k)`), a
 * derivation (`getAddress(k)`), a function, or a test of it (`privateKey ? … : …`).
 */
function keyHolders(lines: readonly ChangedLine[], texts: readonly CodeText[], added: (i: number) => boolean): Set<string> {
  const holders = new Set<string>();
  for (let i = 0; i < lines.length && holders.size < MAX_KEY_HOLDERS; i += 1) {
    const t = texts[i];
    if (t === undefined || t.isComment || !added(i)) continue;
    const m = HOLDER_ASSIGNED.exec(t.masked);
    const name = m?.[1];
    if (m === null || name === undefined || KEY_VALUE.test(name) || FUNCTION_DEF.test(t.masked)) continue;
    // A value written over several lines (`const payload = {` … `};`): its lines up to the bracket that closes it.
    const head = t.masked.slice(m[0].length);
    const rest = continuedLines(head, i, (j) => {
      const next = texts[j];
      return next === undefined || lines[j]?.hunk !== lines[i]?.hunk || !added(j) ? null : next;
    });
    const value = [head, ...rest.map((r) => r.masked)].join('\n').replace(DERIVED, ' ');
    if (/=>|\bfunction\b|\blambda\b/.test(value)) continue;
    if (carriesKey(value, holders, true)) holders.add(name);
  }
  return holders;
}

/** The languages whose requests and function definitions are read. */
export function readsKeySends(language: CodeLanguage): boolean {
  return language === 'js' || language === 'python' || language === 'go' || language === 'rust';
}

/** Whether a patch may hand key material anywhere: it names wallet code and a key (a cheap test before the lines are read). */
export function mayHandleKeys(patch: string): boolean {
  return WALLET_CONTEXT.test(patch) && KEY_VALUE.test(patch);
}

/** The functions the added lines define whose bodies send to a literal host (`function addToQueue(k) { fetch('https://…') }`). */
export function sendingFunctions(lines: readonly ChangedLine[], texts: readonly CodeText[], added: (i: number) => boolean, patch?: string): Set<string> {
  const senders = new Set<string>();
  // Requests written over several lines, or to a URL kept in a name, start on their first line.
  const spans = spansOfAdded(lines, texts, added, patch);
  let current: string | null = null;
  let currentHunk = -1;
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || t.isComment) continue;
    if (!added(i)) continue;
    if (l.hunk !== currentHunk) {
      current = null;
      currentHunk = l.hunk;
    }
    const def = FUNCTION_DEF.exec(t.masked);
    if (def !== null) current = def[1] ?? def[2] ?? def[3] ?? def[4] ?? null;
    const opens = (SEND_CALL.test(t.masked) && LITERAL_URL.test(t.code)) || (spans.get(i) ?? []).some((s) => s.start === i);
    if (current !== null && senders.size < MAX_SENDERS && opens) senders.add(current);
  }
  return senders;
}

/**
 * `elsewhere`: the sending functions that other files of the PR in the same language define, by
 * name, with the file (`addToQueue` in `src/utils/queue.ts`, imported by the Keypair's file).
 */
export function keySentOut(
  path: string,
  patch: string,
  lines: readonly ChangedLine[],
  texts: readonly CodeText[],
  language: CodeLanguage,
  added: (i: number) => boolean,
  elsewhere: ReadonlyMap<string, string> = new Map(),
): KeyedFinding | null {
  if (!readsKeySends(language)) return null;
  // The wallet context anywhere in the patch (context lines too: the class the key comes into), and
  // the functions the added lines define that send to a literal host, here or in another file of the PR.
  if (!WALLET_CONTEXT.test(patch)) return null;
  const own = sendingFunctions(lines, texts, added, patch);
  const spans = spansOfAdded(lines, texts, added, patch);
  const senders = new Set([...own, ...elsewhere.keys()]);
  // Names the key was copied into (`const payload = { k: secretKey }`), sent later (`body: JSON.stringify(payload)`).
  const holders = keyHolders(lines, texts, added);
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || t.isComment || !added(i)) continue;
    // The key as a value of code (string contents blanked: a message that says "private key" is none), or an environment name.
    // What a key passes through a derivation (its public half, an address, a signature, a hash) is not the key.
    const masked = t.masked.replace(DERIVED, ' ');
    if (!KEY_VALUE.test(masked) && !/\benv\b[^\n]{1,40}(?:PRIVATE_KEY|SECRET_KEY|MNEMONIC)/.test(t.code) && (holders.size === 0 || !carriesKey(masked, holders, false))) continue;
    if (AUTHENTICATES.test(t.code)) continue;
    const def = FUNCTION_DEF.exec(t.masked);
    // On the request's line, or on a line of a request that spans several (its body, three lines down).
    const span = (spans.get(i) ?? [])[0];
    const direct = (SEND_CALL.test(t.masked) && LITERAL_URL.test(t.code)) || span !== undefined;
    let through: string | null = null;
    if (!direct) {
      for (const name of senders) {
        if (def !== null && (def[1] ?? def[2] ?? def[3] ?? def[4]) === name) continue;
        const at = t.masked.indexOf(`${name}(`);
        // Go and Rust call the methods they define on a receiver (`w.queue(…)`, `self.queue(…)`).
        const before = t.masked[at - 1] ?? '';
        if (at >= 0 && (at === 0 || !/[\w$]/.test(before)) && (before !== '.' || language === 'go' || language === 'rust')) {
          through = name;
          break;
        }
      }
    }
    if (!direct && through === null) continue;
    const definedIn = through !== null && !own.has(through) ? elsewhere.get(through) : undefined;
    // Carried through a name the key was copied into (`payload`), when the line names no key itself.
    const via = KEY_VALUE.test(masked) ? undefined : [...masked.matchAll(IDENTIFIER)].find((m) => holders.has(m[0]) && masked.charAt(m.index - 1) !== '.')?.[0];
    return makeFinding({
      id: 'secret-harvesting',
      severity: 'high',
      title: through !== null ? `A private key is handed to ${through}(), which sends it to a host` : 'A private key is sent in a network request',
      detail: `Line ${l.line} ${through !== null ? `passes key material to ${through}(), a function this change defines${definedIn !== undefined ? ` in ${definedIn}` : ''} that makes a request to a literal host` : `puts key material${via !== undefined ? ` (through ${via}, which an earlier line assigned from a key)` : ''} into a network request${span !== undefined && span.start !== i ? ` (the one line ${lines[span.start]?.line ?? '?'} opens)` : ''}${span !== undefined ? ` to ${span.places.map((p) => p.split(/[/:]/, 1)[0] ?? '').filter((h, k, all) => all.indexOf(h) === k).join(', ')}` : ''}`}, in code that handles wallet keys: a key is used where it is, to sign, and no library sends it anywhere. The @solana/web3.js 1.95.6 and 1.95.7 releases (December 2024) sent every key loaded through Keypair.fromSecretKey to a look-alike host this way. Remove it; if it was published, every key it saw must be treated as stolen.`,
      path,
      line: l.line,
      subject: 'key-sent-out',
    });
  }
  return null;
}
