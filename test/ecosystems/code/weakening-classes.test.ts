import { describe, expect, it } from 'vitest';
import { createPathClassifier } from '../../../src/analyzers/classify-path.js';
import { scanCodeChanges } from '../../../src/ecosystems/code/scan-code-changes.js';
import { codeRulesWantContent } from '../../../src/ecosystems/code/wants-content.js';
import type { SnapshotFile } from '../../../src/snapshot/pr-snapshot.js';
import { makeCommit, makeFile, makeSnapshot } from '../../support/snapshot-factory.js';

/**
 * Weakenings dressed as typo fixes or refactors, by class and language: an address check that kept
 * requests off internal networks removed (ssrf-check-removed), a cookie's flags dropped, CSRF
 * protection removed, CORS echoing any origin, a path-containment test against a root removed, a
 * password hash replaced by a fast digest or its work factor lowered through a named cost; and the
 * negative controls a reviewer would expect quiet (tests, docs samples, protection added, a value
 * kept under another form, development-only set-ups).
 */

const classifier = createPathClassifier();

/** One hunk: context lines above, then the removed lines, then the added ones, then context below. */
function patch(removed: readonly string[], added: readonly string[], above: readonly string[] = ['// context'], below: readonly string[] = []): string {
  return [
    `@@ -10,${above.length + removed.length + below.length} +10,${above.length + added.length + below.length} @@`,
    ...above.map((l) => ` ${l}`),
    ...removed.map((l) => `-${l}`),
    ...added.map((l) => `+${l}`),
    ...below.map((l) => ` ${l}`),
  ].join('\n');
}

function scan(files: SnapshotFile[], title = 'refactor: simplify'): { id: string; severity: string; title: string }[] {
  const snapshot = makeSnapshot({ title, files, commits: [makeCommit({ message: title })] });
  return scanCodeChanges(snapshot, (path) => classifier.info(path)).map((f) => ({ id: f.id, severity: f.severity, title: f.title }));
}

/** The `id:severity` of the findings of one file's patch with the given id. */
function found(id: string, path: string, body: string, title?: string): string[] {
  return scan([makeFile(path, { patch: body })], title).filter((f) => f.id === id).map((f) => `${f.id}:${f.severity}`);
}

describe('ssrf-check-removed', () => {
  const cases: [string, string[], string[]][] = [
    ['app/views/webhooks.py', ['    if ip.is_private or ip.is_loopback or ip.is_link_local:', '        abort(400)'], ['    ip = ipaddress.ip_address(socket.gethostbyname(host))', '    return requests.post(url, json={"ping": True}, timeout=5).status_code']],
    ['src/routes/preview.ts', ["  if (ipaddr.parse(address).range() !== 'unicast') {", "    return res.status(400).json({ error: 'blocked address' });", '  }'], ['  const { address } = await lookup(url.hostname);', '  const page = await fetch(url);']],
    ['internal/fetch/fetch.go', ['\tif ip.IsPrivate() || ip.IsLoopback() || ip.IsLinkLocalUnicast() {', '\t\treturn nil, errBlocked', '\t}'], ['func Fetch(rawURL string, ip net.IP) (*http.Response, error) {', '\treturn http.Get(rawURL)']],
    ['src/main/java/com/acme/fetch/UrlFetcher.java', ['        if (addr.isSiteLocalAddress() || addr.isLoopbackAddress()) {', '            throw new IllegalArgumentException("blocked address");', '        }'], ['        InetAddress addr = InetAddress.getByName(url.getHost());', '        return url.openStream().readAllBytes();']],
    ['app/services/url_fetcher.rb', ['    raise BlockedAddress if ip.private? || ip.loopback? || ip.link_local?'], ['    ip = IPAddr.new(Resolv.getaddress(URI(url).host))', '    Net::HTTP.get(URI(url))']],
    ['src/Service/UrlFetcher.php', ['        if (!filter_var($ip, FILTER_VALIDATE_IP, FILTER_FLAG_NO_PRIV_RANGE | FILTER_FLAG_NO_RES_RANGE)) {', "            throw new \\InvalidArgumentException('blocked address');", '        }'], ['        $ip = gethostbyname(parse_url($url, PHP_URL_HOST));', '        return file_get_contents($url);']],
    ['src/fetch.rs', ['    if ip.is_loopback() || is_private(ip) {', '        return Err(FetchError::Blocked);', '    }'], ['pub async fn fetch(url: Url, ip: IpAddr) -> Result<Bytes, FetchError> {', '    Ok(reqwest::get(url).await?.bytes().await?)']],
    ['src/Acme.Api/Services/UrlFetcher.cs', ['        if (IPAddress.IsLoopback(ip) || IsPrivate(ip))', '        {', '            throw new InvalidOperationException("blocked address");', '        }'], ['    {', '        return await _http.GetStringAsync(uri);']],
  ];
  it.each(cases)('reports a removed internal-address check before a request in %s, high', (path, removed, [above, below]) => {
    expect(found('ssrf-check-removed', path, patch(removed, [], [above ?? ''], [below ?? '']))).toEqual(['ssrf-check-removed:high']);
  });

  it('is medium when the hunk shows no request the check guarded', () => {
    expect(found('ssrf-check-removed', 'app/net/addresses.py', patch(['    if ip.is_private or ip.is_loopback:', '        raise BlockedAddress(ip)'], []))).toEqual(['ssrf-check-removed:medium']);
  });

  it('is quiet for a check added, moved into a helper, in a test, or a loopback-only admin restriction', () => {
    const removed = ['    if ip.is_private or ip.is_loopback or ip.is_link_local:', '        abort(400)'];
    expect(found('ssrf-check-removed', 'app/views/webhooks.py', patch([], removed))).toEqual([]);
    expect(found('ssrf-check-removed', 'app/views/webhooks.py', patch(removed, ['    if is_blocked_address(ip):', '        abort(400)']))).toEqual([]);
    expect(found('ssrf-check-removed', 'app/views/webhooks.py', patch(removed, ['    ensure_public_address(ip)']))).toEqual([]);
    expect(found('ssrf-check-removed', 'tests/test_webhooks.py', patch(removed, []))).toEqual([]);
    expect(found('ssrf-check-removed', 'app/views/admin.py', patch(['    if not ip.is_loopback:', '        abort(403)'], []))).toEqual([]);
    // An address classified, nothing refused.
    expect(found('ssrf-check-removed', 'app/net/label.py', patch(['    if ip.is_private:', '        label = "internal"'], []))).toEqual([]);
  });

  it('is low when another file of the PR adds a check of the kind (a move into a shared fetch helper, rewritten), and quiet for the same lines moved', () => {
    const files = [
      makeFile('app/views/webhooks.py', { patch: patch(['    if ip.is_private or ip.is_loopback:', '        abort(400)'], [], ['    ip = resolve(host)'], ['    return requests.post(url, timeout=5)']) }),
      makeFile('app/net/fetch.py', { patch: patch([], ['    if address.is_private or address.is_loopback or address.is_reserved:', '        raise BlockedAddress(address)']) }),
    ];
    expect(scan(files).filter((f) => f.id === 'ssrf-check-removed').map((f) => f.severity)).toEqual(['low']);
    const moved = [files[0] as SnapshotFile, makeFile('app/net/fetch.py', { patch: patch([], ['    if ip.is_private or ip.is_loopback:', '        abort(400)']) })];
    expect(scan(moved).filter((f) => f.id === 'ssrf-check-removed')).toEqual([]);
  });
});

describe("insecure-setting-enabled: a cookie's flags dropped", () => {
  it('reads Go struct fields, Java setters, PHP option keys, Rust builders and Django settings', () => {
    expect(found('insecure-setting-enabled', 'internal/web/session.go', patch(['\t\tHttpOnly: true,', '\t\tSecure:   true,'], [], ['\t\tValue:    token,', '\t\tPath:     "/",'], ['\t})']))).toEqual(['insecure-setting-enabled:medium']);
    expect(found('insecure-setting-enabled', 'src/main/java/com/acme/web/LoginController.java', patch(['        cookie.setHttpOnly(true);', '        cookie.setSecure(true);'], [], ['        cookie.setPath("/");']))).toEqual(['insecure-setting-enabled:medium']);
    expect(found('insecure-setting-enabled', 'src/Auth/SessionCookie.php', patch(["            'secure' => true,", "            'httponly' => true,"], [], ["        setcookie('session', $token, [", "            'path' => '/',"], ['        ]);']))).toEqual(['insecure-setting-enabled:medium']);
    expect(found('insecure-setting-enabled', 'src/session.rs', patch(['        .secure(true)', '        .http_only(true)', '        .same_site(SameSite::Strict)'], [], ['    Cookie::build("session", token)', '        .path("/")'], ['        .finish()']))).toEqual(['insecure-setting-enabled:medium']);
    expect(found('insecure-setting-enabled', 'mysite/settings/production.py', patch(['SESSION_COOKIE_SECURE = True', 'CSRF_COOKIE_HTTPONLY = True'], [], ['DEBUG = False'], ['SECURE_HSTS_SECONDS = 31536000']))).toEqual(['insecure-setting-enabled:medium']);
  });

  it('is quiet for a secure flag of no cookie, a flag kept in another form, development settings and flags added', () => {
    expect(found('insecure-setting-enabled', 'src/mail/transport.rs', patch(['        .secure(true)'], [], ['    SmtpTransport::builder(host)', '        .port(465)'], ['        .build()']))).toEqual([]);
    expect(found('insecure-setting-enabled', 'mysite/settings/production.py', patch(['SESSION_COOKIE_SECURE = True'], ['SESSION_COOKIE_SECURE = env.bool("SESSION_COOKIE_SECURE", default=True)']))).toEqual([]);
    expect(found('insecure-setting-enabled', 'mysite/settings/dev.py', patch(['SESSION_COOKIE_SECURE = True'], []))).toEqual([]);
    expect(found('insecure-setting-enabled', 'src/main/java/com/acme/web/LoginController.java', patch([], ['        cookie.setHttpOnly(true);'], ['        Cookie cookie = new Cookie("SESSION", token);']))).toEqual([]);
  });
});

