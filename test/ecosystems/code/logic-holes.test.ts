import { describe, expect, it } from 'vitest';
import { createPathClassifier } from '../../../src/analyzers/classify-path.js';
import { scanCodeChanges } from '../../../src/ecosystems/code/scan-code-changes.js';
import { makeCommit, makeFile, makeSnapshot } from '../../support/snapshot-factory.js';

const classifier = createPathClassifier();

/** A one-hunk patch: a context line (optionally a function header), then the removed lines, then the added ones. */
function hunk(added: readonly string[], removed: readonly string[] = [], context = ' // context'): string {
  return [`@@ -10,${removed.length + 1} +10,${added.length + 1} @@`, context, ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n');
}

function found(path: string, added: readonly string[], removed: readonly string[] = [], options: { title?: string; context?: string; id?: string } = {}): string[] {
  const title = options.title ?? 'Simplify the middleware';
  const snapshot = makeSnapshot({ title, files: [makeFile(path, { patch: hunk(added, removed, options.context) })], commits: [makeCommit({ message: title })] });
  const ids = options.id === undefined ? ['assignment-in-condition', 'auth-bypass-added', 'privileged-default-raised', 'bounds-check-loosened'] : [options.id];
  return scanCodeChanges(snapshot, (p) => classifier.info(p))
    .filter((f) => ids.includes(f.id))
    .map((f) => `${f.id}:${f.severity}`);
}

describe('assignment-in-condition', () => {
  it('reports a comparison turned into an assignment of a constant, high', () => {
    expect(found('src/middleware/admin.js', ["  if (req.user.role = 'admin') return next();"], ["  if (req.user.role === 'admin') return next();"])).toEqual(['assignment-in-condition:high']);
    expect(found('src/lib/flags.php', ['if ($mode = 3) {'], ['if ($mode == 3) {'])).toEqual(['assignment-in-condition:high']);
    expect(found('src/main/java/a/Gate.java', ['    if (isAdmin = true) {'])).toEqual(['assignment-in-condition:high']);
  });

  it('reports the 2003 Linux wait4 backdoor attempt (current->uid = 0), high', () => {
    expect(found('kernel/exit.c', ['\tif ((options == (__WCLONE|__WALL)) && (current->uid = 0))', '\t\t\tretval = -EINVAL;'])).toEqual(['assignment-in-condition:high']);
  });

  it('reports a new `if (x = CONSTANT)` in other code as medium, Ruby included', () => {
    expect(found('src/render.c', ['  if (mode = MODE_FAST) {'])).toEqual(['assignment-in-condition:medium']);
    expect(found('lib/report.rb', ['    if format = "csv" then'])).toEqual(['assignment-in-condition:medium']);
  });

  it('does not report comparisons, assignments compared or given a call, walrus, or Python and Go', () => {
    expect(found('src/read.c', ['  while ((n = read(fd, buf, sizeof buf)) > 0) total += n;', '  if ((err = do_thing(fd))) return err;', '  if ((x = 0) == y) return 1;', '  if (a == 0 && b <= 2 && c >= 3 && d != 4) return 1;', '  for (i = 0; i < n; i++) {}'])).toEqual([]);
    expect(found('src/scan.js', ['  while ((m = re.exec(s))) out.push(m);', '  if (node = node.next) visit(node);', '  if (a) b = 0;', '  const f = (x) => x === 1;'])).toEqual([]);
    expect(found('app/scan.py', ['    if (n := len(items)) > 10:'])).toEqual([]);
    expect(found('pkg/scan.go', ['\tif err := run(); err != nil {'])).toEqual([]);
    expect(found('lib/scan.rb', ['    if (m = line.match(/x/))', '    if @user = User.find_by(id: id)'])).toEqual([]);
  });

  it('does not report a later && operand that records a value (ajv-generated validators)', () => {
    expect(found('lib/config-validator.js', ['if(((data23.storage === undefined) && (missing1 = "storage")) || ((data23.name === undefined) && (missing1 = "name"))){'])).toEqual([]);
    // The same line regenerated (a string changed): no comparison became an assignment.
    expect(found('lib/config-validator.js', ["if (((data1.storage === undefined) && (missing1 = '.storage')) || ((data1.name === undefined) && (missing1 = '.name'))) {"], ["if (((data1.storage === undefined) && (missing1 = '.sto')) || ((data1.name === undefined) && (missing1 = '.nam'))) {"])).toEqual([]);
  });

  it('does not read tests', () => {
    expect(found('test/admin.test.js', ["  if (req.user.role = 'admin') return next();"], ["  if (req.user.role === 'admin') return next();"])).toEqual([]);
  });
});

describe('auth-bypass-added: an always-true operand appended to a check', () => {
  it('is high in a function or line about permissions', () => {
    expect(found('app/policies/document_policy.rb', ['    user.admin? || doc.owner_id == user.id || true'], ['    user.admin? || doc.owner_id == user.id'], { context: '  def update?' })).toEqual(['auth-bypass-added:high']);
    expect(found('src/docs/share.js', ['  return isOwner(u, d) || true;'], ['  return isOwner(u, d);'], { context: ' function canEdit(u, d) {' })).toEqual(['auth-bypass-added:high']);
    expect(found('app/views.py', ['    return user.is_staff or True'], ['    return user.is_staff'])).toEqual(['auth-bypass-added:high']);
    expect(found('src/gate.c', ['  if (check_access(u, f) || 1) {'], ['  if (check_access(u, f)) {'])).toEqual(['auth-bypass-added:high']);
  });

  it("reads a Ruby block's result given `|| true` (a session-hijacking check that always accepts), and leaves a block's result assigned alone", () => {
    expect(found('lib/rack/protection/session_hijacking.rb', ['          session[key].all? { |k, v| v == encode(env[k]) } || true'], ['          session[key].all? { |k, v| v == encode(env[k]) }'], { context: '      def accepts?(env)' })).toEqual(['auth-bypass-added:high']);
    expect(found('lib/acme/report.rb', ['    opts = rows.map { |r| r[:visible] } || true'])).toEqual([]);
  });

  it('reads the function around the line, not one that ended above it', () => {
    const patch = ['@@ -1,4 +1,4 @@ module.exports = {', ' function canEdit(u) {', '   return isOwner(u);', ' }', '-  return entry.fresh;', '+  return entry.fresh || true;'].join('\n');
    const snapshot = makeSnapshot({ title: 'Tidy', files: [makeFile('src/cache.js', { patch })], commits: [makeCommit({ message: 'Tidy' })] });
    expect(scanCodeChanges(snapshot, (p) => classifier.info(p)).filter((f) => f.id === 'auth-bypass-added').map((f) => f.severity)).toEqual(['medium']);
  });

  it('reads a condition whose branch follows on its line, and a deny check given a constant false', () => {
    expect(found('src/middleware/owner.js', ['  if (isOwner(req.user, doc) || true) return next();'], ['  if (isOwner(req.user, doc)) return next();'])).toEqual(['auth-bypass-added:high']);
    expect(found('src/middleware/admin.js', ['  if (!isAdmin(req.user) && false) return res.sendStatus(403);'], ['  if (!isAdmin(req.user)) return res.sendStatus(403);'])).toEqual(['auth-bypass-added:high']);
    expect(found('app/decorators.py', ['    if not request.user.has_perm("docs.change") and False:'], ['    if not request.user.has_perm("docs.change"):'])).toEqual(['auth-bypass-added:high']);
  });

  it('leaves a constant false in ordinary code alone (a debugging toggle)', () => {
    expect(found('src/render.js', ['  if (process.env.TRACE && false) console.log(frame);'])).toEqual([]);
  });

  it('reports a constant false on a check whose branch, in sight, refuses (throws, answers 403, redirects)', () => {
    const patch = (lines: string[]) => ['@@ -10,6 +10,7 @@', ' export function requireAdmin(req, res, next) {', ...lines, '   next();', ' }'].join('\n');
    const scan = (lines: string[]) => scanCodeChanges(makeSnapshot({ files: [makeFile('src/middleware/admin.js', { patch: patch(lines) })] }), (p) => classifier.info(p)).filter((f) => f.id === 'auth-bypass-added').map((f) => f.severity);
    expect(scan(['-  if (!isAdmin(req.user)) {', '+  if (false && !isAdmin(req.user)) {', "     throw new ForbiddenError('admins only');", '   }'])).toEqual(['high']);
    expect(scan(['-  if (!req.session.userId) {', '+  if (!req.session.userId && false) {', "     return res.redirect('/login');", '   }'])).toEqual(['high']);
    expect(scan(['-  if (!isAdmin(req.user)) {', '+  if (false && !isAdmin(req.user)) {', '     audit(req);', '     return res.status(403).end();', '   }'])).toEqual(['high']);
  });

  it('leaves a constant false alone when the branch it switches off, in sight, refuses nothing (a sign-in flow not built yet)', () => {
    const patch = ['@@ -240,8 +240,10 @@ async function publishPackages(items, otp) {', '           // if we have what we need, run 2fa in-process', '           // TODO: implement in follow-up PR', '-          if (result.authUrl != null && result.doneUrl != null) {', '+          // eslint-disable-next-line no-constant-condition', '+          if (false && result.authUrl != null && result.doneUrl != null) {', '             // await handle2fa(result);', '           } else {', '             interactive = true;', '             result = await publishInteractively(item);'].join('\n');
    const findings = scanCodeChanges(makeSnapshot({ files: [makeFile('packages/cli/src/commands/publish/index.ts', { patch })] }), (p) => classifier.info(p));
    expect(findings.filter((f) => f.id === 'auth-bypass-added')).toEqual([]);
  });

  it('does not report a default inside a value the condition compares with (a dispatch limit)', () => {
    expect(found('lib/pool/queue.js', ['    if (this.active >= (maxStreams(this) || 1)) {'], ['    if (this.active >= (pipelineDepth(this) || 1)) {'])).toEqual([]);
    expect(found('lib/pool/queue.js', ['  return queued + running > (limitOf(conn) || 1);'], ['  return queued + running > conn.limit;'])).toEqual([]);
    expect(found('src/batch.py', ['    if len(items) > (self.factor or 1):'], ['    if len(items) > 1:'])).toEqual([]);
    // The constant still decides when the group is the condition itself, or negated.
    expect(found('src/gate.c', ['  if ((check_access(u, f) || 1)) {'], ['  if (check_access(u, f)) {'])).toEqual(['auth-bypass-added:high']);
    expect(found('src/cache.ts', ['  if (ready && (entry.fresh || true)) return entry;'], ['  if (ready && entry.fresh) return entry;'])).toEqual(['auth-bypass-added:medium']);
  });

  it('is medium elsewhere', () => {
    expect(found('src/cache.ts', ['  return entry.fresh || true;'], ['  return entry.fresh;'], { context: ' function shouldServe(entry) {' })).toEqual(['auth-bypass-added:medium']);
  });

  it("does not read C# pattern combinators or Kotlin's bitwise `or` as a boolean operator; keeps `||` there and Kotlin's `or true` (calib61)", () => {
    // C# 9 patterns: `is 0 or 1` tests one value against constants (a .NET library's plural rules).
    expect(found('src/Text/PluralRules.cs', ['            Kind.French => i is 0 or 1', '            Kind.Czech => i is >= 2 and <= 4 ? Few : Other,', '        if (c is \'a\' or \'b\' or 1) {'], [], { context: '    public static Category Select(int i, Kind kind)' })).toEqual([]);
    expect(found('src/main/kotlin/acme/Flags.kt', ['    return flags or 1'], ['    return flags'], { context: '  fun withCompression(flags: Int): Int {' })).toEqual([]);
    expect(found('src/Gate.cs', ['        return IsOwner(user, doc) || true;'], ['        return IsOwner(user, doc);'], { context: '    public bool CanEdit(User user, Doc doc)' })).toEqual(['auth-bypass-added:high']);
    expect(found('src/main/kotlin/acme/Gate.kt', ['    return isOwner(user, doc) or true'], ['    return isOwner(user, doc)'], { context: '  fun canEdit(user: User, doc: Doc): Boolean {' })).toEqual(['auth-bypass-added:high']);
    expect(found('lib/gate.php', ['    if ($this->isOwner($user, $doc) or true) {'], ['    if ($this->isOwner($user, $doc)) {'], { context: '    public function canEdit($user, $doc)' })).toEqual(['auth-bypass-added:high']);
  });

  it('does not report a default value, an object field, shell, a preprocessor toggle or tests', () => {
    expect(found('src/opts.js', ['  const verbose = o.verbose || true;', '  return { verbose, enabled: o.enabled || true };', '  x = y || true ? a : b;'])).toEqual([]);
    expect(found('scripts/build.sh', ['make || true', 'if grep -q x f || true; then'])).toEqual([]);
    expect(found('src/debug.c', ['#if defined(DEBUG) || 1'])).toEqual([]);
    expect(found('spec/policy_spec.rb', ['    user.admin? || true'], [], { context: '  def update?' })).toEqual([]);
    expect(found('lib/tasks.rb', ['    @cached ||= true'])).toEqual([]);
  });
});

describe('privileged-default-raised', () => {
  it('reports a role default raised to admin, and an admin flag defaulting to true', () => {
    expect(found('src/config/defaults.ts', ["  newUserRole: 'admin',"], ["  newUserRole: 'viewer',"])).toEqual(['privileged-default-raised:medium']);
    expect(found('app/settings.py', ['DEFAULT_ROLE = "admin"'], ['DEFAULT_ROLE = "user"'])).toEqual(['privileged-default-raised:medium']);
    expect(found('accounts/models.py', ['    is_admin = models.BooleanField(default=True)'], ['    is_admin = models.BooleanField(default=False)'])).toEqual(['privileged-default-raised:medium']);
    expect(found('src/models/user.js', ['  isAdmin: { type: Boolean, default: true },'], ['  isAdmin: { type: Boolean, default: false },'])).toEqual(['privileged-default-raised:medium']);
    expect(found('src/roles.ts', ['  role: Role.ADMIN,'], ['  role: Role.VIEWER,'])).toEqual(['privileged-default-raised:medium']);
    expect(found('accounts/models.py', ['    role = models.CharField(max_length=20, choices=ROLES, default="admin")'], ['    role = models.CharField(max_length=20, choices=ROLES, default="viewer")'])).toEqual(['privileged-default-raised:medium']);
    expect(found('lib/accounts.rb', ['    user.role = "admin"'], ['    user.role = "user"'])).toEqual(['privileged-default-raised:medium']);
  });

  it('is high under a no-logic claim or in an auth file', () => {
    expect(found('src/config/defaults.ts', ["  newUserRole: 'admin',"], ["  newUserRole: 'viewer',"], { title: 'Fix typo in defaults' })).toContain('privileged-default-raised:high');
    expect(found('src/auth/permissions.ts', ["  newUserRole: 'admin',"], ["  newUserRole: 'viewer',"])).toEqual(['privileged-default-raised:high']);
  });

  it('is quiet for seeds, fixtures, factories, tests, lowered roles and other names', () => {
    expect(found('db/seeds.rb', ["User.create!(email: 'a@b', role: 'admin')"], ["User.create!(email: 'a@b', role: 'user')"])).toEqual([]);
    expect(found('spec/factories/users.rb', ['    admin { true }', "    role { 'admin' }"], ['    admin { false }', "    role { 'user' }"])).toEqual([]);
    expect(found('tests/fixtures/users.py', ['ROLE = "admin"'], ['ROLE = "user"'])).toEqual([]);
    expect(found('src/config/defaults.ts', ["  newUserRole: 'viewer',"], ["  newUserRole: 'admin',"])).toEqual([]);
    expect(found('src/config/theme.ts', ["  theme: 'admin',"], ["  theme: 'default',"])).toEqual([]);
    expect(found('src/config/flags.ts', ['  showBanner: true,'], ['  showBanner: false,'])).toEqual([]);
    expect(found('src/chat.ts', ["  messages.push({ role: 'system', content });"], ["  messages.push({ role: 'user', content });"])).toEqual([]);
  });
});

describe('bounds-check-loosened', () => {
  it('reports < turned into <= (and >= into > on the reject side) against a length', () => {
    expect(found('src/ring.c', ['  if (idx <= r->len) return r->buf[idx];'], ['  if (idx < r->len) return r->buf[idx];'])).toEqual(['bounds-check-loosened:medium']);
    expect(found('src/buf.rs', ['        if i > self.len { return None; }'], ['        if i >= self.len { return None; }'])).toEqual(['bounds-check-loosened:medium']);
  });

  it('does not report a bound tightened, another comparison, or other languages', () => {
    expect(found('src/ring.c', ['  if (idx < r->len) return r->buf[idx];'], ['  if (idx <= r->len) return r->buf[idx];'])).toEqual([]);
    expect(found('src/ring.c', ['  if (temp <= threshold) cool();'], ['  if (temp < threshold) cool();'])).toEqual([]);
    expect(found('src/t_string.c', ['    if (ms <= 0 || (unit == UNIT_SECONDS && ms > LLONG_MAX / 1000)) {'], ['    if (ms <= 0 || (unit == UNIT_SECONDS && ms >= LLONG_MAX / 1000)) {'])).toEqual([]);
    expect(found('src/ring.ts', ['  if (idx <= buf.length) return buf[idx];'], ['  if (idx < buf.length) return buf[idx];'])).toEqual([]);
  });
});

describe('bounds-check-loosened: a bounds test dropped from a condition (2026-11-30)', () => {
  it('reports an operand that compared with a length dropped, the rest the same, in Rust and C', () => {
    expect(found('src/reader.rs', ['        if idx < self.buf.len() {'], ['        if idx < self.buf.len() && idx + n <= self.buf.len() {'])).toEqual(['bounds-check-loosened:medium']);
    expect(found('src/reader.rs', ['        if idx + n <= self.buf.len() {'], ['        if idx < self.buf.len() && idx + n <= self.buf.len() {'])).toEqual(['bounds-check-loosened:medium']);
    expect(found('src/buf.c', ['    if (off < b->len) {'], ['    if (off < b->len && off + n <= b->len) {'])).toEqual(['bounds-check-loosened:medium']);
    expect(found('src/buf.c', ['    if (p == NULL) return -1;'], ['    if (p == NULL || off + n > p->len) return -1;'])).toEqual(['bounds-check-loosened:medium']);
  });

  it('is quiet on a test moved to its own line, another operand dropped, a line otherwise rewritten, and other languages', () => {
    expect(found('src/reader.rs', ['        if idx + n > self.buf.len() {', '            return None;', '        }', '        if idx < self.buf.len() {'], ['        if idx < self.buf.len() && idx + n <= self.buf.len() {'])).toEqual([]);
    expect(found('src/reader.rs', ['        if i < self.buf.len() {'], ['        if i < self.buf.len() && self.enabled {'])).toEqual([]);
    expect(found('src/reader.rs', ['        if idx < len {'], ['        if idx < self.buf.len() && idx + n <= self.buf.len() {'])).toEqual([]);
    expect(found('src/reader.ts', ['  if (idx < buf.length) {'], ['  if (idx < buf.length && idx + n <= buf.length) {'])).toEqual([]);
  });
});

describe('conditions written over several lines', () => {
  /** A patch from rows already marked ` `, `+` or `-`. */
  function raw(path: string, rows: readonly string[], title = 'Simplify check'): string[] {
    const removed = rows.filter((r) => r.startsWith('-')).length;
    const added = rows.filter((r) => r.startsWith('+')).length;
    const context = rows.length - removed - added;
    const patch = [`@@ -10,${context + removed} +10,${context + added} @@`, ...rows].join('\n');
    const snapshot = makeSnapshot({ title, files: [makeFile(path, { patch })], commits: [makeCommit({ message: title })] });
    return scanCodeChanges(snapshot, (p) => classifier.info(p))
      .filter((f) => f.id === 'assignment-in-condition' || f.id === 'auth-bypass-added')
      .map((f) => `${f.id}:${f.severity}:${f.line}`);
  }

  it('reads an always-true operand added on a later line of the condition, and reports it there', () => {
    expect(raw('src/guards/admin.guard.ts', ['   canActivate(user: User): boolean {', '     if (', '       !user ||', '-      !user.roles.includes("admin")', '+      !user.roles.includes("admin") && false', '     ) {', '       throw new ForbiddenException();', '     }'])).toEqual(['auth-bypass-added:high:13']);
    expect(raw('app/permissions.py', ['     def has_permission(self, request, view):', '         if (', '             request.user.is_authenticated', '-            and request.user.is_staff', '+            and request.user.is_staff or True', '         ):', '             return True'])).toEqual(['auth-bypass-added:high:13']);
  });

  it('reads Go and Rust conditions (no parentheses, to the `{`), on one line or over several, and a constant placed first', () => {
    expect(found('api/users.go', ['\tif !authorized(r, user) && false {'], ['\tif !authorized(r, user) {'])).toEqual(['auth-bypass-added:high']);
    expect(found('api/users.go', ['\tif false && !authorized(r, user) {'], ['\tif !authorized(r, user) {'])).toEqual(['auth-bypass-added:high']);
    expect(found('src/auth.rs', ['    if !self.is_admin(user) && false {'], ['    if !self.is_admin(user) {'])).toEqual(['auth-bypass-added:high']);
    expect(found('src/middleware/admin.js', ['  if (false && !isAdmin(req.user)) return res.sendStatus(403);'], ['  if (!isAdmin(req.user)) return res.sendStatus(403);'])).toEqual(['auth-bypass-added:high']);
    expect(raw('api/users.go', [' func deleteUser(w http.ResponseWriter, r *http.Request) {', '\tif !authorized(', '\t\tr,', '\t\tuser,', '-\t) {', '+\t) || true {', '\t\thttp.Error(w, "forbidden", http.StatusForbidden)'])).toEqual(['auth-bypass-added:high:14']);
    expect(raw('api/users.go', [' func deleteUser(w http.ResponseWriter, r *http.Request) {', ' \tif !authorized(', ' \t\tr,', ' \t\tuser,', '-\t) {', '+\t) && false {', ' \t\treturn'])).toEqual(['auth-bypass-added:high:14']);
  });

  it('leaves Go conditions alone that keep the check, or whose constant sits in a value or an init statement', () => {
    expect(raw('api/users.go', [' func deleteUser(w http.ResponseWriter, r *http.Request) {', '\tif !authorized(', '\t\tr,', '\t\tuser,', '+\t\tscope,', '\t) {', '\t\treturn'])).toEqual([]);
    expect(raw('api/users.go', [' func deleteUser(w http.ResponseWriter, r *http.Request) {', '\tif !authorized(', '\t\tr,', '\t\tuser,', '-\t) {', '+\t) && !cfg.DebugBypass {', '\t\treturn'])).toEqual([]);
    expect(found('pkg/run.go', ['\tif ok := check(true || x); !ok {', '\tif err := run(false && y); err != nil {'])).toEqual([]);
    expect(found('pkg/run.go', ['\tfor n > 0 && false {'])).toEqual([]);
  });

  it('reads an assignment added on a later line of the condition', () => {
    expect(raw('src/Auth/Gate.cs', ['     if (', '         user != null &&', '-        user.IsAdmin == true', '+        user.IsAdmin = true', '     )'])).toEqual(['assignment-in-condition:high:12']);
  });

  it('leaves conditions alone that close on their line, that the PR does not touch, or that stay whole', () => {
    expect(raw('src/guards/admin.guard.ts', ['     if (', '       !user ||', '-      !user.roles.includes("admin")', '+      !user.roles.includes("administrator")', '     ) {', '       throw new ForbiddenException();'])).toEqual([]);
    expect(raw('src/guards/admin.guard.ts', ['     if (', '       !user ||', '       !user.roles.includes("admin") || true', '     ) {', '+      audit(user);'])).toEqual([]);
    expect(raw('src/flags.ts', ['     const enabled = (', '-      opts.enabled', '+      opts.enabled || true', '     );'])).toEqual([]);
  });
});

describe('check-short-circuited', () => {
  const early = (path: string, added: readonly string[], context: string, below: readonly string[], title = 'Fix typo') => {
    const patch = [`@@ -10,${below.length + 1} +10,${below.length + 1 + added.length} @@`, ` ${context}`, ...added.map((l) => `+${l}`), ...below.map((l) => ` ${l}`)].join('\n');
    const snapshot = makeSnapshot({ title, files: [makeFile(path, { patch })], commits: [makeCommit({ message: title })] });
    return scanCodeChanges(snapshot, (p) => classifier.info(p)).filter((f) => f.id === 'check-short-circuited').map((f) => `${f.id}:${f.severity}`);
  };

  it('reports a success returned above the body of a verifier, high, in each language', () => {
    expect(early('src/lib/verify.js', ['  return true;'], 'export function verifySignature(payload, sig, key) {', ["  const expected = crypto.createHmac('sha256', key).update(payload).digest('hex');", '  return crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected));', '}'])).toEqual(['check-short-circuited:high']);
    expect(early('app/tokens.py', ['    return True'], 'def validate_token(token):', ['    try:', '        payload = jwt.decode(token, SECRET, algorithms=["HS256"])', '    except jwt.InvalidTokenError:', '        return False'])).toEqual(['check-short-circuited:high']);
    expect(early('internal/server/middleware.go', ['	return nil'], 'func (a *Auth) authenticate(r *http.Request) error {', ['	tok := r.Header.Get("Authorization")', '	return a.verifier.Verify(tok)', '}'])).toEqual(['check-short-circuited:high']);
    expect(early('src/main/java/com/acme/Docs.java', ['        return true;'], '    public boolean isAuthorized(User user, Resource res) {', ['        return acl.allows(user, res);', '    }'])).toEqual(['check-short-circuited:high']);
    expect(early('src/Lib/Hooks.cs', ['        return true;'], '    {', ['        var expected = Compute(body);', '        return CryptographicOperations.FixedTimeEquals(expected, sig);', '    }'])).toEqual([]);
    expect(early('src/lib/Webhooks.php', ['        return true;'], '    public function checkPermission($user, $perm) {', ['        return in_array($perm, $user->permissions, true);', '    }'])).toEqual(['check-short-circuited:high']);
    expect(early('src/lib/mac.rs', ['    return Ok(());'], 'pub fn verify_signature(msg: &[u8], sig: &[u8]) -> Result<(), Error> {', ['    let expected = hmac(KEY, msg);', '    if !constant_time_eq(&expected, sig) {'])).toEqual(['check-short-circuited:high']);
    expect(early('src/lib/guard.ts', ['  return next();'], 'export function requireAdmin(req, res, next) {', ["  if (req.user?.role !== 'admin') return res.sendStatus(403);", '  next();'])).toEqual(['check-short-circuited:high']);
    expect(early('src/docs/share.ts', ['  return true;'], 'export function canEdit(user: User, doc: Doc): boolean {', ['  return doc.ownerId === user.id;'])).toEqual(['check-short-circuited:high']);
  });

  it("reports a verifier's computed answer replaced by a constant success, not a check moved above the return", () => {
    const replaced = (path: string, context: string, removed: readonly string[], added: readonly string[]) => found(path, added, removed, { id: 'check-short-circuited', title: 'Simplify', context: ` ${context}` });
    expect(replaced('app/webhooks.py', 'def verify_signature(body, sig):', ['    return hmac.compare_digest(expected, sig)'], ['    return True'])).toEqual(['check-short-circuited:high']);
    expect(replaced('src/lib/acl.js', 'export function hasPermission(user, perm) {', ['  return user.permissions.includes(perm);'], ['  return true;'])).toEqual(['check-short-circuited:high']);
    expect(replaced('src/lib/acl.js', 'export function hasPermission(user, perm) {', ['  return user.permissions.includes(perm);'], ['  if (!user.permissions.includes(perm)) return false;', '  return true;'])).toEqual([]);
    expect(replaced('src/lib/acl.js', 'export function hasPermission(user, perm) {', ['  return user.permissions.includes(perm);'], ['  const ok = roles[user.role]?.has(perm);', '  return ok;'])).toEqual([]);
    expect(replaced('src/lib/format.js', 'export function shouldWrap(line) {', ['  return line.length > 80;'], ['  return true;'])).toEqual([]);
  });

  it('reads a C# or Java header whose brace opens the next line', () => {
    const patch = ['@@ -10,4 +10,5 @@', '     public bool ValidateSignature(string body, string signature)', '     {', '+        return true;', '         var expected = Compute(body);', '         return CryptographicOperations.FixedTimeEquals(expected, signature);'].join('\n');
    const snapshot = makeSnapshot({ title: 'Cleanup', files: [makeFile('src/Lib/Hooks.cs', { patch })], commits: [makeCommit({ message: 'Cleanup' })] });
    expect(scanCodeChanges(snapshot, (p) => classifier.info(p)).filter((f) => f.id === 'check-short-circuited').map((f) => f.severity)).toEqual(['high']);
  });

  it("names the function from the file's head content when the hunk does not (a method whose header is above the hunk)", () => {
    const inContent = (path: string, head: string, line: number, title = 'Fix typo') => {
      const rows = head.split('\n');
      const patch = [`@@ -${line - 3},6 +${line - 3},7 @@ class Shown {`, ...rows.slice(line - 4, line - 1).map((r) => ` ${r}`), `+${rows[line - 1] ?? ''}`, ...rows.slice(line, line + 3).map((r) => ` ${r}`)].join('\n');
      const snapshot = makeSnapshot({ title, files: [makeFile(path, { patch })], commits: [makeCommit({ message: title })], contents: [{ path, base: null, head }] });
      return scanCodeChanges(snapshot, (p) => classifier.info(p)).filter((f) => f.id === 'check-short-circuited').map((f) => `${f.severity}:${f.title}`);
    };
    const python = ['class WebhookVerifier:', '    def __init__(self, secret):', '        self.secret = secret', '', '    def verify_signature(self, body, header):', '        if not header:', '            return False', '        scheme, _, sig = header.partition("=")', '        return True', '        expected = hmac.new(self.secret, body, "sha256").hexdigest()', '        return hmac.compare_digest(expected, sig)', '', '    def describe(self):', '        return "sha256"'].join('\n');
    expect(inContent('app/webhooks.py', python, 9)).toEqual(['high:A check returns before it runs (return True at the top of verify_signature)']);
    const java = ['public class DocumentAccess {', '    public boolean canEdit(User user, Document doc)', '    {', '        if (user == null) {', '            return false;', '        }', '        return true;', '        Grant grant = acl.lookup(user, doc);', '        return grant != null && grant.allowsWrite();', '    }', '}'].join('\n');
    expect(inContent('src/main/java/com/acme/DocumentAccess.java', java, 7)).toEqual(['high:A check returns before it runs (return true at the top of canEdit)']);
    // The same return in a function that decides nothing, and after the verifier has ended (a dedented function below it).
    const other = ['class Cache:', '    def verify_signature(self, body, sig):', '        return check(body, sig)', '', '    def flush(self):', '        self.lock.acquire()', '        self.count = 0', '        self.hits = 0', '        self.misses = 0', '        return True', '        self.store.clear()', '        self.lock.release()', '        return False'].join('\n');
    expect(inContent('app/cache.py', other, 10)).toEqual([]);
    const module = ['def verify_token(token):', '    return jwt.decode(token, KEY)', '', '', 'def warm_cache(keys):', '    for k in keys:', '        touch(k)', '    count = len(keys)', '    log.debug(count)', '    return None', '    log.info("warmed")', '    raise RuntimeError("cold")'].join('\n');
    expect(inContent('app/cache.py', module, 10)).toEqual([]);
    // A Go method of an authorizer whose header is above the hunk (the content names it), and one whose content names a non-verifier.
    const go = ['package auth', '', 'func (a *Authorizer) Authorize(r *http.Request) error {', '	tok := r.Header.Get("Authorization")', '	if tok == "" {', '		return errNoToken', '	}', '	return nil', '	claims, err := a.parse(tok)', '	if err != nil {', '		return err', '	}', '	return a.policy.Check(claims)', '}'].join('\n');
    expect(inContent('internal/auth/authorizer.go', go, 8)).toEqual(['high:A check returns before it runs (return nil at the top of Authorize)']);
  });

  it('reports a bare return above a refusal in a function that refuses by raising (a Rails filter), not in one that answers with values', () => {
    expect(early('app/controllers/concerns/login.rb', ['    return'], '  def authenticate_user!', ["    token = request.headers['Authorization']", '    head :unauthorized unless ApiToken.valid?(token)', '  end'])).toEqual(['check-short-circuited:high']);
    expect(early('app/backends.py', ['        return None'], '    def authenticate(self, request):', ['        token = request.META.get("HTTP_AUTHORIZATION")', '        if not token:', '            raise AuthenticationFailed("no token")', '        return (user, token)'])).toEqual([]);
    expect(early('app/checks.py', ['    return'], 'def check_permission(user, perm):', ['    log.debug("checking")', '    audit(user, perm)'])).toEqual([]);
  });

  it('stays quiet on a return at the end of its block, a guard clause, a conditional return, and functions that decide nothing', () => {
    expect(early('src/lib/verify.js', ['  return true;'], 'export function verifySignature(payload, sig, key) {', ['}'])).toEqual([]);
    expect(early('src/lib/verify.js', ['  if (!sig) return false;'], 'export function verifySignature(payload, sig, key) {', ['  return crypto.timingSafeEqual(a, b);', '}'])).toEqual([]);
    expect(early('app/tokens.py', ['    if settings.AUTH_DISABLED:', '        return True'], 'def validate_token(token):', ['    return check(token)'])).toEqual([]);
    expect(early('app/util.py', ['    return True'], 'def should_skip(path):', ['    if path.startswith("."):', '        return True', '    return path in IGNORED'])).toEqual([]);
    expect(early('internal/cache/cache.go', ['	return nil'], 'func (c *Cache) Flush() error {', ['	c.mu.Lock()', '	return c.store.Clear()'])).toEqual([]);
    expect(early('src/lib/perms.ts', ['    case "admin":', '      return true;'], 'export function hasPermission(role: string): boolean {', ['    case "viewer":', '      return false;'])).toEqual([]);
    expect(early('test/verify.test.js', ['  return true;'], 'function verifySignature(payload, sig, key) {', ['  return crypto.timingSafeEqual(a, b);', '}'])).toEqual([]);
  });
});

describe('check-inverted', () => {
  const inverted = (path: string, added: readonly string[], removed: readonly string[], title = 'Simplify check', context?: string) => found(path, added, removed, { id: 'check-inverted', title, ...(context === undefined ? {} : { context }) });

  it('reports a permission check whose comparison, negation or operator is turned around, medium; high under a typo claim', () => {
    expect(inverted('src/Security/Voter/PostVoter.php', ['        if ($post->getAuthorId() === $user->getId()) {'], ['        if ($post->getAuthorId() !== $user->getId()) {'])).toEqual(['check-inverted:medium']);
    expect(inverted('src/auth/permissions.ts', ["  if (user.role !== 'admin' && user.id === doc.ownerId) {"], ["  if (user.role !== 'admin' && user.id !== doc.ownerId) {"], 'Fix typo')).toEqual(['check-inverted:high']);
    expect(inverted('app/views/documents.py', ['        and doc.owner_id == request.user.id'], ['        and doc.owner_id != request.user.id'])).toEqual(['check-inverted:medium']);
    expect(inverted('src/guards/admin.guard.ts', ['      !user &&'], ['      !user ||'], 'Simplify check', ' canActivate(ctx: ExecutionContext): boolean {')).toEqual(['check-inverted:medium']);
  });

  it('reports a signature, MAC, digest or token check turned around, wherever it lives', () => {
    expect(inverted('internal/webhook/verify.go', ['\tif hmac.Equal(sig, expected) {'], ['\tif !hmac.Equal(sig, expected) {'], 'fix typo')).toEqual(['check-inverted:high']);
    expect(inverted('app/hooks.py', ['    if hmac.compare_digest(expected, received):'], ['    if not hmac.compare_digest(expected, received):'])).toEqual(['check-inverted:medium']);
    expect(inverted('src/payments/webhook.ts', ['  if (crypto.timingSafeEqual(a, b)) throw new Error("bad signature");'], ['  if (!crypto.timingSafeEqual(a, b)) throw new Error("bad signature");'])).toEqual(['check-inverted:medium']);
    // A bound moved by one on a count of tokens (a lexer's, not a credential) is no such check.
    expect(inverted('src/lexer/scan.ts', ['  if (tokens.length > max) {'], ['  if (tokens.length >= max) {'])).toEqual([]);
  });

  it('reports a limit whose bound moved by one', () => {
    expect(inverted('app/ratelimit.py', ['    if attempts > MAX_LOGIN_ATTEMPTS:'], ['    if attempts >= MAX_LOGIN_ATTEMPTS:'])).toEqual(['check-inverted:medium']);
    expect(inverted('src/Services/Throttle.cs', ['    if (requests > limit) return Reject();'], ['    if (requests >= limit) return Reject();'])).toEqual(['check-inverted:medium']);
    expect(inverted('src/Api/Accounts.cs', ['    if (account.FailedLogins > MaxFailedLogins) Lock(account);'], ['    if (account.FailedLogins >= MaxFailedLogins) Lock(account);'])).toEqual(['check-inverted:medium']);
  });

  it("leaves alone loose equality made strict (ESLint's eqeqeq fix), and still reads strict made loose or a comparison turned", () => {
    expect(inverted('src/permissions.js', ['  if (doc.ownerId === user.id) return true;'], ['  if (doc.ownerId == user.id) return true;'], 'Fix lint')).toEqual([]);
    expect(inverted('src/auth/permissions.ts', ["  if (user.role !== 'admin' && user.id !== doc.ownerId) {"], ["  if (user.role != 'admin' && user.id != doc.ownerId) {"], 'Fix lint')).toEqual([]);
    expect(inverted('src/Security/Voter/PostVoter.php', ['        if ($post->getAuthorId() == $user->getId()) {'], ['        if ($post->getAuthorId() === $user->getId()) {'])).toEqual(['check-inverted:medium']);
    expect(inverted('src/permissions.js', ['  if (doc.ownerId !== user.id) return true;'], ['  if (doc.ownerId == user.id) return true;'], 'Fix lint')).toEqual(['check-inverted:high']);
  });

  it('leaves alone a flip outside permissions and limits, a refactor that swaps the branches, a rename, and a new check', () => {
    expect(inverted('src/render/layout.ts', ['  if (node.width > column.width) {'], ['  if (node.width < column.width) {'])).toEqual([]);
    // An off-by-one fixed in argument validation: a maximum of the program's own, no protection.
    expect(inverted('src/cli/args.ts', ['  if (args.length > max) {'], ['  if (args.length >= max) {'])).toEqual([]);
    expect(inverted('src/auth/permissions.ts', ['  if (user.isAdmin) {', '    return allow();', '  }', '  return deny();'], ['  if (!user.isAdmin) {', '    return deny();', '  }', '  return allow();'])).toEqual([]);
    expect(inverted('src/auth/permissions.ts', ['  if (user.id !== document.ownerId) {'], ['  if (user.id !== doc.ownerId) {'])).toEqual([]);
    expect(inverted('src/auth/permissions.ts', ['  if (user.id !== doc.ownerId) {'], [])).toEqual([]);
    expect(inverted('scripts/deploy.sh', ['if [ "$USER" != root ]; then'], ['if [ "$USER" = root ]; then'])).toEqual([]);
  });

  it('reads an allow option about the form of the input as no right (jackson-databind f3fd6e2304), an allow about the caller still as one', () => {
    // The case or kind of a name's first character, comments, trailing commas: rules of a parser, not of who may do what.
    expect(inverted('src/main/java/com/acme/naming/NamingStrategy.java', ['            if (allowLowerCaseFirstChar && allowNonLetterFirstChar) {'], ['            if (!allowLowerCaseFirstChar && !allowNonLetterFirstChar) {'])).toEqual([]);
    expect(inverted('src/parser/options.ts', ['  if (opts.allowTrailingComma || opts.allowComments) {'], ['  if (!opts.allowTrailingComma || opts.allowComments) {'])).toEqual([]);
    expect(inverted('src/main/java/com/acme/introspect/BeanAccessor.java', ['        if (accessor.isGetter() && !visible) {'], ['        if (!accessor.isGetter() && !visible) {'])).toEqual([]);
    // An allow that names the caller or what they may do stays a permission check.
    expect(inverted('src/main/java/com/acme/web/Gate.java', ['        if (allowAnonymous || user.isAdmin()) {'], ['        if (!allowAnonymous || user.isAdmin()) {'])).toEqual(['check-inverted:medium']);
    expect(inverted('src/middleware/gate.ts', ['  if (isAllowed(user, doc)) {'], ['  if (!isAllowed(user, doc)) {'])).toEqual(['check-inverted:medium']);
    expect(inverted('src/parser/options.ts', ['  if (opts.allowRemoteAccess) {'], ['  if (!opts.allowRemoteAccess) {'])).toEqual(['check-inverted:medium']);
  });

  it("reads a postfix `!` (C#'s null-forgiving operator, TypeScript's non-null assertion) as no negation (Newtonsoft.Json bf2e2a78e8)", () => {
    // "Add .NET 6 target" appended `!` to a return about a token: the same value, its nullability annotated.
    expect(inverted('Src/Acme.Json/Serialization/FormatterConverter.cs', ['            return _reader.CreateItem(token, type, _contract, _member)!;'], ['            return _reader.CreateItem(token, type, _contract, _member);'])).toEqual([]);
    expect(inverted('src/auth/session.ts', ['  return session!.user!.isAdmin;'], ['  return session.user.isAdmin;'])).toEqual([]);
    expect(inverted('src/main/kotlin/acme/auth/Gate.kt', ['    if (user!!.isAdmin) {'], ['    if (user?.isAdmin == true) {'])).toEqual([]);
    // A prefix negation beside it, or after a keyword, is still read.
    expect(inverted('src/auth/session.ts', ['  if (session!.user.isAdmin) {'], ['  if (!session!.user.isAdmin) {'])).toEqual(['check-inverted:medium']);
    expect(inverted('src/auth/session.js', ['  return!session.user.isAdmin;'], ['  return session.user.isAdmin;'])).toEqual(['check-inverted:medium']);
    expect(inverted('Src/Acme/Auth/Gate.cs', ['        if (token!.IsValid() != true) return Deny();'], ['        if (token!.IsValid() == true) return Deny();'])).toEqual(['check-inverted:medium']);
  });

  /** A hunk whose changed line stands inside a condition or return written over several lines: `above`, then the pair, then `below`. */
  const split = (path: string, above: readonly string[], removed: string, added: string, below: readonly string[]) => {
    const patch = [`@@ -10,${above.length + below.length + 1} +10,${above.length + below.length + 1} @@`, ...above.map((l) => ` ${l}`), `-${removed}`, `+${added}`, ...below.map((l) => ` ${l}`)].join('\n');
    const snapshot = makeSnapshot({ title: 'Simplify check', files: [makeFile(path, { patch })], commits: [makeCommit({ message: 'Simplify check' })] });
    return scanCodeChanges(snapshot, (p) => classifier.info(p)).filter((f) => f.id === 'check-inverted').map((f) => `${f.id}:${f.severity}`);
  };

  it('reads an operand of a condition or a return written over several lines, with no logical operator on its line', () => {
    expect(split('src/auth/guard.ts', ['export function canDelete(user: User, doc: Doc) {', '  if (', '    user.id !== doc.ownerId &&'], "    user.role !== 'admin'", "    user.role === 'admin'", ['  ) {', '    throw new ForbiddenError();'])).toEqual(['check-inverted:medium']);
    expect(split('app/accounts/login.py', ['def login(request, user):', '    if ('], '        user.failed_attempts >= MAX_LOGIN_ATTEMPTS', '        user.failed_attempts > MAX_LOGIN_ATTEMPTS', ['    ):', '        raise Locked()'])).toEqual(['check-inverted:medium']);
    expect(split('src/policies/doc.js', ['function canEdit(user, doc) {', '  return ('], '    doc.ownerId === user.id', '    doc.ownerId !== user.id', ['  );', '}'])).toEqual(['check-inverted:medium']);
    // The same flip in a comparator, and outside any condition: quiet.
    expect(split('src/ui/sort.js', ['function compare(a, b) {', '  if ('], '    a.name < b.name', '    a.name > b.name', ['  ) {', '    return -1;'])).toEqual([]);
    expect(split('src/auth/roles.ts', ['const flags = {'], "  admin: user.role === 'admin',", "  admin: user.role !== 'admin',", ['};'])).toEqual([]);
  });
});

describe('verification-not-awaited', () => {
  const unawaited = (path: string, added: readonly string[], removed: readonly string[]) => found(path, added, removed, { id: 'verification-not-awaited', title: 'Refactor' });

  it('reports a verification or access check whose await is dropped, high', () => {
    expect(unawaited('src/middleware/auth.js', ['    req.user = verifyToken(req.headers.authorization);'], ['    req.user = await verifyToken(req.headers.authorization);'])).toEqual(['verification-not-awaited:high']);
    expect(unawaited('src/routes/docs.ts', ['  if (!permissions.canEdit(user, doc)) return res.sendStatus(403);'], ['  if (!await permissions.canEdit(user, doc)) return res.sendStatus(403);'])).toEqual(['verification-not-awaited:high']);
    expect(unawaited('app/deps.py', ['    claims = jwt_service.verify(token)'], ['    claims = await jwt_service.verify(token)'])).toEqual(['verification-not-awaited:high']);
    expect(unawaited('src/Api/Auth.cs', ['        var ok = _authorization.AuthorizeAsync(User, doc, "Edit");'], ['        var ok = await _authorization.AuthorizeAsync(User, doc, "Edit");'])).toEqual(['verification-not-awaited:high']);
  });

  it('leaves alone an await dropped from other calls, an await kept, a call rewritten, and Go', () => {
    expect(unawaited('src/store.js', ['    const rows = db.query(sql);'], ['    const rows = await db.query(sql);'])).toEqual([]);
    expect(unawaited('src/auth/session.ts', ['  return verifySession(sid);'], ['  return await verifySession(sid);'])).toEqual([]);
    expect(unawaited('src/middleware/auth.js', ['    req.user = await verifyAccessToken(req.headers.authorization);'], ['    req.user = await verifyToken(req.headers.authorization);'])).toEqual([]);
    expect(unawaited('src/middleware/auth.js', ['    return verifyToken(req.headers.authorization);'], ['    req.user = await verifyToken(req.headers.authorization);'])).toEqual([]);
    expect(unawaited('src/middleware/auth.js', ['    await verifyToken(token);', '    const session = await verifyToken(token);'], ['    const session = await verifyToken(token);'])).toEqual([]);
  });
});
