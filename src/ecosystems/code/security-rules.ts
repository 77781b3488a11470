import type { Severity } from '../../signal/schema.js';
import type { CodeLanguage } from './language.js';

/**
 * Token-level rules over the added (or removed) lines of a diff, per language. Each pattern is
 * linear-time (no nested or overlapping quantifiers) and runs on one line of at most 2,000
 * characters. They recognize how a change reads, not what the program does: docs/findings.md
 * ("Code changes") states each rule's limits.
 */

export type PatternSet = Partial<Record<CodeLanguage | 'any', RegExp>>;

export interface LineRule {
  readonly id: string;
  readonly severity: Severity;
  /** Which lines it reads: added or removed. */
  readonly sign: '+' | '-';
  /** `masked`: outside string literals only; `code`: strings kept (a key or header in quotes matters). */
  readonly on: 'masked' | 'code';
  readonly patterns: PatternSet;
  /** A second test on the matched line (e.g. the assigned name), when one pattern cannot say it linearly. */
  readonly confirm?: (match: RegExpExecArray, line: string, next?: string) => boolean;
  /**
   * A test of a match's parts (a compared name) that keeps the pattern a cheap shape: every match
   * of the line is tried, left to right, and the first one it accepts is the rule's match.
   */
  readonly candidate?: (match: RegExpExecArray) => boolean;
  /** A cheap test a line must pass before the pattern runs (keeps the scan fast on ordinary code). */
  readonly prefilter?: RegExp;
  /** File names the rule does not read (a linter's configuration, whose keys are rule names). */
  readonly notInFiles?: RegExp;
  /** A line another rule already reported is left to it (verify=False is TLS, not a generic switch). */
  readonly yieldsTo?: string;
  /**
   * The match must end in code, not inside a string literal: a message or help text that tells the
   * user about a switch (`"Use --verify=false to skip verification"`) switches nothing off.
   */
  readonly endsInCode?: boolean;
  /**
   * Not in a function whose name says it judges a value's quality (`is_default_password`,
   * `isWeakPassword`): a fixed password compared there is an answer about the value, not a way in.
   */
  readonly notInQualityChecks?: boolean;
  readonly title: string;
  readonly detail: string;
}

export function patternFor(set: PatternSet, language: CodeLanguage): RegExp | undefined {
  return set[language] ?? set.any;
}

/** The global copies of the patterns of rules with a `candidate` test, to walk a line's matches. */
const globalCopies = new WeakMap<RegExp, RegExp>();

/**
 * A line rule's hit on a changed line: its prefilter passed, its match (ruleMatch) on the masked or
 * plain code as the rule reads it, and its confirm accepting it (`next` is the next added line's code of
 * the hunk, for a rule whose condition lets the caller in on the line after it). Null when any of them fails.
 */
export function lineRuleHit(rule: LineRule, pattern: RegExp, t: { readonly code: string; readonly masked: string }, next?: string): RegExpExecArray | null {
  if (rule.prefilter !== undefined && !rule.prefilter.test(t.code)) return null;
  const match = ruleMatch(rule, pattern, rule.on === 'masked' ? t.masked : t.code);
  return match !== null && (rule.confirm === undefined || rule.confirm(match, t.code, next)) ? match : null;
}

/**
 * A rule's match on a line: the pattern's first match, or for a rule with a `candidate` test the
 * first match it accepts (each start tried once, so a rejected comparison does not hide a later one).
 */
export function ruleMatch(rule: Pick<LineRule, 'candidate'>, pattern: RegExp, text: string): RegExpExecArray | null {
  if (rule.candidate === undefined) return pattern.exec(text);
  let all = globalCopies.get(pattern);
  if (all === undefined) {
    all = new RegExp(pattern.source, `${pattern.flags.replace(/[gy]/g, '')}g`);
    globalCopies.set(pattern, all);
  }
  all.lastIndex = 0;
  for (let match = all.exec(text); match !== null; match = all.exec(text)) {
    if (rule.candidate(match)) return match;
    all.lastIndex = match.index + 1;
  }
  return null;
}

/**
 * An XML parser told to expand entities or load DTDs (XXE): lxml's `resolve_entities=True`, SAX's
 * `feature_external_ges` on, libxmljs's `noent: true`, PHP's `LIBXML_NOENT` and
 * `libxml_disable_entity_loader(false)`, Java's `disallow-doctype-decl` off, external entities or
 * external DTDs on, `setExpandEntityReferences(true)`, `IS_SUPPORTING_EXTERNAL_ENTITIES` true,
 * C#'s `DtdProcessing.Parse`, `ProhibitDtd = false`, an `XmlUrlResolver` set as resolver,
 * Nokogiri's `NOENT`/`noent`/`DTDLOAD`, libxml2's `XML_PARSE_NOENT`/`XML_PARSE_DTDLOAD`.
 */