describe('CSRF protection removed or switched off', () => {
  const removed: [string, string[], string[]][] = [
    ['src/routes/transfer.ts', ["router.post('/transfer', csrfProtection, transfer);"], ["router.post('/transfer', transfer);"]],
    ['cmd/server/main.go', ['\tprotect := csrf.Protect([]byte(os.Getenv("CSRF_KEY")))', '\tlog.Fatal(http.ListenAndServe(":8000", protect(r)))'], ['\tlog.Fatal(http.ListenAndServe(":8000", r))']],
    ['app/controllers/application_controller.rb', ['  protect_from_forgery with: :exception'], []],
    ['src/main.rs', ['        .layer(CsrfLayer::new(config))'], []],
    ['src/Acme.Web/Controllers/AccountController.cs', ['    [ValidateAntiForgeryToken]'], []],
    ['app/__init__.py', ['    CSRFProtect(app)'], []],
  ];
  it.each(removed)('reports CSRF protection removed in %s', (path, before, after) => {
    const findings = scan([makeFile(path, { patch: patch(before, after) })]).filter((f) => f.id === 'auth-check-removed');
    expect(findings.map((f) => `${f.severity} ${f.title}`)).toEqual(['high CSRF protection removed']);
  });

  it("reports Spring's CSRF disabled by a method reference and Kotlin's DSL", () => {
    expect(found('auth-bypass-added', 'src/main/java/com/acme/config/SecurityConfig.java', patch([], ['            .csrf(AbstractHttpConfigurer::disable)']))).toEqual(['auth-bypass-added:medium']);
    expect(found('auth-bypass-added', 'src/main/kotlin/com/acme/SecurityConfig.kt', patch([], ['            csrf { disable() }']))).toEqual(['auth-bypass-added:medium']);
  });

  it('is quiet when an exemption is removed, the protection rewritten in place, or added', () => {
    expect(found('auth-check-removed', 'app/controllers/payments_controller.rb', patch(['  skip_before_action :verify_authenticity_token'], []))).toEqual([]);
    expect(found('auth-check-removed', 'app/controllers/application_controller.rb', patch(['  protect_from_forgery with: :exception'], ['  protect_from_forgery with: :exception, prepend: true']))).toEqual([]);
    expect(found('auth-check-removed', 'src/routes/transfer.ts', patch(["router.post('/transfer', transfer);"], ["router.post('/transfer', csrfProtection, transfer);"]))).toEqual([]);
    // An API controller's null session is not counted as protection, so turning to it removes nothing counted.
    expect(found('auth-check-removed', 'app/controllers/api/base_controller.rb', patch(['  protect_from_forgery with: :null_session'], []))).toEqual([]);
  });
});

describe('cors-permissive: the origin reflected, and more framework spellings', () => {
  it('reports the request Origin echoed back, high with credentials allowed', () => {
    expect(found('cors-permissive', 'src/middleware/cors.ts', patch(["  res.setHeader('Access-Control-Allow-Origin', 'https://app.acme.com');"], ["  res.setHeader('Access-Control-Allow-Origin', req.headers.origin);"], ['export function corsHeaders(req, res, next) {'], ["  res.setHeader('Access-Control-Allow-Credentials', 'true');"]))).toEqual(['cors-permissive:high']);
    expect(found('cors-permissive', 'internal/http/cors.go', patch(['\t\tw.Header().Set("Access-Control-Allow-Origin", "https://app.acme.com")'], ['\t\tw.Header().Set("Access-Control-Allow-Origin", r.Header.Get("Origin"))'], ['\treturn http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {'], ['\t\tw.Header().Set("Access-Control-Allow-Credentials", "true")']))).toEqual(['cors-permissive:high']);
    expect(found('cors-permissive', 'public/api.php', patch(["header('Access-Control-Allow-Origin: https://app.acme.com');"], ["header('Access-Control-Allow-Origin: ' . $_SERVER['HTTP_ORIGIN']);"], ['<?php'], ["header('Access-Control-Allow-Credentials: true');"]))).toEqual(['cors-permissive:high']);
    expect(found('cors-permissive', 'src/main/java/com/acme/web/CorsFilter.java', patch([], ['        response.setHeader("Access-Control-Allow-Origin", request.getHeader("Origin"));']))).toEqual(['cors-permissive:medium']);
    expect(found('cors-permissive', 'app/controllers/application_controller.rb', patch([], ["    headers['Access-Control-Allow-Origin'] = request.headers['Origin']"]))).toEqual(['cors-permissive:medium']);
  });

  it('reads Spring origin patterns, tower-http mirroring, rs/cors origin functions and a cors origin callback', () => {
    expect(found('cors-permissive', 'src/main/java/com/acme/config/CorsConfig.java', patch([], ['        config.setAllowedOriginPatterns(List.of("*"));']))).toEqual(['cors-permissive:medium']);
    expect(found('cors-permissive', 'src/app.rs', patch([], ['        .allow_origin(AllowOrigin::mirror_request())']))).toEqual(['cors-permissive:medium']);
    expect(found('cors-permissive', 'internal/http/cors.go', patch([], ['\t\tAllowOriginFunc:  func(origin string) bool { return true },']))).toEqual(['cors-permissive:medium']);
    expect(found('cors-permissive', 'src/app.ts', patch([], ['  origin: (origin, callback) => callback(null, true),']))).toEqual(['cors-permissive:medium']);
  });

  it('raises cors({ origin: true }) to high when the same call allows credentials, either order', () => {
    expect(found('cors-permissive', 'src/server.ts', patch(["app.use(cors({ origin: 'https://app.acme.com', credentials: true }));"], ['app.use(cors({ origin: true, credentials: true }));']))).toEqual(['cors-permissive:high']);
    expect(found('cors-permissive', 'src/server.js', patch([], ['app.use(cors({ credentials: true, maxAge: 600, origin: true }));']))).toEqual(['cors-permissive:high']);
    expect(found('cors-permissive', 'src/main.ts', patch([], ['  app.enableCors({ origin: true, credentials: true });']))).toEqual(['cors-permissive:high']);
    // Without credentials, or with them off, it stays medium.
    expect(found('cors-permissive', 'src/server.ts', patch([], ['app.use(cors({ origin: true }));']))).toEqual(['cors-permissive:medium']);
    expect(found('cors-permissive', 'src/server.ts', patch([], ['app.use(cors({ origin: true, credentials: false }));']))).toEqual(['cors-permissive:medium']);
    // A listed origin with credentials is the safe configuration.
    expect(found('cors-permissive', 'src/server.ts', patch([], ["app.use(cors({ origin: ['https://app.acme.com'], credentials: true }));"]))).toEqual([]);
    expect(found('cors-permissive', 'src/server.ts', patch([], ['app.use(cors({ origin: allowed, credentials: true }));']))).toEqual([]);
  });

  it('reads cors options written over several lines: origin: true or a yes-callback, high with credentials', () => {
    const open = ['app.use(cors({'];
    const close = ['}));'];
    expect(found('cors-permissive', 'src/server.ts', patch(["  origin: ['https://app.acme.com'],"], ['  origin: true,'], open, ['  credentials: true,', ...close]))).toEqual(['cors-permissive:high']);
    expect(found('cors-permissive', 'src/server.ts', patch([], ['  credentials: true,'], [...open, '  origin: true,'], close))).toEqual(['cors-permissive:high']);
    expect(found('cors-permissive', 'src/main.ts', patch(['    origin: allowedOrigins,'], ['    origin: (origin, callback) => {', '      callback(null, true);', '    },'], ['  app.enableCors({'], ['    credentials: true,', '  });']))).toEqual(['cors-permissive:high']);
    expect(found('cors-permissive', 'src/http/cors-options.ts', patch(['  origin: process.env.CORS_ORIGIN,'], ['  origin: true,'], ['export const corsOptions: CorsOptions = {'], ['  credentials: true,', '};']))).toEqual(['cors-permissive:high']);
    // Without credentials, or `'*'` (sent as `*`, which browsers refuse with credentials): medium.
    expect(found('cors-permissive', 'src/server.ts', patch(["  origin: ['https://app.acme.com'],"], ['  origin: true,'], open, ["  methods: ['GET'],", ...close]))).toEqual(['cors-permissive:medium']);
    expect(found('cors-permissive', 'src/server.ts', patch(["  origin: ['https://app.acme.com'],"], ["  origin: '*',"], open, ['  credentials: true,', ...close]))).toEqual(['cors-permissive:medium']);
  });

  it('is quiet for cors options over several lines that list origins, check the origin, sit in a development branch or are only carried', () => {
    const open = ['app.use(cors({'];
    const close = ['}));'];
    expect(found('cors-permissive', 'src/server.ts', patch(["  origin: ['https://app.acme.com'],"], ["  origin: ['https://app.acme.com', 'https://admin.acme.com'],"], open, ['  credentials: true,', ...close]))).toEqual([]);
    expect(found('cors-permissive', 'src/server.ts', patch(['  origin: allowed,'], ['  origin: (origin, callback) => {', '    if (ALLOWED.includes(origin)) return callback(null, true);', "    callback(new Error('Not allowed by CORS'));", '  },'], open, ['  credentials: true,', ...close]))).toEqual([]);
    expect(found('cors-permissive', 'src/server.ts', patch(["  origin: ['http://localhost:5173'],"], ['  origin: true,'], ["if (process.env.NODE_ENV === 'development') {", '  app.use(cors({'], ['  credentials: true,', '  }));', '}']))).toEqual([]);
    // An unrelated option added beside an origin: true the base already had.
    expect(found('cors-permissive', 'src/server.ts', patch([], ['  maxAge: 600,'], [...open, '  origin: true,'], ['  credentials: true,', ...close]))).toEqual([]);
  });

  it('is quiet for an origin checked against a list first, a development-only branch, and a listed origin', () => {
    expect(found('cors-permissive', 'src/middleware/cors.ts', patch(["    res.setHeader('Access-Control-Allow-Origin', 'https://app.acme.com');"], ["    res.setHeader('Access-Control-Allow-Origin', req.headers.origin);"], ['  if (ALLOWED.includes(req.headers.origin)) {']))).toEqual([]);
    expect(found('cors-permissive', 'src/middleware/cors.ts', patch(["    res.setHeader('Access-Control-Allow-Origin', 'http://localhost:5173');"], ["    res.setHeader('Access-Control-Allow-Origin', req.headers.origin);"], ["  if (process.env.NODE_ENV === 'development') {"]))).toEqual([]);
    expect(found('cors-permissive', 'src/main/java/com/acme/config/CorsConfig.java', patch([], ['        config.setAllowedOriginPatterns(List.of("https://*.acme.com"));']))).toEqual([]);
    expect(found('cors-permissive', 'src/app.ts', patch([], ['  origin: (origin, callback) => callback(null, ALLOWED.includes(origin)),']))).toEqual([]);
    // In a documentation folder's samples it is a note.
    expect(found('cors-permissive', 'docs/examples/cors.js', patch([], ["  res.setHeader('Access-Control-Allow-Origin', req.headers.origin);"]))).toEqual(['cors-permissive:low']);
  });
});

describe("Django's protective middleware dropped from MIDDLEWARE", () => {
  const above = ['MIDDLEWARE = [', "    'django.middleware.security.SecurityMiddleware',", "    'django.contrib.sessions.middleware.SessionMiddleware',", "    'django.middleware.common.CommonMiddleware',"];
  const below = ["    'django.contrib.auth.middleware.AuthenticationMiddleware',", "    'django.contrib.messages.middleware.MessageMiddleware',", ']'];
  const titled = (path: string, body: string, files: SnapshotFile[] = []): string[] =>
    scan([makeFile(path, { patch: body }), ...files]).filter((f) => f.id === 'auth-check-removed' || f.id === 'protection-switched-off').map((f) => `${f.id}:${f.severity} ${f.title}`);

  it('reports the CSRF and authentication middleware high, the security and clickjacking middleware medium', () => {
    expect(titled('mysite/settings.py', patch(["    'django.middleware.csrf.CsrfViewMiddleware',"], [], above, below))).toEqual(['auth-check-removed:high CSRF protection removed']);
    expect(titled('config/settings/base.py', patch(['    "django.contrib.auth.middleware.AuthenticationMiddleware",'], [], ['MIDDLEWARE = [', '    "django.middleware.csrf.CsrfViewMiddleware",'], [']']))).toEqual(['auth-check-removed:high Authentication middleware removed']);
    expect(titled('mysite/settings.py', patch(["    'django.middleware.security.SecurityMiddleware',"], [], ['MIDDLEWARE = ['], ["    'django.middleware.csrf.CsrfViewMiddleware',", ']']))).toEqual(['protection-switched-off:medium Security middleware removed']);
    expect(titled('mysite/settings/production.py', patch(["    'django.middleware.clickjacking.XFrameOptionsMiddleware',"], [], above, below))).toEqual(['protection-switched-off:medium Clickjacking protection removed']);
    // The hunk need not show the list's name.
    expect(titled('mysite/settings.py', patch(["    'django.middleware.csrf.CsrfViewMiddleware',"], [], above.slice(1), below))).toEqual(['auth-check-removed:high CSRF protection removed']);
    // Commented out is removed; so is a MIDDLEWARE.remove(…) added.
    expect(titled('mysite/settings.py', patch(["    'django.middleware.csrf.CsrfViewMiddleware',"], ["    # 'django.middleware.csrf.CsrfViewMiddleware',"], above, below))).toEqual(['auth-check-removed:high CSRF protection removed']);
    expect(titled('mysite/settings/prod.py', patch([], ["MIDDLEWARE.remove('django.middleware.csrf.CsrfViewMiddleware')"], ['from .base import *']))).toEqual(['auth-check-removed:high CSRF protection removed']);
  });

  it('is quiet for an entry moved within the list, replaced by a subclass, moved to another settings module, or in test settings', () => {
    expect(titled('mysite/settings.py', patch(["    'django.middleware.csrf.CsrfViewMiddleware',", "    'django.middleware.common.CommonMiddleware',"], ["    'django.middleware.common.CommonMiddleware',", "    'django.middleware.csrf.CsrfViewMiddleware',"], ['MIDDLEWARE = ['], below))).toEqual([]);
    expect(titled('mysite/settings.py', patch(["    'django.middleware.csrf.CsrfViewMiddleware',"], ["    'myapp.middleware.StrictCsrfMiddleware',"], above, below))).toEqual([]);
    expect(titled('mysite/settings.py', patch(["    'django.contrib.auth.middleware.AuthenticationMiddleware',"], ["    'django.contrib.auth.middleware.RemoteUserMiddleware',"], above, [']']))).toEqual([]);
    expect(titled('mysite/settings/test.py', patch(["    'django.middleware.csrf.CsrfViewMiddleware',"], [], above, below))).toEqual([]);
    expect(titled('mysite/test_settings.py', patch([], ["MIDDLEWARE.remove('django.middleware.csrf.CsrfViewMiddleware')"]))).toEqual([]);
    // The list split into a base module the same PR adds the entry to.
    expect(titled('mysite/settings.py', patch(["    'django.middleware.csrf.CsrfViewMiddleware',"], [], above, below), [makeFile('mysite/settings_base.py', { patch: patch([], ['MIDDLEWARE = [', "    'django.middleware.csrf.CsrfViewMiddleware',", ']']) })])).toEqual([]);
    // A settings module removed whole (a retired deployment).
    expect(scan([makeFile('mysite/settings/staging.py', { status: 'removed', patch: patch(['MIDDLEWARE = [', "    'django.middleware.csrf.CsrfViewMiddleware',", ']'], [], []) })]).filter((f) => f.id === 'auth-check-removed')).toEqual([]);
    // Another middleware removed.
    expect(titled('mysite/settings.py', patch(["    'django.contrib.messages.middleware.MessageMiddleware',"], [], above, [']']))).toEqual([]);
  });
});

describe("Laravel's CSRF exemptions", () => {
  const middleware = ['class VerifyCsrfToken extends Middleware', '{', '    protected $except = ['];
  it('reports routes added to $except or validateCsrfTokens(except: …), high for every route', () => {
    expect(found('auth-bypass-added', 'app/Http/Middleware/VerifyCsrfToken.php', patch([], ["        'stripe/*',"], middleware, ['    ];', '}']))).toEqual(['auth-bypass-added:medium']);
    expect(found('auth-bypass-added', 'app/Http/Middleware/VerifyCsrfToken.php', patch([], ["        '*',"], [...middleware, "        'stripe/*',"], ['    ];', '}']))).toEqual(['auth-bypass-added:high']);
    expect(found('auth-bypass-added', 'app/Http/Middleware/VerifyCsrfToken.php', patch(['    protected $except = [];'], ["    protected $except = ['api/*'];"], ['class VerifyCsrfToken extends Middleware', '{'], ['}']))).toEqual(['auth-bypass-added:medium']);
    expect(found('auth-bypass-added', 'bootstrap/app.php', patch(["            'stripe/*',"], ["            'stripe/*',", "            'admin/*',"], ['    ->withMiddleware(function (Middleware $middleware) {', '        $middleware->validateCsrfTokens(except: ['], ['        ]);', '    })']))).toEqual(['auth-bypass-added:medium']);
    expect(found('auth-bypass-added', 'bootstrap/app.php', patch([], ["        $middleware->validateCsrfTokens(except: ['*']);"], ['    ->withMiddleware(function (Middleware $middleware) {'], ['    })']))).toEqual(['auth-bypass-added:high']);
  });

  it('is quiet for an entry removed, a comment added, an entry requoted, and another middleware\'s $except', () => {
    expect(found('auth-bypass-added', 'app/Http/Middleware/VerifyCsrfToken.php', patch(["        'stripe/*',"], [], middleware, ['    ];', '}']))).toEqual([]);
    expect(found('auth-bypass-added', 'app/Http/Middleware/VerifyCsrfToken.php', patch([], ['        // Stripe signs its webhooks; see StripeWebhookController.'], [...middleware, "        'stripe/*',"], ['    ];', '}']))).toEqual([]);
    expect(found('auth-bypass-added', 'app/Http/Middleware/VerifyCsrfToken.php', patch(["        'stripe/*',"], ['        "stripe/*",'], middleware, ['    ];', '}']))).toEqual([]);
    expect(found('auth-bypass-added', 'app/Http/Middleware/TrimStrings.php', patch([], ["        'password_confirmation',"], ['class TrimStrings extends Middleware', '{', '    protected $except = ['], ['    ];', '}']))).toEqual([]);
    // A line after the list is closed.
    expect(found('auth-bypass-added', 'app/Http/Middleware/VerifyCsrfToken.php', patch([], ["    protected $addHttpCookie = 'yes';"], [...middleware, '    ];']))).toEqual([]);
  });

  it('is quiet for an entry narrowed or one a kept entry covers, and reports one that widens', () => {
    // Narrowed: the webhook route alone where every Stripe route was exempt.
    expect(found('auth-bypass-added', 'app/Http/Middleware/VerifyCsrfToken.php', patch(["        'stripe/*',"], ["        'stripe/webhook',"], middleware, ['    ];', '}']))).toEqual([]);
    expect(found('auth-bypass-added', 'app/Http/Middleware/VerifyCsrfToken.php', patch(["        '/webhooks/*',"], ["        'webhooks/github/*',", "        'webhooks/stripe',"], middleware, ['    ];', '}']))).toEqual([]);
    // Already covered by an entry the list keeps.
    expect(found('auth-bypass-added', 'app/Http/Middleware/VerifyCsrfToken.php', patch([], ["        'api/v2/hooks',"], [...middleware, "        'api/*',"], ['    ];', '}']))).toEqual([]);
    // Widened: the narrow entry replaced by a wildcard, or by another route.
    expect(found('auth-bypass-added', 'app/Http/Middleware/VerifyCsrfToken.php', patch(["        'stripe/webhook',"], ["        'stripe/*',"], middleware, ['    ];', '}']))).toEqual(['auth-bypass-added:medium']);
    expect(found('auth-bypass-added', 'app/Http/Middleware/VerifyCsrfToken.php', patch(["        'stripe/*',"], ["        'stripe/*',", "        'account/*',"], middleware, ['    ];', '}']))).toEqual(['auth-bypass-added:medium']);
    expect(found('auth-bypass-added', 'app/Http/Middleware/VerifyCsrfToken.php', patch(["        'stripe/*',"], ["        '*',"], middleware, ['    ];', '}']))).toEqual(['auth-bypass-added:high']);
  });
});