const XML_ENTITIES_ON: PatternSet = {
  python: /\bresolve_entities\s{0,3}=\s{0,3}True\b|\bfeature_external_(?:ges|pes)\s{0,3},\s{0,3}(?:True|1)\b/,
  js: /\bnoent\s{0,3}:\s{0,3}true\b/,
  php: /\bLIBXML_NOENT\b|\bLIBXML_DTDLOAD\b|\blibxml_disable_entity_loader\s{0,3}\(\s{0,3}false\b/i,
  java: /disallow-doctype-decl["']\s{0,3},\s{0,3}(?:false|Boolean\.FALSE)\b|external-(?:general|parameter)-entities["']\s{0,3},\s{0,3}(?:true|Boolean\.TRUE)\b|load-external-dtd["']\s{0,3},\s{0,3}(?:true|Boolean\.TRUE)\b|\bsetExpandEntityReferences\s{0,3}\(\s{0,3}true\b|\bIS_SUPPORTING_EXTERNAL_ENTITIES\s{0,3},\s{0,3}(?:true|Boolean\.TRUE)\b/,
  csharp: /\bDtdProcessing\s{0,3}=\s{0,3}DtdProcessing\.Parse\b|\bProhibitDtd\s{0,3}=\s{0,3}false\b|\bXmlResolver\s{0,3}=\s{0,3}new\s{1,3}XmlUrlResolver\b/,
  ruby: /\bParseOptions::(?:NOENT|DTDLOAD)\b|\.(?:noent|dtdload)\b(?!\?)/,
  c: /\bXML_PARSE_(?:NOENT|DTDLOAD)\b/,
};

/** TLS certificate or host-name verification switched off. */
const TLS_DISABLED: PatternSet = {
  js: /\brejectUnauthorized\s*:\s*(?:false\b|!1\b|!!0\b|Boolean\((?:\s*0)?\s*\))|\bNODE_TLS_REJECT_UNAUTHORIZED['"\]]*\s*=\s*['"`]?0|\bstrictSSL\s*:\s*false\b|\bcheckServerIdentity\s*:\s*\(\)\s*=>\s*(?:undefined|null)\b/,
  python: /\bverify\s*=\s*(?:False\b|0\b|bool\((?:\s*0)?\s*\)|not\s+True\b)|\b_create_unverified_context\b|\bCERT_NONE\b|\bcheck_hostname\s*=\s*False\b|\bdisable_warnings\s*\(\s*(?:urllib3\.exceptions\.)?InsecureRequestWarning/,
  // Go: the tls.Config field in a literal (`InsecureSkipVerify: true`) or assigned (`cfg.InsecureSkipVerify = true`).
  go: /\bInsecureSkipVerify\s*[:=]\s*true\b/,
  ruby: /\bVERIFY_NONE\b|\bssl_verify(?:_peer|_mode)?\s*(?::|=>|=)\s*(?:false|0)\b|\bverify_ssl\s*(?::|=>|=)\s*false\b/,
  php: /\bCURLOPT_SSL_VERIFY(?:PEER|HOST)['"]?\s*(?:,|=>|\]\s*=)\s*(?:0|false)\b|['"]verify(?:_peer|_peer_name)?['"]\s*(?:=>|\]\s*=)\s*false\b/i,
  // Java, Kotlin, Scala and Groovy: the verifier objects that accept anything, a host-name verifier
  // that answers true whatever it is asked (a Java lambda, `setDefaultHostnameVerifier` included,
  // OkHttp's Kotlin `hostnameVerifier { _, _ -> true }`, an anonymous `verify(String, SSLSession)`
  // returning true on its line), a trust strategy that answers true (`loadTrustMaterial(null, (chain, authType) -> true)`),
  // and a trust manager whose server check has an empty body.
  java: /\bNoopHostnameVerifier\b|\bloadTrustMaterial\s*\(\s*[\w().]{1,40}\s*,\s*\(\s*\w+\s*,\s*\w+\s*\)\s*->\s*(?:\{\s*return\s+)?true\b|\bALLOW_ALL_HOSTNAME_VERIFIER\b|\bTrustAllStrategy\b|\bInsecureTrustManagerFactory\b|\bnew\s+(?:TrustManager\s*\[\s*\]\s*\{\s*new\s+)?\w{0,30}(?:TrustAll|TrustEvery|AcceptAll|Insecure|Naive|Permissive|Trusting)\w{0,30}(?:TrustManager|Certs|Certificates|X509\w{0,20})\s*\(|\b(?:set(?:Default|SSL)?)?[Hh]ostnameVerifier\s*(?:\(\s*(?:\(\s*\w+\s*,\s*\w+\s*\)|\{\s*\w+\s*,\s*\w+)|\{\s*\w+\s*,\s*\w+)\s*->\s*(?:\{\s*return\s+)?true\b|\bboolean\s+verify\s*\(\s*(?:final\s+)?String\s+\w+\s*,\s*(?:final\s+)?SSLSession\s+\w+\s*\)\s*\{\s*return\s+true\b|\bfun\s+verify\s*\(\s*\w+\s*:\s*String\??\s*,\s*\w+\s*:\s*SSLSession\??\s*\)\s*(?::\s*Boolean\s*)?(?:=\s*true\b|\{\s*return\s+true\b)|\bcheckServerTrusted\s*\([^()]{0,200}\)\s*(?::\s*Unit\s*)?(?:throws\s+[\w.]+\s*)?\{\s*\}/,
  // C#: a certificate callback that answers true whatever it is shown (HttpClientHandler's
  // `ServerCertificateCustomValidationCallback`, ServicePointManager's `ServerCertificateValidationCallback`,
  // SslStream's `RemoteCertificateValidationCallback`, a lambda or `delegate { return true; }`), and the
  // handler's own accept-anything callback.
  csharp: /\b(?:ServerCertificate(?:Custom)?ValidationCallback|RemoteCertificateValidationCallback)\s{0,3}(?:\+?=|\()\s{0,3}(?:new [\w.]{1,80}\()?(?:\([^()]{0,200}\)\s{0,3}=>|\w{1,40}\s{0,3}=>|delegate(?:\s{0,3}\([^()]{0,200}\))?)\s{0,3}(?:\{\s{0,3}return\s{1,3})?true\b|\bDangerousAcceptAnyServerCertificateValidator\b/,
  c: /\bCURLOPT_SSL_VERIFY(?:PEER|HOST)\s*,\s*0L?\b|\bSSL_VERIFY_NONE\b/,
  // Rust: reqwest's and native-tls's `danger_accept_invalid_*(true)`, openssl's `SslVerifyMode::NONE`, and
  // rustls given a certificate verifier whose name says it checks nothing (`NoVerifier`, `AcceptAnyCert`,
  // `InsecureVerifier`, `SkipServerVerification`).
  rust: /\bdanger_accept_invalid_(?:certs|hostnames)\s*\(\s*true\b|\bSslVerifyMode::NONE\b|\b(?:with_custom_certificate_verifier|set_certificate_verifier)\s{0,3}\(\s{0,3}(?:(?:std::sync::)?Arc::new\s{0,3}\(\s{0,3})?(?:\w{1,40}::)?\w{0,40}(?:NoVerif|NoCertificateVerif|NoServerVerif|NoopVerif|AcceptAny|AcceptAll|Insecure|Danger|SkipVerif|SkipServerVerif|TrustAll)/,
  shell: /\bcurl\b.*\s(?:-[a-jl-zA-Z]*k[a-zA-Z]*|--insecure)\b|\bwget\b.*\s--no-check-certificate\b|\bGIT_SSL_NO_VERIFY=['"]?(?:1|true)\b|\bhttp\.sslVerify\s+['"]?false\b|\bNODE_TLS_REJECT_UNAUTHORIZED=['"]?0\b/,
};

/**
 * The branch that implements a caller's opt-out of verification: a conditional on the client's own
 * verify option (`elif verify is False:`, `if not verify:`, `if ($options['verify'] === false) {`,
 * `unless ssl_verify`, `if (!opts.rejectUnauthorized)`, `if (insecure) {`). An HTTP library has to
 * honor `verify=False`; what matters is that it is not the default. A condition that also says
 * `or`/`||` or a constant is not such a branch.
 */
export const TLS_OPT_OUT_GUARD: RegExp =
  /^\s*(?:\}\s*)?(?:if|elif|elsif|unless|else\s+if)\b[^|]{1,160}?(?:verif\w*|insecure\w*|reject_?unauthorized|ssl_?check\w*|check_?(?:ssl|cert)\w*)\b/i;
export const TLS_GUARD_ESCAPE: RegExp = /\bor\b|\|\||\b(?:True|true|TRUE)\s*(?:[):{]|$)|\b(?:if|elif|unless)\s*(?:\(\s*)?(?:1|True|true)\b/;

/**
 * CORS that reflects any origin with credentials, in one call: the cors package's (or NestJS's
 * `enableCors`) `origin: true` echoes each request's Origin, and `credentials: true` in the same
 * options lets that site read the answers to the user's cookies. Either order; no nested braces between.
 */
const CORS_REFLECTED_WITH_CREDENTIALS: PatternSet = {
  js: /\b(?:cors|enableCors)\s{0,3}\(\s{0,3}\{[^{}]{0,200}?\b(?:origin\s{0,3}:\s{0,3}true\b[^{}]{1,200}?\bcredentials\s{0,3}:\s{0,3}true|credentials\s{0,3}:\s{0,3}true\b[^{}]{1,200}?\borigin\s{0,3}:\s{0,3}true)\b/,
};

/** CORS that lets any origin in. */
const CORS_PERMISSIVE: PatternSet = {
  any: /Access-Control-Allow-Origin['"]?\s*(?:[,:=]|=>)\s*['"]\*['"]|Access-Control-Allow-Origin:\s*\*/i,
  js: /Access-Control-Allow-Origin['"]?\s*(?:,|:)\s*['"]\*['"]|\bcors\(\s*\{\s*origin\s*:\s*(?:true|['"]\*['"])|\borigin\s*:\s*(?:function\s*)?\(\s*\w+\s*,\s*(\w+)\s*\)\s{0,5}(?:=>\s{0,5})?\{?\s{0,5}(?:return\s{1,5})?\1\s*\(\s*null\s*,\s*true\s*\)/i,
  python: /\bCORS_(?:ORIGIN_ALLOW_ALL|ALLOW_ALL_ORIGINS)\s*=\s*True\b|\ballow_origins\s*=\s*\[\s*['"]\*['"]\s*\]|Access-Control-Allow-Origin['"]\]?\s*(?:,|=)\s*['"]\*['"]/,
  go: /\bAllowAllOrigins\s*:\s*true\b|\bAllowOriginFunc\s*:\s*func\s*\(\s*(?:\w{1,40}\s{1,5})?string\s*\)\s*bool\s*\{\s*return\s+true\b|\bAllowedOrigins\s*:\s*\[\]string\{\s*"\*"\s*\}|Access-Control-Allow-Origin",\s*"\*"/,
  ruby: /\borigins\s+['"]\*['"]|Access-Control-Allow-Origin['"]\]?\s*=\s*['"]\*['"]/,
  java: /\ballowedOrigins?(?:Patterns)?\(\s*"\*"\s*\)|\b(?:set|add)AllowedOrigin(?:s|Patterns?)?\s*\(\s*(?:(?:List\.of|Arrays\.asList|Collections\.singletonList|listOf|mutableListOf)\s*\(\s*)?"\*"\s*\)|@CrossOrigin\s*(?:\(\s*(?:origins\s*=\s*)?"\*"\s*\)|$)|Access-Control-Allow-Origin",\s*"\*"/,
  // tower-http's `AllowOrigin::mirror_request()` echoes every origin back; `.allow_origin(Any)` is `*`.
  rust: /\b(?:CorsLayer|Cors)::(?:very_)?permissive\s*\(\)|\.allow_any_origin\s*\(\)|\bAllowOrigin::(?:mirror_request|any)\s*\(\s*\)|\.allow_origin\s*\(\s*(?:cors::)?Any\s*\)/,
  // ASP.NET Core's CORS policy builder: any origin, or an origin check that answers true.
  csharp: /\.AllowAnyOrigin\s*\(\s*\)|\.SetIsOriginAllowed\s{0,3}\(\s{0,3}(?:\w{1,40}|\([\w ]{0,40}\))\s{0,3}=>\s{0,3}true\b|Access-Control-Allow-Origin",\s*"\*"/,
};

const WEAK_CIPHER: PatternSet = {
  js: /\bcreateCipher(?:iv)?\(\s*['"](?:des|des-ede3?|rc4|bf|aes-\d+-ecb)['"]/i,
  python: /\b(?:DES|DES3|ARC4|Blowfish)\.new\s*\(|\bMODE_ECB\b|\balgorithms\.(?:TripleDES|ARC4|Blowfish)\b/,
  go: /\b(?:des\.New(?:TripleDES)?Cipher|rc4\.NewCipher)\b/,
  ruby: /\bOpenSSL::Cipher\.new\(\s*['"](?:des|rc4|bf|aes-\d+-ecb)/i,
  php: /\bmcrypt_\w+\s*\(|\bMCRYPT_(?:DES|MODE_ECB)\b|openssl_encrypt\([^)]*['"](?:des|rc4|bf|aes-\d+-ecb)/i,
  java: /\bCipher\.getInstance\(\s*"(?:DES|DESede|RC4|Blowfish|AES|AES\/ECB\/\w+)"/,
  c: /\bEVP_(?:des_\w+|rc4|bf_\w+|aes_\d+_ecb)\s*\(/,
  csharp: /\b(?:DES|TripleDES|RC2)\.Create\s*\(|\bnew\s+(?:DES|TripleDES|RC2)CryptoServiceProvider\b|\bCipherMode\.ECB\b|\.EncryptEcb\s*\(/,
  rust: /\b(?:Des|TdesEde3|Rc4|Blowfish)::new\b|\becb::/,
  shell: /\bopenssl\s+(?:enc\s+)?-(?:des|rc4|bf)\b/,
};

const WEAK_HASH: PatternSet = {
  js: /\bcreateHash\(\s*['"](?:md5|sha1|md4)['"]\s*\)/i,
  python: /\bhashlib\.(?:md5|sha1)\s*\((?![^)]*usedforsecurity\s*=\s*False)|\bhashlib\.new\(\s*['"](?:md5|sha1)['"]/,
  go: /\b(?:md5|sha1)\.(?:New|Sum)\b/,
  ruby: /\bDigest::(?:MD5|SHA1)\b/,
  php: /\b(?:md5|sha1)\s*\(\s*\$\w*(?:pass|pwd|secret|token)/i,
  java: /\bMessageDigest\.getInstance\(\s*"(?:MD5|SHA-?1)"/i,
  c: /\b(?:MD5|SHA1)_Init\s*\(|\bEVP_(?:md5|sha1)\s*\(/,
  csharp: /\b(?:MD5|SHA1)\.(?:Create|HashData)\s*\(|\bnew\s+(?:MD5CryptoServiceProvider|SHA1CryptoServiceProvider|SHA1Managed|HMACMD5)\b/,
  rust: /\bmd5::compute\b|\b(?:Md5|Sha1)::new\b/,
  shell: /\bopenssl\s+(?:dgst\s+-)?(?:md5|sha1)\b|\bopenssl\s+passwd\s+-1\b/,
};

/**
 * Auth checks: what the removal of one means. Matched on code outside strings (holdsAuthCheck), case-insensitive where names vary.
 * A refusal is named as such (`Forbidden`, `ForbiddenError`, `UnauthorizedHttpException`,
 * `AccessDeniedException`, `forbidden()`, Django's `HttpResponseForbidden`, Express's `sendStatus(403)`); a name that only starts with the word (`forbiddenIfSync`,
 * execa's validator for options a sync call cannot take, `forbiddenKeys`, `unauthorizedCount`) is the program's own logic.
 */
export const AUTH_CHECK: RegExp =
  /\bprotect_from_forgery\b(?!\s{1,3}with:\s{0,3}:null_session)|@csrf_protect\b|\bcsrf\.Protect\s*\(|\bCSRFProtect\s*\(|\bCsrfLayer::new\b|\bcsrfProtection\b|\.use\s*\(\s*(?:csurf|csrf|lusca\.csrf)\s*\(|^\s*(?:csurf|csrf|lusca\.csrf)\s*\(\s*\{|\bdoubleCsrfProtection\b|^\s*\[\s*(?:AutoValidate|Validate)AntiforgeryToken\b|\bAutoValidateAntiforgeryTokenAttribute\b|\.UseAntiforgery\s*\(|\bVerifyCsrfToken::class\b|@(?:login_required|permission_required|user_passes_test|requires?_auth\w*|authenticated|PreAuthorize|Secured|RolesAllowed|UseGuards|Authorize)\b|^\s*\[\s*Authorize\b|\.RequireAuthorization\s*\(|\bIsInRole\s*\(|\bbefore_action\s+:(?:authenticate|authorize|require_|check_|verify_)\w*|\bauthenticate_\w+!|\bauthorize!?\s*[(:]|\b(?:require|ensure|check|verify|assert|validate)_?(?:auth\w*|login|logged_?in|admin|permissions?|roles?|access|owner\w*|scopes?|session|token|user)\s*\(|\b(?:require|ensure|check|verify)_(?:auth\w*|login|admin|root|token|user)\b|\b(?:is|has|can)_?(?:authenticated|authorized|admin|staff|superuser|permissions?|perms?|role|access)\b|\bjwt\.verify\s*\(|\bverify_?(?:jwt|token|signature|password)\s*\(|\bpassport\.authenticate\s*\(|\bpermission_classes\b|\bauthentication_classes\b|\bcan\?\s*\(|\bGate::(?:allows|denies|authorize)\b|->authorize\(|->middleware\(\s*['"]auth|\b(?:http\.)?Status(?:Unauthorized|Forbidden)\b|\b(?:PermissionDenied|AccessDenied|NotAuthorized|Unauthorized|Forbidden)(?:Access)?(?:Http)?(?:Error|Exception|Response|Result|Fault)?\b|\bHttpResponseForbidden\b|\b(?:status|sendStatus|code|abort|halt)\s*[(:=]\s*40[13]\b/i;

/** The one auth check AUTH_CHECK names by a string's content: Laravel's `->middleware('auth')`. */
const AUTH_CHECK_IN_STRING = /->middleware\(\s{0,3}\[?\s{0,3}['"]auth/i;

/**
 * Whether a line holds an auth check: AUTH_CHECK on its code outside strings (a message that
 * says "Unauthorized redirect scheme" checks nothing; the `raise ValidationError(…)` around it is
 * a validation), or the middleware named in a string.
 */
export function holdsAuthCheck(text: { readonly masked: string; readonly code: string }): boolean {
  return AUTH_CHECK.test(text.masked) || AUTH_CHECK_IN_STRING.test(text.code);
}

/**
 * A hard-coded credential compared with what a caller sent: `password == "literal"` (either side),
 * `pw`/`pwd`/`admin_pw`/`userPwd`, a passcode, a master password or key; an empty or short literal
 * (a placeholder check) is not one.
 */
const MAGIC_CREDENTIAL: PatternSet = {
  any: /\b(\w{1,70})\s*(?:===?|\.equals\s*\()\s*["'][^"'\s]{6,80}["']|["'][^"'\s]{6,80}["']\s*===?\s*(\w{1,70})\b/,
};
/** The words that name a credential in MAGIC_CREDENTIAL's compared name: a password, passphrase, passcode, master, API or secret key. */
const CREDENTIAL_NAME_WORD = /[Pp]assword|PASSWORD|[Pp]asswd|[Pp]assphrase|[Pp]asscode|[Mm]aster_?[Kk]ey|[Aa]pi_?[Kk]ey|API_?KEY|[Ss]ecret_?[Kk]ey|SECRET_?KEY/;
/** The same words ending the name right of the literal (`"…" == adminPassword`; not the uppercase keys, not a passphrase). */
const CREDENTIAL_NAME_END = /(?:[Pp]assword|PASSWORD|[Pp]asswd|[Pp]asscode|[Mm]aster_?[Kk]ey|[Aa]pi_?[Kk]ey|[Ss]ecret_?[Kk]ey)$/;
/** `pw`, `pwd`, `admin_pw`, `userPwd` as the whole name's end. */
const PW_NAME = /(?:^|_)(?:pwd?|PWD?)$|[a-z]Pwd?$/;
/**
 * Whether a MAGIC_CREDENTIAL match compares a credential's name (group 1 left of the literal: the
 * word anywhere in it, `master_key_hex`; group 2 right of it: the word as its end). The pattern is
 * a cheap shape and this the test of its name, so that linting the pattern stays fast.
 */
function comparesCredential(match: RegExpExecArray): boolean {
  // `typeof password === "string"` asks the value's type, not the value (a session sealer taking a password or a map of them).
  if (match[1] !== undefined && /\btypeof\s{1,3}$/.test(match.input.slice(Math.max(0, match.index - 12), match.index))) return false;
  if (match[1] !== undefined) return CREDENTIAL_NAME_WORD.test(match[1]) || PW_NAME.test(match[1]);
  return CREDENTIAL_NAME_END.test(match[2] ?? '') || PW_NAME.test(match[2] ?? '');
}
/**
 * A request header, query parameter or cookie named as a credential compared with a fixed value:
 * `request.headers["X-Api-Key"] == "f3b1c2d9-debug"`, `r.Header.Get("X-Token") == "…"`,
 * `params[:token] == "…"`, `$_SERVER['HTTP_X_API_KEY'] === '…'`, `request.getHeader("X-Auth").equals("…")`:
 * a key every caller can send, whatever the stored ones are (group 1 the name, group 2 the value).
 */
const REQUEST_CREDENTIAL_LITERAL: PatternSet = {
  any: /(?<![A-Za-z])(?:headers?|params|query|cookies|Header|META|args|form|GET|POST|SERVER|COOKIE|getHeader|getParameter)(?:\.(?:get|Get|fetch)\s{0,3}\(|\[|\()\s{0,3}:?["']?([\w-]{1,60})["']?\s{0,3}[\])]\s{0,3}(?:===?|\.equals\s{0,3}\(|eq\s)\s{0,3}["']([^"'\s]{6,80})["']/,
};
const CREDENTIAL_FIELD = /key|token|secret|pass|auth|debug|bypass|admin|master|backdoor/i;
/** Values a header is compared with that are a scheme or a flag, not a key. */
const NOT_A_KEY_VALUE = /^(?:bearer|basic|digest|negotiate|true|false|enabled|disabled|xmlhttprequest|application\/\S+)$/i;

/** A request header, query parameter or cookie that lets a request through on its own: `if (req.headers['x-debug']) return next()`. */
const REQUEST_BYPASS: PatternSet = {
  any: /\bif\s*\(?[^;{}\n]{0,200}?\b(?:req|request|ctx)\.(?:headers|query|cookies|params|get|header)\b[^;{}\n]{0,200}?\)?\s*(?:\{\s*)?return\s+(?:next\s*\(\s*\)|true\b|True\b)/,
};

/**
 * A signature, HMAC, digest, secret, password or key-like token compared with a fixed value, and the
 * request let through on that line: `if (signature === 'c2VjcmV0LWJ5cGFzcw==') return true;`,
 * `if sig == "…": return True`, `if sig == "…" { return nil }` (Go: no error), `return true if
 * signature == "…"` (groups 1/2, 3/4 or 5/6: the name and the value, either order). The value
 * that opens the door whatever the real check says.
 */
const FIXED_SIGNATURE_ACCEPTED: PatternSet = {
  any: /\bif\s{0,3}\(?\s{0,3}(?:([A-Za-z_$][\w.$]{0,80})\s{0,3}(?:===?|\.equals\s{0,3}\()\s{0,3}["']([^"'\s]{6,120})["']|["']([^"'\s]{6,120})["']\s{0,3}(?:===?|\.equals\s{0,3}\()\s{0,3}([A-Za-z_$][\w.$]{0,80}))\s{0,3}\)?\s{0,3}\)?\s{0,3}(?::|\{|then)?\s{0,3}return\s{1,3}(?:true|True|nil|next\s{0,3}\(\s{0,3}\))(?![\w.(])|\breturn\s{1,3}true\s{1,3}if\s{1,3}([A-Za-z_][\w.]{0,80})\s{0,3}==\s{0,3}["']([^"'\s]{6,120})["']/,
};
/**
 * A credential the caller sends compared with a fixed value of any length, `if` first: `if token ==
 * "debug": return True`, `if (password === "letmein") return true;`, `if ("0000".equals(pin))`
 * (group 1 the name and 2 the value, or 3 the value and 4 the name). Confirmed by
 * fixedCredentialGrants: the name says credential (CREDENTIAL_INPUT_WORD) and the line or the next
 * one lets the caller in.
 */
const CREDENTIAL_FIXED_VALUE: PatternSet = {
  any: /\b(?:if|elif|elsif|unless)\s{0,3}\(?\s{0,3}(?:([A-Za-z_$][\w.$]{0,80})\s{0,3}(?:===?|\.equals\s{0,3}\()\s{0,3}["']([^"'\n]{1,80})["']|["']([^"'\n]{1,80})["']\s{0,3}(?:===?|\.equals\s{0,3}\()\s{0,3}([A-Za-z_$][\w.$]{0,80}))/,
};
/** The last word of a name that holds a credential a caller sends (`token`, `authToken`, `user_password`, `api_key`, `otp`, `pin`). */
const CREDENTIAL_INPUT_WORD = /^(?:token|password|passwd|passcode|passphrase|secret|apikey|auth|otp|pin|signature|sig)$/;
/** Values a token of text is compared with in a lexer, parser or template engine: keywords and markers. */
const TEXT_TOKEN_VALUE = /^(?:eof|eol|eos|newline|nl|indent|dedent|ident|identifier|string|number|name|op|operator|keyword|comment|whitespace|ws|return|if|else|elif|elsif|endif|for|endfor|while|end|begin|do|then|def|fn|func|function|class|import|from|let|const|var|and|or|not|in|is|of|true|false|null|nil|none|undefined|self|this|new|with|as|case|switch|default|break|continue|yield|async|await|block|endblock|include|extends|set|macro)$/i;
/** Values that name a mode or a scheme, not a secret (`if auth == "none": return True`, `if (auth === 'basic')`). */
const MODE_VALUE = /^(?:none|null|nil|off|on|false|true|no|yes|disabled?|enabled?|anonymous|anon|public|open|optional|required|basic|bearer|digest|oauth2?|jwt|session|cookie|cookies|header|headers|query|token|apikey|api_key|key|password|local|ldap|saml|oidc|sso|skip|any|all|\*)$/i;
/** Files whose `token` is a token of text: lexers, parsers, tokenizers, scanners, grammars, highlighters. */
const TEXT_TOKEN_FILE = /lex|pars|tokeni[sz]|scan|grammar|syntax|highlight|template|format/i;
/** What lets a caller in on the line after the comparison: returns true/ok/nil/next(), or sets authenticated/admin. */
const GRANT_AFTER = /^\s{0,3}\)?\s{0,3}\)?\s{0,3}(?::|\{|then)?\s{0,3}(?:return\s{1,3}(?:true|True|TRUE|ok|OK|nil|next\s{0,3}\(\s{0,3}\))(?![\w.(])|(?:return\s{1,3})?next\s{0,3}\(\s{0,3}\)|[\w.$@]{0,80}(?:[Aa]uthenticated|[Aa]uthorized|[Aa]dmin|[Ll]ogged_?[Ii]n|[Ss]uperuser)\s{0,3}=\s{0,3}(?:true|True|1)\b)/;
/** A line that only lets a caller in (the line after an `if` that compares credentials). */
export const GRANT_LINE = /^\s{0,40}(?:\{\s{0,3})?(?:return\s{1,3}(?:true|True|TRUE|ok|OK|nil|next\s{0,3}\(\s{0,3}\))(?![\w.(])|(?:return\s{1,3})?next\s{0,3}\(\s{0,3}\)|[\w.$@]{0,80}(?:[Aa]uthenticated|[Aa]uthorized|[Aa]dmin|[Ll]ogged_?[Ii]n|[Ss]uperuser)\s{0,3}=\s{0,3}(?:true|True|1)\b|(?:return\s{1,3})?(?:login_user|log_in|auth\.login|sign_in|session\.regenerate)\s{0,3}\()/;
/** The words of the last part of a dotted name, lower case (`req.body.authToken`: auth, token). */
function lastNameWords(name: string): string[] {
  return nameWords(name.split('.').pop() ?? '');
}
function fixedCredential(match: RegExpExecArray): { name: string; value: string } | null {
  const name = match[1] ?? match[4] ?? '';
  const value = match[2] ?? match[3] ?? '';
  const words = lastNameWords(name);
  const last = words[words.length - 1] ?? '';
  const credential = CREDENTIAL_INPUT_WORD.test(last) || (last === 'key' && words[words.length - 2] === 'api');
  if (!credential || value.trim() === '' || MODE_VALUE.test(value)) return null;
  // A PIN or one-time code is digits; a hardware pin (`pin == "D4"`) is not one.
  if ((last === 'pin' || last === 'otp') && !/^\d{3,12}$/.test(value)) return null;
  // A token of text: punctuation, a keyword or an upper-case marker (`token == "EOF"`, `token == "("`).
  if (last === 'token' && (!/[a-z0-9]/i.test(value) || TEXT_TOKEN_VALUE.test(value) || /^[A-Z_]+$/.test(value))) return null;
  return { name, value };
}
/**
 * The confirm of the fixed-credential rule: a credential compared with a fixed value and the line,
 * or the next added line of the hunk, lets the caller in.
 */
function fixedCredentialGrants(match: RegExpExecArray, line: string, next?: string): boolean {
  if (fixedCredential(match) === null || /\b(?:raise|throw|panic|warn\w*|abort|error|Error)\b/.test(line)) return false;
  const rest = line.slice(match.index + match[0].length);
  if (GRANT_AFTER.test(rest)) return true;
  // The comparison ends the line (`if token == "debug":`, `if (password === "x") {`): the next line grants.
  return /^\s{0,3}\)?\s{0,3}\)?\s{0,3}(?::|\{|then)?\s{0,3}$/.test(rest) && next !== undefined && GRANT_LINE.test(next);
}
/** A user name compared with a fixed value: `username == "admin"`, `user === 'root'`, `login == "…"`, `email == "…"`. */
const FIXED_USER_NAME = /\b(?:[\w.$]{0,60}[._])?(?:user(?:_?name)?|login|email|account)\s{0,3}(?:===?|\.equals\s{0,3}\()\s{0,3}["'][^"'\n]{1,80}["']|["'][^"'\n]{1,80}["']\s{0,3}(?:===?|\.equals\s{0,3}\()\s{0,3}(?:[\w.$]{0,60}[._])?(?:user(?:_?name)?|login|email|account)\b/i;
/**
 * The confirm of the hard-coded login rule: a password compared with a fixed value, a user name too,
 * joined by and, and the line or the next one lets the caller in.
 */
function fixedLoginGrants(match: RegExpExecArray, line: string, next?: string): boolean {
  const value = match[2] ?? match[3] ?? '';
  if (value.trim() === '' || MODE_VALUE.test(value) || !/^\s{0,40}(?:\}\s{0,3})?(?:if|elif|elsif|unless|else\s{1,3}if)\b/.test(line)) return false;
  if (!/&&|\band\b/.test(line) || !FIXED_USER_NAME.test(line) || /\b(?:raise|throw|panic|warn\w*|abort|error|Error)\b/.test(line)) return false;
  // The condition ends the line (`if … :`, `if (…) {`): the next line grants; otherwise the line does.
  if (/(?::|\{|\bthen)\s{0,3}$/.test(line)) return next !== undefined && GRANT_LINE.test(next);
  return /\breturn\s{1,3}(?:true|True|TRUE|ok|nil|next\s{0,3}\(\s{0,3}\))|\b(?:login_user|log_in|sign_in)\s{0,3}\(|(?:[Aa]uthenticated|[Aa]dmin|[Ll]ogged_?[Ii]n)\s{0,3}=\s{0,3}(?:true|True|1)\b/.test(line.slice(match.index));
}
/**
 * A password compared with a fixed value anywhere on the line (`… and password == "s3cret"`,
 * `"s3cret".equals(pass)`): group 1 the name and 2 the value, or 3 the value and 4 the name.
 */
const PASSWORD_FIXED_VALUE: PatternSet = {
  any: /(?<![\w$.])((?:[A-Za-z_$][\w.$]{0,80})?(?:[Pp]ass(?:word|wd|code|phrase)?|PASS(?:WORD|WD)?|[Pp]wd?|PWD?))\s{0,3}(?:===?|\.equals\s{0,3}\()\s{0,3}["']([^"'\n]{1,80})["']|["']([^"'\n]{1,80})["']\s{0,3}(?:===?|\.equals\s{0,3}\()\s{0,3}((?:[A-Za-z_$][\w.$]{0,80})?(?:[Pp]ass(?:word|wd|code|phrase)?|PASS(?:WORD|WD)?|[Pp]wd?|PWD?))\b/,
};

/** A value a key or token is compared with that looks like a key: 12 or more letters and digits (and `+/=_.-`), both kinds. */
const KEY_LIKE_VALUE = /^(?=\D{0,120}\d)(?=[^A-Za-z]{0,120}[A-Za-z])[\w+/=.-]{12,120}$/;

/**
 * A failed check refused only when the request does not carry something its sender chooses:
 * `if (!checkSignature(body, sig) && req.headers['x-debug'] !== '1') throw …`, `if not
 * verify(token) and request.args.get('debug') != '1': abort(401)`, Go's `if err := verify(tok);
 * err != nil && r.Header.Get("X-Debug") == "" {`: whoever sends it passes.
 */
const REQUEST_GATED_REJECT: PatternSet = {
  go: /\bif\s{1,3}(?:\w{1,30},\s{0,3})?err\s{0,3}:?=\s{0,3}[\w.]{0,80}?(?:[Vv]erif|[Aa]uthenticat|[Aa]uthoriz|[Cc]heck)\w{0,40}\([^;{}\n]{0,200}?\);\s{0,3}err\s{0,3}!=\s{0,3}nil\s{0,3}&&[^;{}\n]{0,200}?\br\.(?:Header|URL|Form|FormValue|PostFormValue|Cookie)\b/,
  any: /\bif\s{0,3}\(?\s{0,3}(?:!\s{0,3}|not\s{1,3})[\w.$]{0,80}?(?:[Vv]erif|[Aa]uthenticat|[Aa]uthoriz|[Cc]heck_?(?:[Ss]ig|[Aa]uth|[Tt]oken|[Pp]ermission|[Pp]assword|[Aa]ccess)|[Cc]ompare|timingSafeEqual|compare_digest|hash_equals|[Ee]qual)\w{0,40}\s{0,3}\([^;{}\n]{0,200}?\)\s{0,3}\)?\s{0,3}(?:&&|and\b)[^;{}\n]{0,200}?\b(?:req|request|ctx)\.(?:headers?|query|cookies|params|args|GET|POST|META|get|get_header)\b/,
};

/**
 * Go: the error of a verification thrown away (`_ = verify(tok)`, `_ = bcrypt.CompareHashAndPassword(…)`,
 * `_, _ = jwt.Verify…`): the check runs and whatever it finds, the code goes on.
 */
const VERIFY_ERROR_DISCARDED: PatternSet = {
  go: /^\s{0,40}_\s{0,3}(?:,\s{0,3}_\s{0,3})?=\s{0,3}(?:\w{1,40}\.){0,4}(?:[Vv]erify|[Aa]uthenticate|[Aa]uthorize|CompareHashAndPassword|[Cc]heck(?:Password|Signature|Token|Auth|Permission|Access)|[Vv]alidate(?:Token|Signature|JWT))\w{0,40}\s{0,3}\(/,
};

/**
 * An empty credential let through by the check that should reject it: `return sig == "" || hmac.Equal(…)`,
 * `return !signature || verify(body, signature)`, `return not token or check_token(token)`,
 * `return len(mac) == 0 || …`, `return key.empty? || valid_key?(key)`, or the same condition in an
 * `if` whose branch returns true or `next()` on its line. A caller who sends no signature, token or
 * key passes. The emptiness test must come first and be joined by or to a verifying call; the
 * usual reject path (`if (!sig || !verify(sig)) return 401`) negates the call and is not matched.
 */
const EMPTY_CREDENTIAL_ACCEPTED: PatternSet = {
  any: /\b(return\s{1,3}|if\s{0,3}\(?\s{0,3})(?:!\s{0,3}|not\s{1,3}|(?:len|strlen|empty)\(\s{0,3})?\$?([A-Za-z_][\w.]{0,80})(?:\s{0,3}\))?(?:\s{0,3}(?:===?|is)\s{0,3}(?:""|''|nil|None|null|undefined|0)|\.(?:empty\?|blank\?|nil\?|isEmpty\(\s{0,3}\)))?\s{0,3}(?:\|\||\bor\b)\s{0,3}([\w.]{1,80})\??\s{0,3}\(/,
};
/** The name tested for emptiness says it holds a credential. */
const EMPTY_CREDENTIAL_NAME = /(?:^|_)(?:sig|signature|token|password|passwd|secret|hmac|mac|digest|api_?key|key)s?$|[a-z](?:Sig|Signature|Token|Password|Secret|Hmac|Mac|Digest|ApiKey|Key)$/i;
/**
 * The call joined by or verifies a credential. After an emptiness test a format validator is no such
 * call (`return !apiKey || isValidApiKey(apiKey)`: an optional field, valid when given), so `valid`
 * counts only beside a fixed value (FIXED_OR_VERIFIED).
 */
const VERIFYING_CALL = /verif|check|compare|equal|authenticat/i;
const VERIFYING_OR_VALIDATING_CALL = /verif|valid|check|compare|equal|authenticat/i;

/**
 * A fixed value accepted as an alternative to the real check: `token == "maint-2025" || store::valid(token)`,
 * `"k3y-0verride".equals(apiKey) || Keys.valid(apiKey)`, `if key == "…" or verify(key):` (groups: the
 * name, the value and the call, in either order of name and value). Token-named values count here,
 * unlike MAGIC_CREDENTIAL's lone comparison (a lexer's `token == "return"`), because the verifying
 * call beside it says the name holds a credential.
 */
const FIXED_OR_VERIFIED: PatternSet = {
  any: /\b([A-Za-z_][\w.]{0,80})\s{0,3}(?:===?|\.equals\s{0,3}\()\s{0,3}["']([^"'\s]{6,80})["']\s{0,3}\)?\s{0,3}(?:\|\||or\b)\s{0,3}([\w.:]{1,80})\s{0,3}\(|["']([^"'\s]{6,80})["']\s{0,3}(?:===?|\.equals\s{0,3}\()\s{0,3}([A-Za-z_][\w.]{0,80})\s{0,3}\)?\s{0,3}(?:\|\||\bor\b)\s{0,3}([\w.:]{1,80})\s{0,3}\(/,
};
/**
 * A token or certificate check told to ignore what it checks: `ignoreExpiration: true`
 * (jsonwebtoken), `ignore_expiration=True`, `IgnoreNotBefore = true`, `ignoreSignature: true`.
 */
const CHECK_IGNORED: PatternSet = {
  any: /(?<![A-Za-z])((?:[iI]gnore|IGNORE)_?(?:[eE]xpiration|EXPIRATION|[nN]ot_?[bB]efore|NOT_?BEFORE|[sS]ignature|SIGNATURE|[cC]ertificate\w{0,20}|CERTIFICATE\w{0,20}|[sS]sl|SSL|[tT]ls|TLS|[cC]srf|CSRF))["']?\s{0,3}(?::|=>|=)\s{0,3}(?:true|True|TRUE|1)\b/,
};

/**
 * A parser's guard against keys that reach the prototype switched off: qs's `allowPrototypes: true`
 * (the query and body parser of Express and body-parser: `?hasOwnProperty=x` then shadows the
 * method on the parsed object; Express's CVE-2024-51999), Fastify's `onProtoPoisoning` or
 * `onConstructorPoisoning` and secure-json-parse's `protoAction` or `constructorAction` set to
 * `'ignore'` (`__proto__` and `constructor.prototype` keys of a JSON body kept).
 */
const PROTOTYPE_GUARD_OFF: PatternSet = {
  js: /(?<![\w$])allowPrototypes["']?\s{0,3}(?::|=)\s{0,3}(?:true|!0)\b|(?<![\w$])(?:onProtoPoisoning|onConstructorPoisoning|protoAction|constructorAction)["']?\s{0,3}(?::|=)\s{0,3}["'`]ignore["'`]/,
};

const AUTH_BYPASS: PatternSet = {
  any: /@csrf_exempt\b|^\s*\[\s*(?:[\w.]{1,40}\s*,\s*)?(?:AllowAnonymous|IgnoreAntiforgeryToken)\b|\.AllowAnonymous\s*\(\s*\)|\bskip_before_action\s+:(?:authenticate|verify_authenticity_token|authorize|require_)\w*|\bskip_(?:authorization|authentication|forgery_protection)\b|@csrf\.exempt\b|\bcsrf\.UnsafeSkipCheck\s*\(|\bprotect_from_forgery\s+with:\s*:null_session|\bprotect_from_forgery\b[^#\n]{0,120}[\s,(](?:except|only):|\bignoring(?:Request|Ant|Mvc)Matchers?\s*\(|\bAllowAny\b|@PermitAll\b|\.permitAll\s*\(\)|\bauthorize\s*\((?:[^(),]{0,200},\s*){1,3}permitAll\s*\)|\.csrf\(\)\.disable\(\)|\.csrf\(\s*\w+\s*->\s*\w+\.disable\(\)\s*\)|\.csrf\(\s*(?:AbstractHttpConfigurer|CsrfConfigurer|CsrfSpec|ServerHttpSecurity\.CsrfSpec)::disable\s*\)|\bcsrf\s*\{\s*disable\s*\(\s*\)\s*\}|\bwithoutMiddleware\(\s*['"[]\s*['"]?(?:auth|csrf|verify)|\bif\s*(?:\(\s*)?(?:true|1|True)\s*(?:\|\||or)\s|\balgorithms?['"]?\s*[:=]\s*[[(][^\])]{0,120}['"](?:none|None|NONE)['"]|\balg['"]?\s*:\s*['"](?:none|None|NONE)['"]|\bSigningMethodNone\b|\bUnsafeAllowNoneSignatureType\b|\bAlgorithm\.none\s*\(|\bSignatureAlgorithm\.NONE\b/,
};

/**
 * A protective setting in an assignment or key: value; its name is confirmed by PROTECTIVE_NAME.
 * `None` is off only in Python and `nil` only in Ruby, where they are falsy settings; in Rust,
 * Kotlin, Scala or Go they are an absent option (`validation_context_type: None` leaves a field
 * unset, the default applies), not a switch.
 */
const SWITCHED_OFF: PatternSet = {
  any: /\b([A-Za-z_][\w.]{0,80})['"]?\]?\s{0,3}(?::|=>|=)\s{0,3}(?:(?:false|False|FALSE|0|off|OFF)\b|!1\b|!!0\b|(?:bool|Boolean)\((?:\s*0)?\s*\))/,
  python: /\b([A-Za-z_][\w.]{0,80})['"]?\]?\s{0,3}(?::|=>|=)\s{0,3}(?:(?:false|False|FALSE|0|None|off|OFF)\b|bool\((?:\s*0)?\s*\)|not\s+True\b)/,
  ruby: /\b([A-Za-z_][\w.]{0,80})['"]?\]?\s{0,3}(?::|=>|=)\s{0,3}(?:(?:false|False|FALSE|0|nil|off|OFF)\b|!1\b|!!0\b)/,
  // C and C++ set a value with `=` (`cfg.verify = 0`, `{ .secure = 0 }`); their `:` is a ternary's
  // other branch (`ok ?\n COOKIE_SECURE : 0`), a bit-field width or a label, never a setting.
  c: /\b([A-Za-z_][\w.]{0,80})\]?\s{0,3}=\s{0,3}(?:false|FALSE|0|off|OFF)\b/,
};
/**
 * Python's `zip(a, b, strict=False)` (and `map`, `itertools.batched`): the default, written out
 * because ruff's B905 asks for it; `strict` there checks that iterables have equal lengths, it
 * protects nothing. Likewise PyTorch's `model.load_state_dict(state, strict=False)`: `strict`
 * checks that the state's keys match the module's parameters (a partial load of adapter weights);
 * pathlib's `path.resolve(strict=False)` and `os.path.realpath(p, strict=False)` (resolve a path that
 * may not exist yet, the default), `json.loads(text, strict=False)` (control characters inside
 * strings) and `ipaddress.ip_network(net, strict=False)` (host bits set) choose what a value may look
 * like, not whether something is checked.
 */
const LENGTH_CHECK_CALL = /\b(?:zip|map|batched|load_state_dict|resolve|realpath|loads|JSONDecoder|ip_network|ip_interface)\s*\([^()]{0,300}(?:\([^()]{0,200}\)[^()]{0,300}){0,5}$/;
/** `cond ? NAME : 0`: the colon of a ternary on the line, before the name; its branch is a value, not a setting switched off. */
const TERNARY_BEFORE = /\?(?![.?])[^:]{0,200}$/;
const PROTECTIVE_NAME = /csrf|xsrf|secure|httponly|http_only|verif|validat|sanitiz|escape|autoescape|strict|sandbox|protect|enforce|signature|integrity|hsts|nosniff|safe_?mode|auth_?required|require_?(?:auth|https|ssl|tls|signature)|check_?(?:cert|host|origin|signature|permission)/i;
/**
 * Configuration files of linters and formatters written as code (PHP-CS-Fixer, Rector, ECS, ESLint,
 * Prettier, Stylelint, commitlint): `'declare_strict_types' => false` or `strict: 'off'` turns a lint
 * rule off, not a protection of the program.
 */
export const LINT_CONFIG_FILE = /^(?:\.php[-_]cs(?:[-_]fixer)?(?:\.dist)?(?:\.php)?|rector\.php|ecs\.php|\.eslintrc\.[cm]?js|eslint\.config\.[cm]?[jt]s|\.prettierrc\.[cm]?js|prettier\.config\.[cm]?[jt]s|\.stylelintrc\.[cm]?js|stylelint\.config\.[cm]?[jt]s|commitlint\.config\.[cm]?[jt]s)$/i;
/**
 * Names that say the opposite (`insecure`, `skip_…`, `unescaper`, `unverified_ok`, `do_not_enforce_on_create`,
 * `doNotVerify`, `dont_validate`): off is the safe value.
 */
const NOT_PROTECTIVE = /^(?:is_?)?(?:insecure|unsafe|skip|disable|allow_?insecure|no_?verify|do_?not|dont|never|un(?:escape|verif|validat|sanitiz|protect|sign|secure|strict))/i;
/**
 * A counter or a size starting at zero, not a switch: `@quoted_escapes = 0`, `num_escapes = 0`,
 * `max_validations = 0`. Only the value 0 is read this way; `escapes = false` is still a switch.
 */
/**
 * Not a protection either: a scanner's state, that the character before was a backslash
 * (`let escaped = false` in a tokenizer loop, `inEscape`, `was_escaped`), and a database's
 * foreign-key checks (`strictForeignKeyPragma = false`, `enforceForeignCheck: false`: referential
 * integrity of the data, switched off around a table rebuild).
 */
const NOT_A_SETTING = /^(?:is_?|in_?|was_?|prev_?|last_?)?escap(?:ed|ing)$|^in_?escape$|foreign/i;
/** An argument of a call named for a database's foreign keys (`set_foreign_key_enforcement(fk, `, `disableForeignKeys(`): the text before the setting. */
const FOREIGN_KEY_CALL = /foreign_?keys?\w{0,40}\s{0,3}\([^;()]{0,200}$/i;
/**
 * What a `strict…` name is strict about, when it says (`strictSsl`, `StrictHostKeyChecking`,
 * `strict_transport_security`): these are protections. Any other word after `strict` names a
 * strictness of the program's own logic (`strictContentLength`, `strict_generic_narrowing`,
 * `@strict_locals_template`, `strictNullChecks`): off is an ordinary option, not a protection.
 */
const STRICT_ABOUT_SECURITY = /^(?:ssl|tls|https?|host|hosts|key|keys|cert|certs|certificate|certificates|transport|security|sts|csp|origin|origins|referrer|cookie|cookies|samesite|same|site|auth|authentication|mime|sni|peer|signature|signatures|verify|verification|checking|check|checks|mode|is|enable|enabled|use)$/;
function strictAboutSomethingElse(name: string): boolean {
  // Only a name that is protective by its `strict` alone (not `strictVerify`: verif decides it).
  if (!/strict/i.test(name) || PROTECTIVE_NAME.test(name.replace(/strict/gi, ''))) return false;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .map((w) => w.toLowerCase())
    .filter((w) => w !== '' && w !== 'strict');
  return words.some((w) => !STRICT_ABOUT_SECURITY.test(w));
}
/**
 * What an `enforce…` name enforces, when it names a protection (`enforce_admins`, GitHub's branch
 * protection for administrators; `enforceHttps`, `enforce_tls`, `enforceMfa`, `enforce_2fa`,
 * `enforceCsrf`, `enforceAuth`, `enforce_signing`, `enforceContentSecurityPolicy`). A name whose
 * other words name none (`enforceRetryRules`, `enforceLineLength`, `enforce_types`) enforces a rule
 * of the program's own logic or style: off is an ordinary option, not a protection.
 */
const ENFORCE_ABOUT_SECURITY = /^(?:admin|admins|administrators?|https|ssl|tls|mtls|mfa|2fa|twofa|otp|totp|factor|csrf|xsrf|auth|authn|authz|authentication|authorization|authorisation|login|sso|saml|oidc|jwt|token|tokens|sign|signed|signing|signoff|security|csp|hsts|cors|origin|origins|referrer|cookie|cookies|samesite|session|sessions|permission|permissions|access|acl|acls|rbac|role|roles|scope|scopes|privilege|privileges|encryption|encrypt|encrypted|password|passwords|credential|credentials|secret|secrets|cert|certs|certificate|certificates|pinning|pin|host|hosts|key|keys|checksum|checksums|hash|hashes|approval|approvals|review|reviews|reviewers?|codeowners|owners|rate|ratelimit|ratelimits|throttle|throttling|quota|quotas|expiry|expiration|exp|nonce|audience|aud|issuer|iss|readonly|immutable|tamper|firewall)$/;
/** Words that say nothing of what is enforced (`enforce_mode`, `enforcePolicy`, `isEnforced`): neither side. */
const ENFORCE_GENERIC = /^(?:mode|modes|policy|policies|is|enable|enabled|use|all|should|must|always|flag|setting|settings|config|option|options)$/;
/** The words of an identifier: camelCase, snake_case, kebab-case and digits apart (`enforce2FA`: enforce, 2fa). */
function nameWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-z])([0-9])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .map((w) => w.toLowerCase())
    .filter((w) => w !== '');
}
function enforceAboutSomethingElse(name: string): boolean {
  // Only a name that is protective by its `enforce` alone (not `enforceVerification`: verif decides it).
  if (!/enforc/i.test(name) || PROTECTIVE_NAME.test(name.replace(/enforc(?:ement|ing|ed|es|e)?/gi, ''))) return false;
  const all = nameWords(name);
  // `enforce_on_create`, `enforceOnPush`, `enforce_when_…`: when it applies, not what; still counts.
  const at = all.findIndex((w) => /^enforc(?:ement|ing|ed|es|e)?$/.test(w));
  if (at !== -1 && /^(?:on|when|upon|during|before|after|at|in|for)$/.test(all[at + 1] ?? '')) return false;
  const words = all.filter((w) => !/^enforc(?:ement|ing|ed|es|e)?$/.test(w) && !ENFORCE_GENERIC.test(w));
  // `enforce`, `enforced`, `enforcement` alone: what is enforced is not said, so it still counts.
  return words.length > 0 && !words.some((w) => ENFORCE_ABOUT_SECURITY.test(w));
}
/**
 * A `validat…` name about how a data model reads its input, not whether input is checked:
 * pydantic's `validate_by_name` and `validate_by_alias` (a field filled by its name or by its
 * alias), `validate_default` (the model's own defaults validated too), `validate_assignment`
 * (attributes set after construction), `validate_return` (a function's own return value). Each is
 * off by pydantic's default or by the model's choice (`ConfigDict(validate_by_alias=False)`,
 * `config.get('validate_by_name', False)`); nothing a peer sends goes unchecked. A replay of a
 * settings library rated two maintainer fixes medium for `validate_by_name` read with the default
 * `False`. `validate_by_signature`, `validate_input`, `validate_certs` still count.
 */
const VALIDATE_DATA_MODEL = /^(?:default|defaults|assignment|assignments|return|returns)$/;
const VALIDATE_BY_FIELD = /^(?:name|names|alias|aliases|field|fields|attribute|attributes|position)$/;
function validateAboutDataModel(name: string): boolean {
  // Only a name that is protective by its `validat…` alone (not `validate_by_signature`: signature decides it).
  if (!/validat/i.test(name) || PROTECTIVE_NAME.test(name.replace(/validat(?:ions?|ing|ed|es|e)?/gi, ''))) return false;
  const words = nameWords(name).filter((w) => !/^validat(?:ions?|ing|ed|es|e)?$/.test(w));
  if (words.length === 2 && words[0] === 'by') return VALIDATE_BY_FIELD.test(words[1] ?? '');
  return words.length === 1 && VALIDATE_DATA_MODEL.test(words[0] ?? '');
}
const COUNTER_NAME = /(?:^|_)(?:num|count|counts|total|index|idx|size|len|length|bytes|depth|level|offset|pos|position|retries|attempts|errors)(?:_|$)|(?:escapes|validations|verifications|signatures|checks|protections)$/i;

/**
 * Request, URL, header and proxy parsing: a change here alters what a peer can make the program do.
 * Not the name of HTTP status 407 (`HTTP_407_PROXY_AUTHENTICATION_REQUIRED`, Go's
 * `StatusProxyAuthRequired`): a status code table, not proxy credentials. Also the headers a client
 * can set to claim another address, beside X-Forwarded-For (`X-Real-IP`, `True-Client-IP`,
 * `CF-Connecting-IP`, `Fastly-Client-IP`, `X-Client-IP`, chi's `xRealIP`) and the settings of which
 * peers are trusted to set them (gin's `isTrustedProxy`, `TrustedPlatform`, `RemoteIPHeaders`,
 * `ForwardedByClientIP`): which address rate limits, allowlists and logs see.
 */
const PARSING: PatternSet = {
  any: /(?:content[-_]?length|x[-_]?(?:real|client|cluster[-_]?client)[-_]?ip|true[-_]?client[-_]?ip|cf[-_]?connecting[-_]?ip|fastly[-_]?client[-_]?ip|trusted[-_]?(?:prox(?:y|ies)|cidrs?|platform)|remote[-_]?ip[-_]?headers|forwarded[-_]?by[-_]?client[-_]?ip|transfer[-_]?encoding|proxy[-_]?authorization|no[-_]?proxy|proxy_bypass\w*|should_bypass_proxies|get_auth_from_url|strip_auth|rebuild_auth|rebuild_proxies|proxy[-_]?(?:url|user\w*|pass\w*|auth(?!(?:entication)?[-_]?required\b)\w*|headers|credentials)|x[-_]forwarded[-_](?:for|host|proto)|trust_?proxy|header_?(?:parse|split)\w*|parse_?headers?|max_?(?:header|body|content)_?(?:size|length|bytes)|chunked)\b/i,
};

/**
 * A protective option whose default becomes off: `opts.verifySignature ?? false` (JS, TS, PHP, C#:
 * when the caller says nothing, nothing is checked), Python's `options.get("verify_signature", False)`
 * and `getattr(cfg, "verify_ssl", False)`, Ruby's `opts.fetch(:verify, false)`. Group 1 is the name,
 * confirmed as SWITCHED_OFF's is.
 */
const DEFAULTED_OFF: PatternSet = {
  any: /\b([A-Za-z_][\w.]{0,80})['"]?\]?\s{0,3}\?\?\s{0,3}(?:false|FALSE|!1|!!0)\b/,
  python: /(?:\.get\(|\bgetattr\([^,()]{1,80},)\s{0,3}["']([A-Za-z_]\w{0,80})["']\s{0,3},\s{0,3}(?:False|0)\s{0,3}\)/,
  ruby: /\.fetch\(\s{0,3}[:"']([A-Za-z_]\w{0,80})["']?\s{0,3},\s{0,3}(?:false|nil)\s{0,3}\)/,
};

/** A line that declares parameters or destructures: `function`, an arrow, Python's `def`, or a `{…} =` pattern. */
const PARAMETER_LIST = /\bfunction\b|=>|^\s{0,40}(?:async\s{1,4})?def\s|\}\s{0,3}=(?![=>])/;

/** The confirm of `protection-switched-off`: the name set off is a protective setting (PROTECTIVE_NAME), not one of the look-alikes below. */
function switchedOffSetting(match: RegExpExecArray, line: string): boolean {
  const name = (match[1] ?? '').split('.').pop() ?? '';
  if (/^[^:=]{0,100}:/.test(match[0].slice((match[1] ?? '').length)) && TERNARY_BEFORE.test(line.slice(0, match.index))) return false;
  if (name === 'strict' && LENGTH_CHECK_CALL.test(line.slice(0, match.index))) return false;
  // An object key `strict: false` configures a compiler, a schema validator or a router
  // (TypeScript's compilerOptions, Ajv, Express): type and schema strictness, trailing slashes.
  if (name === 'strict' && /^['"]?\s{0,3}(?::|=>)/.test(match[0].slice((match[1] ?? '').length))) return false;
  // So does a parameter's default, an option of the function's own (`sendMessage = (message, {strict =
  // false} = {}) =>`, `def parse(text, strict=False):`): off unless the caller asks for the stricter
  // mode. Only in a signature (`function`, `=>`, Python's `def`) or a destructuring pattern (`{strict
  // = false} =`); a call's argument (`Parser(strict=False)`), `this.strict = false` and `let strict = false` still count.
  if (name === 'strict' && match[1] === 'strict' && /^\s{0,3}=/.test(match[0].slice(6)) && /[{(,]\s{0,3}$/.test(line.slice(0, match.index)) && PARAMETER_LIST.test(line)) return false;
  if (/(?::|=>|=)\s{0,3}0\b/.test(match[0]) && COUNTER_NAME.test(name.replace(/^@+/, ''))) return false;
  // Ruby's keyword argument `validate: false` to a call (ActiveRecord's `save(validate: false)`,
  // a migration's `add_foreign_key :a, :b, validate: false`): model validations skipped or a
  // constraint added NOT VALID, data integrity rather than a protection; `config.validate = false` still counts.
  if (name === 'validate' && /^validate:\s{0,3}false$/.test(match[0]) && /(?:\(|,)\s{0,3}$/.test(line.slice(0, match.index))) return false;
  // A type in an annotation, not a name (`resource_protector: Optional[ResourceProtector] = None,`,
  // `protector: ResourceProtector = None`): the parameter before it is given no value.
  if (/^[A-Z]/.test(match[1] ?? '') && /\w\s{0,3}:\s{0,3}(?:[\w.]{1,80}\[)?$/.test(line.slice(0, match.index))) return false;
  // Python's keyword argument or parameter default `verify=None,`: not given, the callee's default applies.
  if (/\w=None$/.test(match[0]) && /^\s*(?:[,)]|$)/.test(line.slice(match.index + match[0].length))) return false;
  // Python's annotation whose type is None (`secure: None = None,`, as monkeytype writes a parameter
  // it only saw unset): a bare name, its colon, then `None` and the default's `=` or the end of the
  // parameter. `None` is the type there; a dict's key is quoted, or follows its brace (`{"secure":
  // None}`, `{secure: None}` still count).
  if (/^[A-Za-z_]\w{0,80}\s{0,3}:\s{0,3}None$/.test(match[0])) {
    const rest = line.slice(match.index + match[0].length);
    if (/^\s{0,3}=(?!=)/.test(rest) || (/^\s{0,3}(?:[,)]|$)/.test(rest) && !line.slice(0, match.index).includes('{'))) return false;
  }
  // A record's state, that something has been checked (`user.is_email_verified = False` when an
  // account is forgotten, `isValidated`): no setting that asks for the check.
  const bare = name.replace(/^@+/, '');
  if (/^(?:is|has|was)[_A-Z]/.test(bare) && /(?:verified|validated|sanitized|escaped)$/i.test(bare)) return false;
  // A database's foreign-key checks switched off by a call that names them
  // (`set_foreign_key_enforcement(fk, enforced: false)` around a fixture load): referential integrity, not a protection.
  if (FOREIGN_KEY_CALL.test(line.slice(Math.max(0, match.index - 300), match.index))) return false;
  return PROTECTIVE_NAME.test(name) && !NOT_PROTECTIVE.test(name) && !NOT_A_SETTING.test(bare) && !strictAboutSomethingElse(bare) && !enforceAboutSomethingElse(bare) && !validateAboutDataModel(bare);
}

/**
 * A token's signature check switched off: PyJWT's `options={"verify_signature": False}` (and
 * `verifySignature: false`, `VERIFY_SIGNATURE = 0` elsewhere), PyJWT 1.x's `jwt.decode(…,
 * verify=False)`, ruby-jwt's `JWT.decode(token, key, false)`: any token anyone writes is then
 * accepted. Not a comparison (`verify_signature == False`).
 */
const SIGNATURE_OFF: PatternSet = {
  any: /(?<![a-z0-9])verify_?signatures?['"]?[ \t]{0,3}(?::|=>|=)[ \t]{0,3}(?:false|0)\b/i,
  python: /(?<![a-z0-9])verify_?signatures?['"]?[ \t]{0,3}(?::|=)[ \t]{0,3}(?:false|0)\b|\bjwt\.decode\([^)]{0,400}\bverify[ \t]{0,3}=[ \t]{0,3}False\b/i,
  ruby: /(?<![a-z0-9])verify_?signatures?['"]?[ \t]{0,3}(?::|=>|=)[ \t]{0,3}false\b|\bJWT\.decode[ \t(]{1,3}[\w.@:]{1,100},[ \t]{0,3}[\w.@:'"[\]]{1,100},[ \t]{0,3}false\b/i,
  // C#'s TokenValidationParameters: unsigned tokens accepted (`RequireSignedTokens = false`), or a
  // `SignatureValidator` that hands the token back parsed without checking it.
  // Rust's jsonwebtoken: `validation.insecure_disable_signature_validation()`.
  rust: /(?<![a-z0-9])verify_?signatures?[ \t]{0,3}(?::|=)[ \t]{0,3}false\b|\.insecure_disable_signature_validation[ \t]{0,3}\([ \t]{0,3}\)/i,
  csharp: /(?<![a-z0-9])verify_?signatures?[ \t]{0,3}=[ \t]{0,3}false\b|\bRequireSignedTokens[ \t]{0,3}=[ \t]{0,3}false\b|\bSignatureValidator[ \t]{0,3}=[ \t]{0,3}(?:\([^()]{0,200}\)|\w{1,40})[ \t]{0,3}=>[ \t]{0,3}new[ \t]{1,3}(?:JwtSecurityToken|JsonWebToken)[ \t]{0,3}\(/i,
};

/**
 * A token verifier that accepts the `none` algorithm (`algorithms=["RS256", "none"]`, `alg:
 * 'none'`, Go's `SigningMethodNone`, `UnsafeAllowNoneSignatureType`, java-jwt's `Algorithm.none()`,
 * jjwt's `SignatureAlgorithm.NONE`): an unsigned token passes. The same alternatives as AUTH_BYPASS's, high.
 */
const NONE_ALGORITHM: PatternSet = {
  any: /\balgorithms?['"]?\s*[:=]\s*[[(][^\])]{0,120}['"](?:none|None|NONE)['"]|\balg['"]?\s*:\s*['"](?:none|None|NONE)['"]|\bSigningMethodNone\b|\bUnsafeAllowNoneSignatureType\b|\bAlgorithm\.none\s*\(|\bSignatureAlgorithm\.NONE\b/,
};

/**
 * What the two rules of a protective setting turned off share (set to off, SWITCHED_OFF; defaulted
 * to off, DEFAULTED_OFF): the name confirmed protective (switchedOffSetting), the match in code,
 * a line the TLS rule reports left to it, a linter's configuration not read.
 */
const PROTECTIVE_SETTING_OFF = {
  id: 'protection-switched-off',
  severity: 'medium',
  sign: '+',
  on: 'code',
  yieldsTo: 'tls-verification-disabled',
  notInFiles: LINT_CONFIG_FILE,
  endsInCode: true,
  confirm: switchedOffSetting,
} as const satisfies Partial<LineRule>;

export const LINE_RULES: readonly LineRule[] = [
  {
    id: 'tls-verification-disabled',
    severity: 'high',
    sign: '+',
    on: 'code',
    patterns: TLS_DISABLED,
    // PyJWT 1.x's `jwt.decode(token, key, verify=False)` is a token's signature check (SIGNATURE_OFF), not TLS.
    confirm: (_match, line) => !/\bjwt\.decode\s*\(/i.test(line),
    title: 'TLS verification disabled',
    detail: 'This line turns off certificate or host-name verification, so anyone on the network path can read and change the traffic. Keep verification on; for a private CA, configure the CA bundle instead.',
  },
  {
    // Before the medium rule: one finding of an id a file, and this is the worse.
    id: 'cors-permissive',
    severity: 'high',
    sign: '+',
    on: 'code',
    prefilter: /credentials/,
    patterns: CORS_REFLECTED_WITH_CREDENTIALS,
    title: 'CORS reflects any origin, with credentials',
    detail: 'This CORS configuration allows every origin (`origin: true` echoes the request\'s Origin back) and credentials in the same call: any web site a signed-in user opens can call this API with their cookies and read the answers (their data, a CSRF token). List the origins that need access.',
  },
  {
    id: 'cors-permissive',
    severity: 'medium',
    sign: '+',
    on: 'code',
    patterns: CORS_PERMISSIVE,
    // A TypeScript type's member (`"access-control-allow-origin": "*" | "null" | AnyString;`, a typed headers map) names the values the header may take; it sets none.
    confirm: (match, line) => !/^\s{0,3}\|(?!\|)/.test(line.slice(match.index + match[0].length)),
    title: 'CORS allows any origin',
    detail: 'Any web site can call this endpoint from a visitor\'s browser. List the origins that need access instead of "*" or reflecting every origin.',
  },
  {
    id: 'weak-cipher',
    severity: 'medium',
    sign: '+',
    on: 'code',
    patterns: WEAK_CIPHER,
    title: 'Weak cipher or mode',
    detail: 'DES, 3DES, RC4, Blowfish and ECB mode (the default of a bare "AES" in Java) do not protect data today. Use an authenticated mode such as AES-GCM or ChaCha20-Poly1305.',
  },
  {
    id: 'weak-hash',
    severity: 'low',
    sign: '+',
    on: 'code',
    patterns: WEAK_HASH,
    title: 'MD5 or SHA-1 used',
    detail: 'MD5 and SHA-1 are broken for signatures, passwords and integrity against an attacker. Fine for cache keys; for anything security-related use SHA-256 or better (passwords: bcrypt, scrypt, Argon2).',
  },
  {
    // Before the other protection-switched-off and auth-bypass-added rules: one finding of an id a
    // file, and these are the worst of them. tls-verification-disabled's confirm leaves jwt.decode
    // to this rule: PyJWT's `verify=False` there is a token's signature, not TLS.
    id: 'protection-switched-off',
    severity: 'high',
    sign: '+',
    on: 'code',
    endsInCode: true,
    prefilter: /[Ss]ignature|SIGNATURE|JWT\.decode|jwt\.decode|RequireSignedTokens/,
    patterns: SIGNATURE_OFF,
    title: "A token's signature check is switched off",
    detail: "This line decodes or verifies a token without checking its signature (verify_signature off, verify=False in jwt.decode, JWT.decode(…, false)): anyone can write a token with whatever user, role or expiry they like and it is accepted. Verify the signature with the expected algorithm and key; to read a token's header before choosing the key, use the library's unverified-header call and verify afterwards.",
  },
  {
    id: 'auth-bypass-added',
    severity: 'high',
    sign: '+',
    on: 'code',
    prefilter: /none|None|NONE/,
    patterns: NONE_ALGORITHM,
    title: 'A token verifier accepts the "none" algorithm',
    detail: 'This line lets a token verifier accept tokens signed with the `none` algorithm, that is unsigned: anyone can write a token with whatever user, role or expiry they like and it is accepted (CVE-2015-9235 and its kin). List only the algorithms the keys use.',
  },
  {
    id: 'auth-bypass-added',
    severity: 'high',
    sign: '+',
    on: 'code',
    patterns: FIXED_SIGNATURE_ACCEPTED,
    prefilter: /==|equals/,
    confirm: (match, line) => {
      const name = (match[1] ?? match[4] ?? match[5] ?? '').split('.').pop() ?? '';
      const value = match[2] ?? match[3] ?? match[6] ?? '';
      if (!EMPTY_CREDENTIAL_NAME.test(name) || /\b(?:raise|throw|panic|abort|error|Error)\b/.test(line)) return false;
      // A key or token must be compared with something that looks like one (a lexer's `token === "</script>"` is not).
      return /(?:key|token)s?$/i.test(name) ? KEY_LIKE_VALUE.test(value) : /[\d\W_]/.test(value);
    },
    title: 'A fixed signature or secret lets a request through',
    detail: 'This line accepts a request (returns true, nil or next()) when its signature, HMAC, digest, secret or key equals a fixed value, before or instead of the real check: whoever knows the value passes, whatever the stored keys are (the shape of a planted backdoor). Remove it; keep test keys in tests.',
  },
  {
    id: 'auth-bypass-added',
    severity: 'high',
    sign: '+',
    on: 'code',
    patterns: PASSWORD_FIXED_VALUE,
    prefilter: /==|equals/,
    confirm: fixedLoginGrants,
    title: 'A hard-coded user name and password log in',
    detail: 'This condition compares both a user name and a password with fixed values and lets the caller in: an account that exists only in the code, that whoever reads it can use, whatever the user store says (the shape of a planted backdoor). Remove it; create accounts where the real ones are kept.',
  },
  {
    id: 'auth-bypass-added',
    severity: 'high',
    sign: '+',
    on: 'code',
    patterns: CREDENTIAL_FIXED_VALUE,
    prefilter: /==|equals/,
    notInFiles: TEXT_TOKEN_FILE,
    confirm: fixedCredentialGrants,
    notInQualityChecks: true,
    title: 'A fixed password, token or secret lets the caller in',
    detail: 'This condition lets a caller in (returns true, ok, nil or next(), or sets authenticated or admin) when the password, token, secret, key, PIN or one-time code they send equals a fixed value, however short: whoever knows the value passes, whatever the stored credential is (the shape of a planted backdoor). Remove it; keep test values in tests.',
  },
  {
    id: 'auth-bypass-added',
    severity: 'high',
    sign: '+',
    on: 'code',
    patterns: REQUEST_GATED_REJECT,
    prefilter: /&&|\band\b/,
    title: 'A failed check is refused only when a request header or parameter is absent',
    detail: 'This line refuses a request whose signature, token or permission check failed only if the request does not carry a header, parameter or cookie its sender chooses: anyone who sends it skips the check. Refuse every failed check; gate debugging on server configuration that is off in production.',
  },
  {
    id: 'auth-bypass-added',
    severity: 'high',
    sign: '+',
    on: 'code',
    patterns: VERIFY_ERROR_DISCARDED,
    prefilter: /_\s{0,3}(?:,\s{0,3}_\s{0,3})?=/,
    title: "A verification's error is thrown away",
    detail: 'This line runs a verification (a signature, token, password or permission check) and assigns its error to `_`: whatever the check finds, the code goes on as if it passed. Return or handle the error.',
  },
  {
    id: 'auth-bypass-added',
    severity: 'medium',
    sign: '+',
    on: 'code',
    patterns: AUTH_BYPASS,
    title: 'Authentication or CSRF protection bypassed',
    detail: 'This line exempts code from authentication, authorization or CSRF protection (or short-circuits a check with a constant). Make sure the endpoint is meant to be public and say why in the code.',
  },
  {
    id: 'auth-bypass-added',
    severity: 'medium',
    sign: '+',
    on: 'code',
    patterns: MAGIC_CREDENTIAL,
    prefilter: /ass(?:wor)?d|phrase|asscode|[Kk]ey|KEY|[Pp]w|PW/,
    candidate: comparesCredential,
    confirm: (_match, line) => !/\b(?:raise|throw|panic|warn\w*|abort|exit|error|Error)\b/.test(line),
    notInQualityChecks: true,
    title: 'Hard-coded credential accepted',
    detail: 'This line compares a password or key with a fixed value: whoever knows the value gets in, whatever the stored credential is (the shape of a planted backdoor). Remove it; if it is a test or a default check, move it to a test or reject the default explicitly.',
  },
  {
    id: 'auth-bypass-added',
    severity: 'medium',
    sign: '+',
    on: 'code',
    patterns: EMPTY_CREDENTIAL_ACCEPTED,
    prefilter: /\|\||\bor\b/,
    confirm: (match, line) => {
      const name = (match[2] ?? '').split('.').pop() ?? '';
      const call = (match[3] ?? '').split('.').pop() ?? '';
      if (!EMPTY_CREDENTIAL_NAME.test(name) || !VERIFYING_CALL.test(call)) return false;
      // The `if` form counts only when its branch lets the caller through on the same line (Ruby's
      // modifier, `return true if token.blank? || valid?(token)`, writes the branch before it).
      if ((match[1] ?? '').startsWith('return')) return true;
      return /\breturn\s{1,3}(?:true|True|next\s{0,3}\(\s{0,3}\))/.test(line.slice(match.index + match[0].length)) || /\breturn\s{1,3}(?:true|nil)?\s{0,3}$/.test(line.slice(0, match.index));
    },
    title: 'An empty credential passes the check',
    detail: 'This line lets a request through when its signature, token or key is empty, before (or instead of) verifying it: anyone who sends none passes. Reject an empty credential; verify every one.',
  },
  {
    id: 'auth-bypass-added',
    severity: 'medium',
    sign: '+',
    on: 'code',
    patterns: REQUEST_CREDENTIAL_LITERAL,
    prefilter: /==|equals|\beq\s/,
    confirm: (match, line) => CREDENTIAL_FIELD.test(match[1] ?? '') && !NOT_A_KEY_VALUE.test(match[2] ?? '') && !/\b(?:raise|throw|panic|abort|error|Error)\b/.test(line),
    title: 'A fixed key in a request header or parameter is accepted',
    detail: 'This line compares a request header, parameter or cookie that carries a credential with a fixed value: anyone who sends that value passes, whatever the stored keys are (the shape of a planted backdoor). Remove it; look the key up where the real ones are kept.',
  },
  {
    id: 'auth-bypass-added',
    severity: 'medium',
    sign: '+',
    on: 'code',
    patterns: FIXED_OR_VERIFIED,
    prefilter: /\|\||\bor\b/,
    confirm: (match, line) => {
      const name = (match[1] ?? match[5] ?? '').split('.').pop() ?? '';
      const call = (match[3] ?? match[6] ?? '').split(/[.:]/).pop() ?? '';
      // A fixed value that a credential is compared with, and a real check beside it: a backdoor
      // whatever the check is called; backdoor values carry a digit or a symbol (`maint-2025`), not
      // a keyboard key's or a keyword's name (`key === "Escape" || checkKey(key)`).
      return EMPTY_CREDENTIAL_NAME.test(name) && VERIFYING_OR_VALIDATING_CALL.test(call) && /[\d\W_]/.test(match[2] ?? match[4] ?? '') && !/\b(?:raise|throw|panic|warn\w*|abort|error|Error)\b/.test(line);
    },
    title: 'A fixed value is accepted besides the real check',
    detail: 'This line accepts a fixed signature, token or key as an alternative to verifying it: whoever knows the value passes, whatever the stored credentials are (the shape of a planted backdoor). Remove it; if it is a test key, keep it in tests.',
  },
  {
    id: 'auth-bypass-added',
    severity: 'medium',
    sign: '+',
    on: 'code',
    patterns: REQUEST_BYPASS,
    prefilter: /\bif\b/,
    title: 'A request header or parameter lets a request through',
    detail: 'This line lets a request pass (returns next() or true) because of a header, query parameter or cookie the caller chooses: anyone who sends it skips what follows, the authentication check included. Remove it, or gate it on configuration that is off in production.',
  },
  {
    ...PROTECTIVE_SETTING_OFF,
    prefilter: /false|False|FALSE|\b0\b|\bnil\b|\bNone\b|\boff\b|\bOFF\b|!1\b|\b(?:bool|Boolean)\(|\bnot\s+True\b/,
    patterns: SWITCHED_OFF,
    title: 'A protective setting is switched off',
    detail: 'A setting that protects something (CSRF, secure cookies, verification, validation, escaping, sandboxing, strict mode) is set to false or off here. Keep it on, or explain why this path is safe without it.',
  },
  {
    ...PROTECTIVE_SETTING_OFF,
    prefilter: /\?\?|\.get\(|getattr\(|\.fetch\(/,
    patterns: DEFAULTED_OFF,
    title: 'A protective setting now defaults to off',
    detail: 'When the caller does not set this protective option (verification, signatures, escaping, CSRF, secure cookies), it is now off: every caller that relied on the default loses the protection without changing a line. Keep the default on; make turning it off explicit.',
  },
  {
    id: 'protection-switched-off',
    severity: 'medium',
    sign: '+',
    on: 'code',
    prefilter: /[Ee]ntit|ENTIT|NOENT|noent|[Dd]octype|DTD|Dtd|dtd|XmlUrlResolver|feature_external/,
    patterns: XML_ENTITIES_ON,
    title: 'XML parsing now resolves external entities',
    detail: 'This line makes an XML parser expand entities or load a document type definition (lxml\'s resolve_entities=True, LIBXML_NOENT, Java\'s disallow-doctype-decl off or external entities on, DtdProcessing.Parse): a document that declares an entity pointing at file:///etc/passwd or an internal URL makes the parser read it (XXE: file disclosure, requests to internal services, a billion-laughs expansion). Keep entities and DTDs off for any XML that is not your own.',
  },
  {
    id: 'protection-switched-off',
    severity: 'medium',
    sign: '+',
    on: 'code',
    endsInCode: true,
    prefilter: /[iI]gnore|IGNORE/,
    patterns: CHECK_IGNORED,
    title: 'A check is told to ignore what it checks',
    detail: 'This option makes a token or certificate check ignore its expiry, validity period, signature or host (jsonwebtoken\'s `ignoreExpiration: true`): an expired or forged credential then passes. Keep the check whole; handle clock skew with a small tolerance instead.',
  },
  {
    id: 'protection-switched-off',
    severity: 'medium',
    sign: '+',
    on: 'code',
    prefilter: /allowPrototypes|Poisoning|protoAction|constructorAction/,
    patterns: PROTOTYPE_GUARD_OFF,
    title: "A parser's prototype-pollution guard is switched off",
    detail: "This option lets request input keep keys that reach an object's prototype (qs's `allowPrototypes: true`; Fastify's `onProtoPoisoning: 'ignore'`, secure-json-parse's `protoAction: 'ignore'`): `?hasOwnProperty=x` shadows the method on the parsed query, which crashes or misleads the code that calls it, and `__proto__` or `constructor.prototype` keys of a JSON body reach the code that merges it (Express's CVE-2024-51999). Keep the guard (qs's `plainObjects: true` gives objects with no prototype at all); read such keys only from an object made with `Object.create(null)`.",
  },
  {
    id: 'security-parsing-changed',
    severity: 'low',
    sign: '-',
    on: 'code',
    patterns: PARSING,
    title: 'Request, URL, header or proxy parsing changed',
    detail: 'This change removes handling of lengths, headers, URLs or proxy settings and credentials: request smuggling, credential leaks to the wrong host and proxy bypasses start here. Check that nothing the removed lines guarded is now open.',
  },
  {
    id: 'security-parsing-changed',
    severity: 'low',
    sign: '+',
    on: 'code',
    patterns: PARSING,
    title: 'Request, URL, header or proxy parsing changed',
    detail: 'This change touches how lengths, headers, URLs or proxy settings and credentials are read: request smuggling, credential leaks to the wrong host and proxy bypasses start here. Review the edge cases and ask for tests of them.',
  },
];