describe('CSRF narrowed and access rules loosened in place: Spring, Rails, Express, Django REST framework, Laravel (2026-11-30)', () => {
  /** `id:severity title` of the findings with the given id. */
  const titled = (id: string, path: string, body: string): string[] =>
    scan([makeFile(path, { patch: body })])
      .filter((f) => f.id === id)
      .map((f) => `${f.id}:${f.severity} ${f.title}`);
  const loosened = 'auth-check-removed:high Access rule loosened';
  const config = 'src/main/java/com/acme/config/SecurityConfig.java';

  it("reports CSRF protection narrowed: Spring's ignoringRequestMatchers, Rails' protect_from_forgery except:/only:", () => {
    expect(found('auth-bypass-added', config, patch(['            .csrf(csrf -> csrf.csrfTokenRepository(repository))'], ['            .csrf(csrf -> csrf.csrfTokenRepository(repository).ignoringRequestMatchers("/api/**"))']))).toEqual(['auth-bypass-added:medium']);
    expect(found('auth-bypass-added', config, patch([], ['            .csrf().ignoringAntMatchers("/h2-console/**")']))).toEqual(['auth-bypass-added:medium']);
    expect(found('auth-bypass-added', 'src/main/kotlin/com/acme/SecurityConfig.kt', patch(['            csrf { }'], ['            csrf { ignoringRequestMatchers("/webhook/**") }']))).toEqual(['auth-bypass-added:medium']);
    expect(found('auth-bypass-added', 'app/controllers/payments_controller.rb', patch([], ['  protect_from_forgery except: [:create, :destroy]']))).toEqual(['auth-bypass-added:medium']);
    expect(found('auth-bypass-added', 'app/controllers/payments_controller.rb', patch(['  protect_from_forgery with: :exception'], ['  protect_from_forgery with: :exception, only: :update']))).toEqual(['auth-bypass-added:medium']);
  });

  it("is quiet on Rails' null session in an API controller, and on an exemption restated (rewrapped, parenthesized)", () => {
    expect(found('auth-bypass-added', 'app/controllers/api/base_controller.rb', patch([], ['    protect_from_forgery with: :null_session']))).toEqual([]);
    expect(found('auth-bypass-added', 'app/controllers/base_controller.rb', patch([], ['  protect_from_forgery with: :null_session'], ['class BaseController < ActionController::API']))).toEqual([]);
    expect(found('auth-bypass-added', 'app/controllers/payments_controller.rb', patch([], ['  protect_from_forgery with: :null_session'], ['class PaymentsController < ApplicationController']))).toEqual(['auth-bypass-added:medium']);
    expect(found('auth-bypass-added', 'app/controllers/webhooks_controller.rb', patch(['  protect_from_forgery except: :stripe'], ['  protect_from_forgery(except: :stripe)']))).toEqual(['auth-bypass-added:low']);
    expect(found('auth-bypass-added', 'app/controllers/webhooks_controller.rb', patch(['  protect_from_forgery except: :stripe'], ['  protect_from_forgery except: [:stripe, :github]']))).toEqual(['auth-bypass-added:medium']);
    expect(found('auth-bypass-added', config, patch(['                .requestMatchers("/", "/login", "/css/**").permitAll()'], ['                .requestMatchers(', '                    "/", "/login", "/css/**"', '                ).permitAll()']))).toEqual(['auth-bypass-added:low']);
    // Matchers ignored by a CSRF configuration the chain disables anyway (jhipster-sample-app 7d39dfaa9e).
    expect(found('auth-bypass-added', config, patch([], ['            .ignoringAntMatchers("/h2-console/**")'], ['            .csrf()'], ['            .disable()']))).toEqual([]);
    expect(found('auth-bypass-added', config, patch([], ['            .ignoringAntMatchers("/h2-console/**")'], ['            .csrf()'], ['            .and()']))).toEqual(['auth-bypass-added:medium']);
    // A path added to the permitted list is a route newly public.
    expect(found('auth-bypass-added', config, patch(['                .requestMatchers("/", "/login").permitAll()'], ['                .requestMatchers("/", "/login", "/reports/**").permitAll()']))).toEqual(['auth-bypass-added:medium']);
  });

  it("reports csurf's middleware removed from an Express app, quiet when rewrapped or replaced", () => {
    expect(titled('auth-check-removed', 'src/app.js', patch(['app.use(csrf({ cookie: true }));'], []))).toEqual(['auth-check-removed:high CSRF protection removed']);
    expect(titled('auth-check-removed', 'src/app.js', patch(['app.use(csrf({ cookie: true }));'], ['app.use(', '  csrf({', '    cookie: true,', '  }),', ');']))).toEqual([]);
    expect(titled('auth-check-removed', 'src/app.js', patch(['app.use(csrf({ cookie: true }));'], ['app.use(doubleCsrfProtection);']))).toEqual([]);
  });

  it("reports Spring's matcher turned from a login or role to permitAll() (Java and Kotlin DSL)", () => {
    expect(titled('auth-check-removed', config, patch(['                .requestMatchers("/api/**").authenticated()'], ['                .requestMatchers("/api/**").permitAll()']))).toEqual([loosened]);
    expect(titled('auth-check-removed', config, patch(['                .anyRequest().authenticated()'], ['                .anyRequest().permitAll()']))).toEqual([loosened]);
    expect(titled('auth-check-removed', config, patch(['            .antMatchers("/actuator/**").hasAuthority("OPS")'], ['            .antMatchers("/actuator/**").permitAll()']))).toEqual([loosened]);
    expect(titled('auth-check-removed', 'src/main/kotlin/com/acme/SecurityConfig.kt', patch(['                authorize(anyRequest, authenticated)'], ['                authorize(anyRequest, permitAll)']))).toEqual([loosened]);
  });

  it("is quiet on Spring's rules moved, made stricter, migrated, or a narrower public path added above", () => {
    expect(titled('auth-check-removed', config, patch(['                .requestMatchers("/api/**").authenticated()'], ['                .requestMatchers("/api/**").hasRole("USER")']))).toEqual([]);
    expect(titled('auth-check-removed', config, patch(['            .antMatchers("/", "/home").permitAll()', '            .antMatchers("/admin/**").authenticated()'], ['            .requestMatchers("/", "/home").permitAll()', '            .requestMatchers("/admin/**").authenticated()']))).toEqual([]);
    expect(titled('auth-check-removed', config, patch(['                .requestMatchers("/api/**").authenticated()'], ['                .requestMatchers("/api/public/**").permitAll()', '                .requestMatchers("/api/**").authenticated()']))).toEqual([]);
    expect(titled('auth-check-removed', config, patch(['                .requestMatchers("/admin/**").hasRole("ADMIN")', '                .requestMatchers("/api/**").authenticated()'], ['                .requestMatchers("/api/**").authenticated()', '                .requestMatchers("/admin/**").hasRole("ADMIN")']))).toEqual([]);
  });

  it("reports Django REST framework's permission_classes loosened: a class dropped or traded for a weaker one", () => {
    expect(titled('auth-check-removed', 'billing/views.py', patch(['    permission_classes = [IsAdminUser]'], ['    permission_classes = [IsAuthenticated]']))).toEqual([loosened]);
    expect(titled('auth-check-removed', 'billing/views.py', patch(['    permission_classes = [IsAuthenticated]'], ['    permission_classes = [AllowAny]']))).toEqual([loosened]);
    expect(titled('auth-check-removed', 'notes/views.py', patch(['    permission_classes = [IsAuthenticated, IsOwner]'], ['    permission_classes = [IsAuthenticated]']))).toEqual([loosened]);
    expect(titled('auth-check-removed', 'notes/api.py', patch(['@permission_classes([IsAuthenticated])'], ['@permission_classes([IsAuthenticatedOrReadOnly])']))).toEqual([loosened]);
  });

  it('is quiet on permission classes respelled, reordered or made stricter', () => {
    expect(titled('auth-check-removed', 'notes/views.py', patch(['    permission_classes = [IsAuthenticated]'], ['    permission_classes = [permissions.IsAuthenticated]']))).toEqual([]);
    expect(titled('auth-check-removed', 'notes/views.py', patch(['    permission_classes = (IsAuthenticated,)'], ['    permission_classes = [IsAuthenticated]']))).toEqual([]);
    expect(titled('auth-check-removed', 'notes/views.py', patch(['    permission_classes = [IsAuthenticated]'], ['    permission_classes = [IsAuthenticated, IsOwner]']))).toEqual([]);
    expect(titled('auth-check-removed', 'notes/views.py', patch(['    permission_classes = [IsAuthenticated]'], ['    permission_classes = [IsAdminUser]']))).toEqual([]);
  });

  it("reports DRF's classes joined by | to a weaker one (either passes), quiet for two strict classes or &", () => {
    expect(titled('auth-check-removed', 'notes/views.py', patch(['    permission_classes = [IsAuthenticated]'], ['    permission_classes = [IsAuthenticated | AllowAny]']))).toEqual([loosened]);
    expect(titled('auth-check-removed', 'notes/views.py', patch(['    permission_classes = [IsAuthenticated, IsOwner]'], ['    permission_classes = [IsAuthenticated, IsOwner | IsAuthenticatedOrReadOnly]']))).toEqual([loosened]);
    expect(titled('auth-check-removed', 'notes/views.py', patch(['    permission_classes = [IsAdminUser]'], ['    permission_classes = [IsAdminUser | IsOwner]']))).toEqual([]);
    expect(titled('auth-check-removed', 'notes/views.py', patch(['    permission_classes = [IsAuthenticated]'], ['    permission_classes = [IsAuthenticated & IsOwner]']))).toEqual([]);
    expect(titled('auth-check-removed', 'notes/views.py', patch(['    permission_classes = [IsOwner | IsAdminUser]'], ['    permission_classes = [permissions.IsAdminUser | IsOwner]']))).toEqual([]);
  });

  it("reports Rails' authentication filter and Laravel's controller middleware skipping more actions (2026-12-01)", () => {
    const rails = 'app/controllers/articles_controller.rb';
    expect(titled('auth-check-removed', rails, patch(['  before_action :authenticate_user!, except: [:index]'], ['  before_action :authenticate_user!, except: [:index, :show, :destroy]']))).toEqual([loosened]);
    expect(titled('auth-check-removed', rails, patch(['  before_action :authenticate_user!'], ['  before_action :authenticate_user!, except: %i[index export]']))).toEqual([loosened]);
    expect(titled('auth-check-removed', rails, patch(['  before_filter :require_login, :only => [:create, :destroy]'], ['  before_filter :require_login, :only => [:create]']))).toEqual([loosened]);
    // A filter for every action scoped to some: what it leaves open the diff does not name (lobsters' "allow users to list origins"), medium.
    expect(titled('auth-check-removed', 'app/controllers/origins_controller.rb', patch(['  before_action :require_logged_in_moderator'], ['  before_action :require_logged_in_moderator, only: [:edit, :update]']))).toEqual(['auth-check-removed:medium Access rule loosened']);
    const laravel = 'app/Http/Controllers/PostController.php';
    expect(titled('auth-check-removed', laravel, patch(["        $this->middleware('auth')->except(['index']);"], ["        $this->middleware('auth')->except(['index', 'show', 'destroy']);"]))).toEqual([loosened]);
    expect(titled('auth-check-removed', laravel, patch(["        $this->middleware('auth');"], ["        $this->middleware('auth')->except('destroy');"]))).toEqual([loosened]);
    expect(titled('auth-check-removed', laravel, patch(["        $this->middleware(['auth', 'verified'], ['except' => ['index']]);"], ["        $this->middleware(['auth', 'verified'], ['except' => ['index', 'destroy']]);"]))).toEqual([loosened]);
    expect(titled('auth-check-removed', laravel, patch(["            new Middleware('auth', except: ['index']),"], ["            new Middleware('auth', except: ['index', 'edit', 'update']),"]))).toEqual([loosened]);
  });

  it("reports a condition added to Rails' authentication filter, and Django REST framework's permission tuple loosened", () => {
    const rails = 'app/controllers/orders_controller.rb';
    // Caller-controlled conditions: the request decides whether the filter runs, high.
    expect(titled('auth-check-removed', rails, patch(['  before_action :authenticate_user!'], ['  before_action :authenticate_user!, unless: -> { request.format.json? }']))).toEqual([loosened]);
    expect(titled('auth-check-removed', rails, patch(['  before_action :authenticate_user!, except: [:index]'], ["  before_action :authenticate_user!, except: [:index], if: -> { params[:token].blank? }"]))).toEqual([loosened]);
    expect(titled('auth-check-removed', rails, patch(['  before_action :require_admin'], ["  before_action :require_admin, :unless => proc { request.headers['X-Internal'] == '1' }"]))).toEqual([loosened]);
    // A condition the diff cannot read (a method of the controller): medium.
    expect(titled('auth-check-removed', rails, patch(['  before_action :authenticate_user!'], ['  before_action :authenticate_user!, if: :private_mode?']))).toEqual(['auth-check-removed:medium Access rule loosened']);
    // The same condition kept, more actions skipped: the except: growth read as before.
    expect(titled('auth-check-removed', rails, patch(['  before_action :authenticate_user!, unless: :api_request?'], ['  before_action :authenticate_user!, unless: :api_request?, except: [:health]']))).toEqual([loosened]);
    expect(titled('auth-check-removed', 'shop/views.py', patch(['    permission_classes = (IsAuthenticated,)'], ['    permission_classes = (AllowAny,)']))).toEqual([loosened]);
    expect(titled('auth-check-removed', 'shop/views.py', patch(['    permission_classes = (permissions.IsAdminUser, )'], ['    permission_classes = (permissions.IsAuthenticated, )']))).toEqual([loosened]);
  });

  it("is quiet for a condition kept, removed or Devise's own controllers skipped, and a tuple kept or tightened", () => {
    const rails = 'app/controllers/orders_controller.rb';
    expect(titled('auth-check-removed', 'app/controllers/application_controller.rb', patch(['  before_action :authenticate_user!'], ['  before_action :authenticate_user!, unless: :devise_controller?']))).toEqual([]);
    expect(titled('auth-check-removed', rails, patch(['  before_action :authenticate_user!, if: :private_mode?'], ['  before_action :authenticate_user!']))).toEqual([]);
    expect(titled('auth-check-removed', rails, patch(['  before_action :set_order'], ['  before_action :set_order, if: -> { params[:id].present? }']))).toEqual([]);
    expect(titled('auth-check-removed', rails, patch(['  before_action :authenticate_user!, unless: -> { request.format.json? }'], ['  before_action :authenticate_user!, unless: -> { request.format.json? }  # API uses tokens']))).toEqual([]);
    expect(titled('auth-check-removed', 'shop/views.py', patch(['    permission_classes = (IsAuthenticated,)'], ['    permission_classes = (IsAuthenticated, IsOwner)']))).toEqual([]);
    expect(titled('auth-check-removed', 'shop/views.py', patch(['    permission_classes = (IsAuthenticated,)'], ['    permission_classes = [IsAuthenticated]']))).toEqual([]);
  });

  it('is medium for an action the PR adds exempted, quiet for lists narrowed, only grown, or another filter', () => {
    const rails = 'app/controllers/articles_controller.rb';
    expect(titled('auth-check-removed', rails, patch(['  before_action :authenticate_user!, except: [:index]'], ['  before_action :authenticate_user!, except: [:index, :feed]', '', '  def feed', '    @articles = Article.published', '  end']))).toEqual(['auth-check-removed:medium Access rule loosened']);
    expect(titled('auth-check-removed', rails, patch(['  before_action :authenticate_user!, except: [:index, :show]'], ['  before_action :authenticate_user!, except: [:index]']))).toEqual([]);
    expect(titled('auth-check-removed', rails, patch(['  before_action :authenticate_user!, only: [:create]'], ['  before_action :authenticate_user!, only: [:create, :update]']))).toEqual([]);
    expect(titled('auth-check-removed', rails, patch(['  before_action :set_locale, except: [:index]'], ['  before_action :set_locale, except: [:index, :show]']))).toEqual([]);
    expect(titled('auth-check-removed', rails, patch(['  before_action :authenticate_user!, except: [:index]'], ['  before_action(:authenticate_user!, except: %i[index])']))).toEqual([]);
    // The actions left to another authentication filter the PR adds (a moderator-only filter narrowed beside a hat owner's).
    expect(titled('auth-check-removed', 'app/controllers/hats_controller.rb', patch(['  before_action :require_logged_in_moderator, except: [:index]'], ['  before_action :require_logged_in_moderator, except: [:index, :doff]', '  before_action :only_hat_user_or_moderator, only: [:doff]']))).toEqual([]);
    const laravel = 'app/Http/Controllers/PostController.php';
    expect(titled('auth-check-removed', laravel, patch(["        $this->middleware('auth')->except(['index', 'show']);"], ["        $this->middleware('auth')->except(['index']);"]))).toEqual([]);
    expect(titled('auth-check-removed', laravel, patch(["        $this->middleware('throttle:60,1')->except(['index']);"], ["        $this->middleware('throttle:60,1')->except(['index', 'show']);"]))).toEqual([]);
  });

  it("reports a Kotlin DSL rule added that permits all (auth-bypass-added), quiet when respaced or restricted", () => {
    const kt = 'src/main/kotlin/com/acme/SecurityConfig.kt';
    expect(found('auth-bypass-added', kt, patch([], ['                authorize("/reports/**", permitAll)']))).toEqual(['auth-bypass-added:medium']);
    expect(found('auth-bypass-added', kt, patch([], ['                authorize(HttpMethod.GET, "/api/**", permitAll)']))).toEqual(['auth-bypass-added:medium']);
    expect(found('auth-bypass-added', kt, patch(['                authorize("/health", permitAll)'], ['                authorize( "/health", permitAll )']))).toEqual([]);
    expect(found('auth-bypass-added', kt, patch([], ['                authorize("/admin/**", hasRole("ADMIN"))']))).toEqual([]);
  });

  it("reports Laravel's route middleware losing auth or an authorization entry", () => {
    expect(titled('auth-check-removed', 'routes/web.php', patch(["Route::middleware(['auth', 'can:admin'])->prefix('admin')->group(function () {"], ["Route::prefix('admin')->group(function () {"]))).toEqual([loosened]);
    expect(titled('auth-check-removed', 'routes/web.php', patch(["Route::middleware(['auth', 'can:admin'])->prefix('admin')->group(function () {"], ["Route::middleware(['auth'])->prefix('admin')->group(function () {"]))).toEqual([loosened]);
  });

  it("reports ASP.NET's [Authorize] losing its roles or policy; quiet when they change or stay", () => {
    const controller = 'src/Shop/Controllers/OrdersAdminController.cs';
    expect(titled('auth-check-removed', controller, patch(['    [Authorize(Roles = "Admin")]'], ['    [Authorize]']))).toEqual([loosened]);
    expect(titled('auth-check-removed', controller, patch(['    [Authorize(Policy = "CanRefund")]'], ['    [Authorize()]']))).toEqual([loosened]);
    expect(titled('auth-check-removed', controller, patch(['    [Authorize(Roles = "Admin")]'], ['    [Authorize(Roles = "Admin,Support")]']))).toEqual([]);
    expect(titled('auth-check-removed', controller, patch(['    [Authorize(Roles = "Admin")]'], ['    [Authorize(Policy = "AdminOnly")]']))).toEqual([]);
    expect(titled('auth-check-removed', controller, patch(['    [Authorize]'], ['    [Authorize(Roles = "Admin")]']))).toEqual([]);
  });

  it("is quiet on Laravel's middleware added to, respelled, or a route renamed beside it", () => {
    expect(titled('auth-check-removed', 'routes/web.php', patch(["Route::middleware('auth')->group(function () {"], ["Route::middleware(['auth', 'verified'])->group(function () {"]))).toEqual([]);
    expect(titled('auth-check-removed', 'routes/web.php', patch(["Route::middleware('auth')->group(function () {"], ["Route::middleware('auth:web')->group(function () {"]))).toEqual([]);
    expect(titled('auth-check-removed', 'routes/web.php', patch(["Route::get('/billing', [BillingController::class, 'show'])->middleware('auth')->name('billing');"], ["Route::get('/billing', [BillingController::class, 'show'])->middleware('auth')->name('billing.show');"]))).toEqual([]);
  });
});

describe('path-check-removed: a resolved root changed where the containment check sits beyond the hunk (2026-11-30)', () => {
  // Modeled on Starlette's static files (CVE-2023-29159's guard): the branch that resolves the
  // directory, and the check that compares it six lines further down, outside the three context lines.
  const head = [
    'import os',
    '',
    '',
    'class StaticFiles:',
    '    def lookup_path(self, path):',
    '        for directory in self.all_directories:',
    '            joined_path = os.path.join(directory, path)',
    '            if self.follow_symlink:',
    '                full_path = os.path.abspath(joined_path)',
    '                directory = os.path.abspath(directory)',
    '            else:',
    '                full_path = os.path.realpath(joined_path)',
    '                # Resolve symbolic links in the path as well as the root.',
    '                # (the root may itself be a link in a container image)',
    '                # See the docs on follow_symlink.',
    '            if os.path.commonpath([full_path, directory]) != directory:',
    '                continue',
    '            return full_path, os.stat(full_path)',
    '        return "", None',
    '',
  ].join('\n');
  const hunkText = ['@@ -8,4 +8,4 @@ class StaticFiles:', '             if self.follow_symlink:', '                 full_path = os.path.abspath(joined_path)', '-                full_path = os.path.realpath(directory)', '+                directory = os.path.abspath(directory)', '             else:'].join('\n');
  const path = 'starlette/staticfiles.py';
  const pathFindings = (contents: boolean): string[] =>
    scanCodeChanges(makeSnapshot({ title: 'Follow symlinks in StaticFiles', files: [makeFile(path, { patch: hunkText })], commits: [makeCommit({ message: 'Follow symlinks in StaticFiles' })], ...(contents ? { contents: [{ path, base: null, head }] } : {}) }), (p) => classifier.info(p))
      .filter((f) => f.id === 'path-check-removed')
      .map((f) => `${f.id}:${f.severity}`);

  it('reads the function around the hunk in the head file for the check, and asks for that file', () => {
    expect(pathFindings(true)).toEqual(['path-check-removed:low']);
    expect(codeRulesWantContent(path, hunkText)).toBe(true);
  });

  it('is quiet without the head file, and when the function holds no containment check', () => {
    expect(pathFindings(false)).toEqual([]);
    const other = head.replace('            if os.path.commonpath([full_path, directory]) != directory:\n                continue\n', '');
    expect(
      scanCodeChanges(makeSnapshot({ title: 'x', files: [makeFile(path, { patch: hunkText })], commits: [makeCommit({ message: 'x' })], contents: [{ path, base: null, head: other }] }), (p) => classifier.info(p)).filter((f) => f.id === 'path-check-removed'),
    ).toEqual([]);
    expect(codeRulesWantContent(path, ['@@ -8,2 +8,2 @@', '-    total = a + b', '+    total = a + b + c'].join('\n'))).toBe(false);
  });
});

describe('path-check-removed: a prefix test against a root', () => {
  it('reads Java, PHP and C# root prefix tests that refuse', () => {
    expect(found('path-check-removed', 'src/main/java/com/acme/files/FileService.java', patch(['        if (!resolved.startsWith(baseDir)) {', '            throw new SecurityException("path escapes base directory");', '        }'], []))).toEqual(['path-check-removed:medium']);
    expect(found('path-check-removed', 'public/download.php', patch(["if ($path === false || strpos($path, $base . '/') !== 0) {", '    http_response_code(403);', '}'], []))).toEqual(['path-check-removed:medium']);
    expect(found('path-check-removed', 'src/Acme.Web/Controllers/FilesController.cs', patch(['        if (!fullPath.StartsWith(_root + Path.DirectorySeparatorChar, StringComparison.Ordinal))', '        {', '            return Forbid();', '        }'], []))).toEqual(['path-check-removed:medium']);
  });

  it('is quiet for a URL prefix, a line prefix, and a test that refuses nothing', () => {
    expect(found('path-check-removed', 'src/http/redirect.ts', patch(['  if (!target.startsWith(baseUrl)) {', "    throw new Error('redirect outside the site');", '  }'], []))).toEqual([]);
    expect(found('path-check-removed', 'src/Config/Parser.php', patch(["    if (!str_starts_with($line, '#')) {", '        return null;', '    }'], []))).toEqual([]);
    expect(found('path-check-removed', 'src/files.ts', patch(['  const inside = !full.startsWith(root);'], []))).toEqual([]);
  });
});

describe('path-check-removed and allowlist-check-loosened: a literal prefix loses its trailing separator (2026-11-30)', () => {
  it('reads a filesystem root literal cut in Python, Go, JavaScript and C#', () => {
    expect(found('path-check-removed', 'app/files.py', patch(["    if not path.startswith('/srv/data/'):"], ["    if not path.startswith('/srv/data'):"]))).toEqual(['path-check-removed:medium']);
    expect(found('path-check-removed', 'files/serve.go', patch(['\tif !strings.HasPrefix(p, "/srv/data/") {'], ['\tif !strings.HasPrefix(p, "/srv/data") {']))).toEqual(['path-check-removed:medium']);
    expect(found('path-check-removed', 'src/files.js', patch(["  if (!full.startsWith('/var/www/uploads/')) throw new Error('forbidden');"], ["  if (!full.startsWith('/var/www/uploads')) throw new Error('forbidden');"]))).toEqual(['path-check-removed:medium']);
    expect(found('path-check-removed', 'src/Files.cs', patch(['        if (!full.StartsWith("C:\\\\data\\\\")) throw new UnauthorizedAccessException();'], ['        if (!full.StartsWith("C:\\\\data")) throw new UnauthorizedAccessException();']))).toEqual(['path-check-removed:medium']);
    // One segment: read when the line handles a file's path.
    expect(found('path-check-removed', 'app/files.py', patch(["    if not os.path.realpath(name).startswith('/uploads/'):"], ["    if not os.path.realpath(name).startswith('/uploads'):"]))).toEqual(['path-check-removed:medium']);
  });

  it('reads a URL prefix that loses the slash after its host as an allow-list loosened', () => {
    expect(found('allowlist-check-loosened', 'app/views.py', patch(['    if not nxt.startswith("https://app.example.com/"):'], ['    if not nxt.startswith("https://app.example.com"):']))).toEqual(['allowlist-check-loosened:medium']);
  });

  it('is quiet on the separator added, the root changed or named, the line otherwise rewritten, and a request path prefix', () => {
    expect(found('path-check-removed', 'app/files.py', patch(["    if not path.startswith('/srv/data'):"], ["    if not path.startswith('/srv/data/'):"]))).toEqual([]);
    expect(found('path-check-removed', 'app/files.py', patch(["    if not path.startswith('/srv/data/'):"], ["    if not path.startswith('/srv/files/'):"]))).toEqual([]);
    expect(found('path-check-removed', 'app/files.py', patch(["    if not path.startswith('/srv/data/'):"], ['    if not path.startswith(DATA_ROOT):']))).toEqual([]);
    expect(found('path-check-removed', 'app/files.py', patch(["    if not path.startswith('/srv/data/'):"], ["    if not is_under(path, '/srv/data'):"]))).toEqual([]);
    // A request's URL path (a deny-list's prefix may widen by the cut), a scheme's, a URL's deeper path.
    expect(found('path-check-removed', 'app/mw.py', patch(["    if request.path.startswith('/admin/'):"], ["    if request.path.startswith('/admin'):"]))).toEqual([]);
    expect(found('allowlist-check-loosened', 'app/links.py', patch(["    if href.startswith('https://'):"], ["    if href.startswith('https:'):"]))).toEqual([]);
    expect(found('allowlist-check-loosened', 'app/links.py', patch(["    if href.startswith('https://acme.com/docs/'):"], ["    if href.startswith('https://acme.com/docs'):"]))).toEqual([]);
  });
});

describe('tls-verification-disabled: less common spellings (2026-11-30)', () => {
  it("reads Go's field assigned, openssl's and rustls's Rust spellings, and a Java trust strategy that answers true", () => {
    expect(found('tls-verification-disabled', 'client/http.go', patch([], ['\tcfg.InsecureSkipVerify = true']))).toEqual(['tls-verification-disabled:high']);
    expect(found('tls-verification-disabled', 'src/tls.rs', patch([], ['    builder.set_verify(SslVerifyMode::NONE);']))).toEqual(['tls-verification-disabled:high']);
    expect(found('tls-verification-disabled', 'src/tls.rs', patch([], ['        .with_custom_certificate_verifier(Arc::new(NoVerifier))']))).toEqual(['tls-verification-disabled:high']);
    expect(found('tls-verification-disabled', 'src/tls.rs', patch([], ['    cfg.dangerous().set_certificate_verifier(Arc::new(danger::AcceptAnyServerCert));']))).toEqual(['tls-verification-disabled:high']);
    expect(found('tls-verification-disabled', 'src/main/java/a/Http.java', patch([], ['        SSLContext ctx = SSLContexts.custom().loadTrustMaterial(null, (chain, authType) -> true).build();']))).toEqual(['tls-verification-disabled:high']);
  });

  it('is quiet on a comparison, verification kept on, a pinning verifier, and trust material from a store', () => {
    expect(found('tls-verification-disabled', 'client/check.go', patch([], ['\tif cfg.InsecureSkipVerify == true {', '\tcfg.InsecureSkipVerify = false']))).toEqual([]);
    expect(found('tls-verification-disabled', 'src/tls.rs', patch([], ['    builder.set_verify(SslVerifyMode::PEER);']))).toEqual([]);
    expect(found('tls-verification-disabled', 'src/tls.rs', patch([], ['        .with_custom_certificate_verifier(Arc::new(PinnedVerifier::new(pins)))']))).toEqual([]);
    expect(found('tls-verification-disabled', 'src/main/java/a/Http.java', patch([], ['        SSLContext ctx = SSLContexts.custom().loadTrustMaterial(trustStore, null).build();']))).toEqual([]);
  });
});

describe('auth-bypass-added: CSRF exemptions spelled by Rails, Flask-WTF and gorilla/csrf (2026-11-30)', () => {
  it("reads Rails' skip_forgery_protection, Flask-WTF's @csrf.exempt and gorilla/csrf's UnsafeSkipCheck", () => {
    expect(found('auth-bypass-added', 'app/controllers/payments_controller.rb', patch([], ['  skip_forgery_protection']))).toEqual(['auth-bypass-added:medium']);
    expect(found('auth-bypass-added', 'app/views.py', patch([], ['@csrf.exempt', 'def transfer():']))).toEqual(['auth-bypass-added:medium']);
    expect(found('auth-bypass-added', 'internal/web/mw.go', patch([], ['\t\tr = csrf.UnsafeSkipCheck(r)']))).toEqual(['auth-bypass-added:medium']);
  });

  it('is quiet on the protection itself', () => {
    expect(found('auth-bypass-added', 'app/controllers/application_controller.rb', patch([], ['  protect_from_forgery with: :exception']))).toEqual([]);
    expect(found('auth-bypass-added', 'app/__init__.py', patch([], ['csrf = CSRFProtect(app)', 'csrf.init_app(app)']))).toEqual([]);
    expect(found('auth-bypass-added', 'internal/web/mw.go', patch([], ['\th := csrf.Protect(key)(router)']))).toEqual([]);
  });
});

describe('security-limit-loosened: password hashing weakened', () => {
  it('reports a password hash replaced by a fast digest, high', () => {
    const cases: [string, string, string][] = [
      ['src/users/service.ts', '  const passwordHash = await bcrypt.hash(password, 12);', "  const passwordHash = crypto.createHash('md5').update(password).digest('hex');"],
      ['app/users/models.py', '        self.password_hash = bcrypt.hashpw(password.encode(), bcrypt.gensalt())', '        self.password_hash = hashlib.sha1(password.encode()).hexdigest()'],
      ['app/models/user.rb', '    self.password_digest = BCrypt::Password.create(new_password, cost: 12)', '    self.password_digest = Digest::MD5.hexdigest(new_password)'],
      ['src/Auth/PasswordHasher.php', "        return password_hash($password, PASSWORD_BCRYPT, ['cost' => 12]);", '        return md5($password);'],
      ['src/main/java/com/acme/config/PasswordConfig.java', '        return new BCryptPasswordEncoder(12);', '        return NoOpPasswordEncoder.getInstance();'],
      ['internal/users/password.go', '\treturn bcrypt.GenerateFromPassword([]byte(pw), 12)', '\tsum := sha256.Sum256([]byte(pw))'],
    ];
    for (const [path, before, after] of cases) {
      expect(scan([makeFile(path, { patch: patch([before], [after]) })]).filter((f) => f.id === 'security-limit-loosened').map((f) => `${f.severity} ${f.title.replace(/ \(.*$/, "")}`)).toEqual(['high A password hash is replaced by a fast digest']);
    }
  });

  it('reads a work factor lowered through a named cost or an encoder', () => {
    expect(found('security-limit-loosened', 'internal/users/password.go', patch(['\treturn bcrypt.GenerateFromPassword([]byte(pw), 12)'], ['\treturn bcrypt.GenerateFromPassword([]byte(pw), bcrypt.MinCost)']))).toEqual(['security-limit-loosened:medium']);
    expect(found('security-limit-loosened', 'src/main/java/com/acme/config/PasswordConfig.java', patch(['        return new BCryptPasswordEncoder(12);'], ['        return new BCryptPasswordEncoder(4);']))).toEqual(['security-limit-loosened:medium']);
    expect(found('security-limit-loosened', 'src/auth/password.rs', patch(['    hash(password, DEFAULT_COST)'], ['    hash(password, 4)']))).toEqual(['security-limit-loosened:medium']);
    expect(found('security-limit-loosened', 'src/Acme.Api/Auth/PasswordHasher.cs', patch(['        return Rfc2898DeriveBytes.Pbkdf2(password, salt, 600000, HashAlgorithmName.SHA256, 32);'], ['        return Rfc2898DeriveBytes.Pbkdf2(password, salt, 1000, HashAlgorithmName.SHA256, 32);']))).toEqual(['security-limit-loosened:medium']);
  });

  it('is quiet for a fast digest replaced by a password hash, an avatar digest beside a helper, a cost raised or named', () => {
    expect(found('security-limit-loosened', 'src/users/service.ts', patch(["  const passwordHash = crypto.createHash('md5').update(password).digest('hex');"], ['  const passwordHash = await bcrypt.hash(password, 12);']))).toEqual([]);
    expect(found('security-limit-loosened', 'src/users/service.ts', patch(['  const passwordHash = await bcrypt.hash(password, 12);'], ['  const passwordHash = await hashPassword(password);', "  const avatar = crypto.createHash('md5').update(email).digest('hex');"]))).toEqual([]);
    expect(found('security-limit-loosened', 'src/auth/passwords.ts', patch(['  return bcrypt.hash(password, 10);'], ['  return bcrypt.hash(password, 12);']))).toEqual([]);
    expect(found('security-limit-loosened', 'src/auth/passwords.ts', patch(['  return bcrypt.hash(password, 12);'], ['  return bcrypt.hash(password, BCRYPT_ROUNDS);']))).toEqual([]);
    // The same cost by its name (Go's bcrypt.DefaultCost is 10).
    expect(found('security-limit-loosened', 'internal/users/password.go', patch(['\treturn bcrypt.GenerateFromPassword([]byte(pw), 10)'], ['\treturn bcrypt.GenerateFromPassword([]byte(pw), bcrypt.DefaultCost)']))).toEqual([]);
    expect(found('security-limit-loosened', 'test/users.test.ts', patch(['  const passwordHash = await bcrypt.hash(password, 12);'], ["  const passwordHash = crypto.createHash('md5').update(password).digest('hex');"]))).toEqual([]);
  });
});

describe('security-limit-loosened: a security bound made trivial (2026-12-01)', () => {
  const titled = (path: string, body: string, title?: string): string[] =>
    scan([makeFile(path, { patch: body })], title)
      .filter((f) => f.id === 'security-limit-loosened' || f.id === 'pr-claim-mismatch')
      .map((f) => `${f.id}:${f.severity}`);

  it("reports a secret's length check compared with 0 or 1 instead of its bound (JavaScript, Go, Rust, Ruby)", () => {
    expect(found('security-limit-loosened', 'src/config/session.js', patch(['  if (secret.length >= 32) {'], ['  if (secret.length >= 0) {'], ['  const secret = env.SESSION_SECRET;']))).toEqual(['security-limit-loosened:medium']);
    expect(found('security-limit-loosened', 'internal/auth/secret.go', patch(['	if len(s) < 32 {'], ['	if len(s) < 0 {'], ['func checkSecret(s string) error {']))).toEqual(['security-limit-loosened:medium']);
    expect(found('security-limit-loosened', 'src/keys.rs', patch(['    if key.len() < MIN_KEY_LEN {'], ['    if key.len() < 1 {']))).toEqual(['security-limit-loosened:medium']);
    expect(found('security-limit-loosened', 'app/models/api_key.rb', patch(['    key.present? && key.length >= 40'], ['    key.present? && key.length >= 1']))).toEqual(['security-limit-loosened:medium']);
  });

  it('makes a typo-titled PR that does so high through pr-claim-mismatch', () => {
    expect(titled('src/config/session.js', patch(['  if (secret.length >= 32) {'], ['  if (secret.length >= 0) {']), 'Fix typo in loadConfig')).toEqual(['security-limit-loosened:medium', 'pr-claim-mismatch:high']);
  });

  it("reports a secret's minimum made none or halved, a lockout's tries made unlimited, a bare cost beside bcrypt lowered", () => {
    expect(found('security-limit-loosened', 'accounts/forms.py', patch(['    password = forms.CharField(min_length=12, widget=forms.PasswordInput)'], ['    password = forms.CharField(min_length=0, widget=forms.PasswordInput)']))).toEqual(['security-limit-loosened:medium']);
    expect(found('security-limit-loosened', 'src/main/java/acme/PasswordPolicy.java', patch(['    private static final int PASSWORD_MIN_LENGTH = 12;'], ['    private static final int PASSWORD_MIN_LENGTH = 1;']))).toEqual(['security-limit-loosened:medium']);
    expect(found('security-limit-loosened', 'mysite/settings.py', patch(['        "OPTIONS": {"min_length": 12},'], ['        "OPTIONS": {"min_length": 1},'], ['        "NAME": "django.contrib.auth.password_validation.MinimumLengthValidator",']))).toEqual(['security-limit-loosened:medium']);
    expect(found('security-limit-loosened', 'src/config.ts', patch(['export const minSecretLength = 32;'], ['export const minSecretLength = 16;']))).toEqual(['security-limit-loosened:low']);
    expect(found('security-limit-loosened', 'accounts/lockout.py', patch(['MAX_ATTEMPTS = 5'], ['MAX_ATTEMPTS = 1e9'], [], ['LOCKOUT_MINUTES = 15']))).toEqual(['security-limit-loosened:medium']);
    expect(found('security-limit-loosened', 'accounts/lockout.py', patch(['MAX_ATTEMPTS = 5'], ['MAX_ATTEMPTS = 10**9'], [], ['LOCKOUT_MINUTES = 15']))).toEqual(['security-limit-loosened:medium']);
    expect(found('security-limit-loosened', 'accounts/hashing.py', patch(['ROUNDS = 12'], ['ROUNDS = 1'], ['import bcrypt', ''], ['', 'def hash_password(pw):', '    return bcrypt.hashpw(pw, bcrypt.gensalt(rounds=ROUNDS))']))).toEqual(['security-limit-loosened:medium']);
  });

  it('is quiet for bounds that guard no secret, tuning, a maximum, or a function that only takes a password', () => {
    expect(found('security-limit-loosened', 'app/forms.py', patch(['    username = forms.CharField(min_length=3)'], ['    username = forms.CharField(min_length=1)'], ['class SignupForm(forms.Form):'], ['    password = forms.CharField(min_length=12, widget=forms.PasswordInput)']))).toEqual([]);
    expect(found('security-limit-loosened', 'src/cli/set-password.js', patch(['  if (args.length < 2) {'], ['  if (args.length < 1) {'], ['function setPassword(args) {']))).toEqual([]);
    expect(found('security-limit-loosened', 'src/keyboard.js', patch(['  if (keys.length >= 2) chord(keys);'], ['  if (keys.length >= 1) chord(keys);']))).toEqual([]);
    expect(found('security-limit-loosened', 'app/validators.py', patch(['    if len(pw) > 128:'], ['    if len(pw) > 72:'], ['def check_password(pw):']))).toEqual([]);
    expect(found('security-limit-loosened', 'src/game/rounds.js', patch(['const ROUNDS = 12;'], ['const ROUNDS = 1;'], [], ["const hashBoard = (b) => b.join('');"]))).toEqual([]);
    expect(found('security-limit-loosened', 'src/http/client.ts', patch(['const MAX_ATTEMPTS = 3;'], ['const MAX_ATTEMPTS = 1e9;']))).toEqual([]);
    expect(found('security-limit-loosened', 'app/config.py', patch(['PASSWORD_MIN_LENGTH = 12'], ['PASSWORD_MIN_LENGTH = 8']))).toEqual([]);
    expect(found('security-limit-loosened', 'src/search.ts', patch(['export const opts = { minQueryLength: 3 };'], ['export const opts = { minQueryLength: 1 };']))).toEqual([]);
    expect(found('security-limit-loosened', 'src/checkout/price.ts', patch(['const shippingCost = 10;'], ['const shippingCost = 5;'], ['// password reset emails are sent from auth/']))).toEqual([]);
  });
});

describe('pr-claim-mismatch: a typo claim over a name traded for another, and a rename across call sites (2026-12-01)', () => {
  it('reports a respelling that trades one name the code has for another it also has (JavaScript, Python, Go)', () => {
    expect(found('pr-claim-mismatch', 'src/policies/doc-policy.js', patch(['    if (!canEdit(user, doc)) return false;'], ['    if (!canEdit(users, doc)) return false;'], ['function canEditAll(users, doc) {', '  for (const user of users) {'], ['  }']), 'Fix typo in canEditAll')).toEqual(['pr-claim-mismatch:medium']);
    expect(found('pr-claim-mismatch', 'app/access.py', patch(['    if key not in keys:'], ['    if keys not in keys:'], ['def check_keys(keys, key):'], ['        raise PermissionDenied()']), 'Fix typo in check_keys')).toEqual(['pr-claim-mismatch:medium']);
    expect(found('pr-claim-mismatch', 'internal/docs/policy.go', patch(['		if !isOwner(user, doc) {'], ['		if !isOwner(users, doc) {'], ['func allOwn(users []User, doc Doc) bool {', '	for _, user := range users {'], ['			return false']), 'Fix typo in allOwn')).toEqual(['pr-claim-mismatch:medium']);
  });

  it('is quiet for a name respelled across its definition, imports and call sites, letters swapped in a consistent rename, a call fixed to the name defined', () => {
    const files = [
      makeFile('src/headers.js', { patch: patch(['export function parseHeaedrs(raw) {'], ['export function parseHeaders(raw) {'], [], ["  return raw.split('\\n');", '}']) }),
      makeFile('src/index.js', { patch: patch(["import { parseHeaedrs } from './headers';", 'export const h = parseHeaedrs;'], ["import { parseHeaders } from './headers';", 'export const h = parseHeaders;'], []) }),
    ];
    expect(scan(files, 'Fix typo in parseHeaders').filter((f) => f.id === 'pr-claim-mismatch')).toEqual([]);
    expect(found('pr-claim-mismatch', 'pkg/reader.py', patch(['from .headers import parse_heaedrs, parse_cookies', '    return parse_heaedrs(raw)'], ['from .headers import parse_headers, parse_cookies', '    return parse_headers(raw)'], []), 'Fix typo in parse_headers')).toEqual([]);
    expect(found('pr-claim-mismatch', 'src/cart.js', patch(['function total(itmes) {', '  for (const itme of itmes) sum += itme.price;'], ['function total(items) {', '  for (const item of items) sum += item.price;'], []), 'Fix typo in total')).toEqual([]);
    expect(found('pr-claim-mismatch', 'pkg/conn.py', patch(['        self.recieve(data)'], ['        self.receive(data)'], ['    def receive(self, data):', '        self.buffer += data', '', '    def handle(self, data):']), 'Fix typo in handle')).toEqual([]);
  });
});

describe('more spellings of TLS, token and request input', () => {
  it("reports a Java trust manager named for trusting all, not an exception's name", () => {
    expect(found('tls-verification-disabled', 'src/main/java/com/acme/http/Ssl.java', patch([], ['        ctx.init(null, new TrustManager[] { new TrustAllCerts() }, new SecureRandom());']))).toEqual(['tls-verification-disabled:high']);
    expect(found('tls-verification-disabled', 'src/main/java/com/acme/http/Errors.java', patch([], ['        return new InsecureCertificateException(host);']))).toEqual([]);
  });

  it("reports Rust's jsonwebtoken signature validation switched off", () => {
    expect(scan([makeFile('src/auth.rs', { patch: patch([], ['    validation.insecure_disable_signature_validation();']) })]).filter((f) => f.id === 'protection-switched-off').map((f) => `${f.severity} ${f.title}`)).toEqual(["high A token's signature check is switched off"]);
    expect(found('protection-switched-off', 'src/auth.rs', patch([], ['    validation.validate_exp = true;']))).toEqual([]);
  });

  it("reads a servlet's req.getInputStream() as request input", () => {
    expect(found('unsafe-deserialization', 'src/main/java/com/acme/web/ImportServlet.java', patch([], ['        Order order = (Order) new ObjectInputStream(req.getInputStream()).readObject();']))).toEqual(['unsafe-deserialization:high']);
    expect(found('unsafe-deserialization', 'src/main/java/com/acme/cache/DiskCache.java', patch([], ['        Object value = new ObjectInputStream(Files.newInputStream(path)).readObject();']))).toEqual(['unsafe-deserialization:medium']);
  });
});

describe('protection-switched-off: a setting an unchanged line of the file already sets off (2026-12-01)', () => {
  // A tracing client's HTTP integration: the sync middleware had `parse_url(…, sanitize=False)`; the PR
  // writes the same call in the async one (sentry-python's `Move crumbs to integration`, rated medium).
  const path = 'tracekit/integrations/fetcher.py';
  const added = ['    parsed = parse_url(str(request.url), sanitize=False)'];
  const body = patch([], added, ['def async_middleware(request):']);
  const head = (kept: string): string =>
    ['import tracekit', '', 'def sync_middleware(request):', kept, '    return send(request)', '', '', '', '', 'def async_middleware(request):', ...added, '    return send(request)', ''].join('\n');
  const scanWith = (content: string): string[] => {
    const snapshot = makeSnapshot({ title: 'ref: move crumbs', files: [makeFile(path, { patch: body })], commits: [makeCommit({ message: 'ref: move crumbs' })], contents: [{ path, base: null, head: content }] });
    return scanCodeChanges(snapshot, (p) => classifier.info(p)).filter((f) => f.id === 'protection-switched-off').map((f) => `${f.id}:${f.severity}`);
  };

  it('reads the file whole, and reports the copy one step lower when an unchanged line sets the same setting off', () => {
    expect(codeRulesWantContent(path, body)).toBe(true);
    expect(scanWith(head('    parsed = parse_url(str(request.url), sanitize=False)'))).toEqual(['protection-switched-off:low']);
  });

  it('keeps it medium when no unchanged line sets it off: the line is new, another setting is off, or the setting is only in a comment', () => {
    expect(scanWith(head('    parsed = parse_url(str(request.url))'))).toEqual(['protection-switched-off:medium']);
    expect(scanWith(head('    parsed = parse_url(str(request.url), sanitize=True)'))).toEqual(['protection-switched-off:medium']);
    expect(scanWith(head('    # parse_url(str(request.url), sanitize=False)'))).toEqual(['protection-switched-off:medium']);
    expect(found('protection-switched-off', path, body)).toEqual(['protection-switched-off:medium']);
    expect(codeRulesWantContent(path, patch([], ['    parsed = parse_url(str(request.url))']))).toBe(false);
  });
});

describe("insecure-randomness: Rust's plain generators", () => {
  it('reports OsRng replaced by SmallRng for a token, and is quiet for SmallRng in a simulation', () => {
    expect(found('insecure-randomness', 'src/auth/token.rs', patch(['    OsRng.fill_bytes(&mut token);'], ['    SmallRng::from_entropy().fill_bytes(&mut token);'], ['pub fn session_token() -> [u8; 32] {', '    let mut token = [0u8; 32];']))).toEqual(['insecure-randomness:high']);
    expect(found('insecure-randomness', 'src/sim/noise.rs', patch([], ['    let mut rng = SmallRng::seed_from_u64(seed);'], ['pub fn noise(seed: u64) -> Vec<f32> {']))).toEqual([]);
  });
});

describe('shell-command-execution: a request value read on an unchanged line above the changed shell call', () => {
  const rustAbove = ['pub async fn ping(Query(params): Query<PingParams>) -> String {', '    let host = params.host.clone();'];
  const csAbove = ['    public IActionResult Ping()', '    {', '        var host = Request.Query["host"].ToString();'];
  it('is high when the changed line hands that value to a shell (Rust sh -c, C# cmd /c, JavaScript exec)', () => {
    expect(found('shell-command-execution', 'src/handlers/ping.rs', patch(['    let out = Command::new("ping").arg("-c").arg("1").arg(&host).output().unwrap();'], ['    let out = Command::new("sh").arg("-c").arg(format!("ping -c 1 {}", host)).output().unwrap();'], rustAbove))).toEqual(['shell-command-execution:high']);
    expect(found('shell-command-execution', 'Controllers/ToolsController.cs', patch(['        var p = Process.Start(new ProcessStartInfo("ping", new[] { "-n", "1", host }));'], ['        var p = Process.Start("cmd.exe", "/c ping -n 1 " + host);'], csAbove))).toEqual(['shell-command-execution:high']);
    expect(found('shell-command-execution', 'src/routes/tools.js', patch(["  const out = execFileSync('ping', ['-c', '1', host]);"], ['  const out = execSync(`ping -c 1 ${host}`);'], ["router.get('/ping', (req, res) => {", '  const { host } = req.query;']))).toEqual(['shell-command-execution:high']);
  });
  it('stays low for an argument list, a shell command that uses no such value, or a value read from no request', () => {
    expect(found('shell-command-execution', 'src/handlers/ping.rs', patch(['    let out = Command::new("ping").arg("-c").arg("1").arg(&host).output().unwrap();'], ['    let out = Command::new("ping").arg("-c").arg("2").arg(&host).output().unwrap();'], rustAbove))).toEqual(['shell-command-execution:low']);
    expect(found('shell-command-execution', 'Controllers/ToolsController.cs', patch(['        var p = Process.Start(new ProcessStartInfo("ping", new[] { "-n", "1", host }));'], ['        var p = Process.Start(new ProcessStartInfo("ping", new[] { "-n", "2", host }));'], csAbove))).toEqual(['shell-command-execution:low']);
    expect(found('shell-command-execution', 'src/handlers/ping.rs', patch(['    let out = Command::new("uptime").output().unwrap();'], ['    let out = Command::new("sh").arg("-c").arg("uptime && df -h").output().unwrap();'], rustAbove))).toEqual(['shell-command-execution:low']);
    expect(found('shell-command-execution', 'src/tasks/backup.rs', patch(['    let out = Command::new("tar").arg("czf").arg(&target).output()?;'], ['    let out = Command::new("sh").arg("-c").arg(format!("tar czf {}", target)).output()?;'], ['pub fn backup(config: &Config) -> io::Result<()> {', '    let target = config.backup_path.clone();']))).toEqual(['shell-command-execution:low']);
  });
});

describe('protection-switched-off: a JWT decoded by hand in PHP', () => {
  const guard = ['    public function user(string $token): ?array', '    {'];
  it('is high when it replaces a verification, or when its claims say who the caller is', () => {
    expect(found('protection-switched-off', 'src/Auth/TokenGuard.php', patch(["        $claims = (array) JWT::decode($token, new Key($this->secret, 'HS256'));"], ["        [, $payload] = explode('.', $token);", "        $claims = json_decode(base64_decode(strtr($payload, '-_', '+/')), true);"], guard, ["        return $this->users->find($claims['sub'] ?? null);"]))).toEqual(['protection-switched-off:high']);
    expect(found('protection-switched-off', 'app/Http/Middleware/ApiAuth.php', patch([], ["        $parts = explode('.', $token);", '        $claims = json_decode(base64_decode($parts[1]), true);', "        if ($claims['role'] === 'admin') {"], ['    public function handle($request, $next)', '    {', "        $token = substr($request->header('Authorization'), 7);"]))).toEqual(['protection-switched-off:high']);
    expect(found('protection-switched-off', 'src/Security/Jwt.php', patch([], ["        $tks = explode('.', $jwt);", '        $payload = JWT::jsonDecode(JWT::urlsafeB64Decode($tks[1]));', '        return $this->repo->find($payload->user_id);']))).toEqual(['protection-switched-off:high']);
  });
  it('is quiet when the file checks a signature, or when only the expiry is read', () => {
    expect(found('protection-switched-off', 'app/Http/Middleware/ApiAuth.php', patch([], ["        [$head, $body, $sig] = explode('.', $token);", "        if (!hash_equals(hash_hmac('sha256', \"$head.$body\", $key, true), $this->b64($sig))) abort(401);", '        $claims = json_decode(base64_decode($body), true);', "        $request->attributes->set('uid', $claims['sub']);"]))).toEqual([]);
    expect(found('protection-switched-off', 'src/Support/TokenExpiry.php', patch([], ["        $parts = explode('.', $accessToken);", '        $payload = json_decode(base64_decode($parts[1]), true);', "        return (int) ($payload['exp'] ?? 0);"]))).toEqual([]);
    // A base64 blob that is no token (no split on dots).
    expect(found('protection-switched-off', 'src/Import/Settings.php', patch([], ['        $settings = json_decode(base64_decode($row->blob), true);', "        $this->apply($settings['role'] ?? 'viewer');"]))).toEqual([]);
  });
});
