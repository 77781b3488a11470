import { describe, expect, it } from 'vitest';
import { analyzeEvidence } from '../../src/analyzers/evidence.js';
import { codeLinesAdded, codeLinesChanged, codeUnchanged, isInertChange, untestedCode } from '../../src/analyzers/untested-code.js';
import type { SnapshotFile } from '../../src/snapshot/pr-snapshot.js';
import { makeCheckRun, makeContext, makeFile, makeSnapshot } from '../support/snapshot-factory.js';

const COMMENTS_ONLY = ['@@ -1,3 +1,4 @@', '-// Retries a call.', '+/**', '+ * Calls fn until it resolves.', '+ */', ' export function retry() {}', '+', '+# a python comment'].join('\n');
const CODE = ['@@ -1,2 +1,2 @@', '-  return a;', '+  return a + 1; // off by one', ' }', '+#include <stdio.h>'].join('\n');
const PY_CODE = ['@@ -1,2 +1,2 @@', '-    return a', '+    return a + 1  # off by one', ' ', '+import os'].join('\n');

describe('codeLinesAdded / codeLinesChanged', () => {
  it('counts no code in comment-only and blank edits', () => {
    expect(codeLinesAdded({ patch: COMMENTS_ONLY, additions: 5 })).toEqual(0);
    expect(codeLinesChanged({ patch: COMMENTS_ONLY, additions: 5, deletions: 1 })).toEqual(0);
  });
  it("counts a Go directive the toolchain acts on as code, and a Go comment that merely looks like one as a comment", () => {
    const generate = ['@@ -1,3 +1,5 @@', ' package main', '+', '+//go:generate sh -c "curl -sSL https://gen.example.dev/gen.sh | sh"', ' ', ' type Color int'].join('\n');
    expect(codeLinesAdded({ path: 'main.go', patch: generate, additions: 2 })).toEqual(1);
    expect(codeLinesChanged({ path: 'main.go', patch: generate, additions: 2, deletions: 0 })).toEqual(1);
    const build = ['@@ -1,2 +1,2 @@', '-//go:build linux', '+//go:build linux || darwin', '+// #cgo LDFLAGS: -L/tmp/lib -lhook', ' package main'].join('\n');
    expect(codeLinesChanged({ path: 'sys.go', patch: build, additions: 2, deletions: 1 })).toEqual(3);
    const prose = ['@@ -1,2 +1,3 @@', '+// go: the generate step below is documented in CONTRIBUTING.', '+// Run go:generate after editing colors.', ' package main'].join('\n');
    expect(codeLinesChanged({ path: 'main.go', patch: prose, additions: 2, deletions: 0 })).toEqual(0);
    // The same text in another language is a comment.
    expect(codeLinesChanged({ path: 'main.ts', patch: generate.replace('package main', 'export {}'), additions: 2, deletions: 0 })).toEqual(0);
  });
  it('counts no code in a Go package comment reworded far below its `/*`, told by a sentence among the hunk\'s rows (gorilla/mux "Update docs.")', () => {
    const deepDoc = ['@@ -188,8 +188,9 @@', ' ', '-This also works for host variables:', '+This also works for host and query value variables:', ' ', ' \tr := mux.NewRouter()', '+\t  Queries("filter", "{filter}").', ' \t  Name("article")'].join('\n');
    expect(codeLinesAdded({ path: 'doc.go', patch: deepDoc, additions: 2 })).toEqual(0);
    expect(codeLinesChanged({ path: 'doc.go', patch: deepDoc, additions: 2, deletions: 1 })).toEqual(0);
    // Without the sentence the example's line is code.
    const code = deepDoc.replace('+This also works for host and query value variables:', '+').replace('-This also works for host variables:', '-');
    expect(codeLinesAdded({ path: 'doc.go', patch: code, additions: 2 })).toEqual(1);
  });
  it('counts no code in a Python docstring reworded between its quotes, with no `"""` in the patch, told by its markup or a sentence (calib50: a validation library\'s "Revert some docs changes")', () => {
    // The hunk starts and ends inside the docstring: its `Args:` heading is context.
    const markup = ['@@ -85,8 +85,9 @@ def dataclass(', '     Use it as you would the standard decorator.', ' ', '-    !!! tip "Tracing"', '-        Errors can be traced with [Tracer](../tracer.md).', '+    A checked dataclass validates its inputs like a model does. Its', '+    [`CheckError`][checks.CheckError] lists each rejected value.', '+    See [Troubleshooting](../errors.md).', ' ', '     Args:', '         cls: The target class.'].join('\n');
    expect(codeLinesAdded({ path: 'checks/dataclasses.py', patch: markup, additions: 3 })).toEqual(0);
    // Sentences alone, far from any markup or quote.
    const prose = ['@@ -40,6 +40,7 @@ class Settings:', '     The values are read once at start-up and kept', '     for the life of the process.', '-    Call reload() to read them again.', '+    Call reload() to read them again, or pass', '+    fresh=True to read them on each access.', '     Nothing is cached on disk.'].join('\n');
    expect(codeLinesAdded({ path: 'conf/settings.py', patch: prose, additions: 2 })).toEqual(0);
    // Code with a sentence only inside a string or a comment counts: quotes (escaped ones too) and comments are not prose.
    const code = ['@@ -3,3 +3,5 @@ def handle(request):', '     log.info("handling the request")  # trace each call', '+    message = "say \\"hello there\\" twice"', '+    return respond(request, message)', '     # one more comment'].join('\n');
    expect(codeLinesAdded({ path: 'app/views.py', patch: code, additions: 2 })).toEqual(2);
    // Python 3.12 nests quotes in an f-string, and a one-line string may go on over a backslash: neither line proves a docstring.
    const nested = ['@@ -3,2 +3,3 @@ def handle(request):', '     label = f"{names["display name"]}"', '+    return respond(request, label)', '     log.info(label)'].join('\n');
    expect(codeLinesAdded({ path: 'app/views.py', patch: nested, additions: 1 })).toEqual(1);
    const continued = ['@@ -3,4 +3,5 @@ def handle(request):', '     message = "the words \\', '     go on here \\', '     to the end"', '+    return respond(request, message)'].join('\n');
    expect(codeLinesAdded({ path: 'app/views.py', patch: continued, additions: 1 })).toEqual(1);
  });
  it('counts no code in a quote-style change where the language reads both quotes alike; counts interpolation switched on', () => {
    const requote = (path: string, a: string, b: string) => ({ path, patch: ['@@ -4,3 +4,3 @@', '   def index', `-${a}`, `+${b}`, '   end'].join('\n'), additions: 1 });
    expect(codeLinesAdded(requote('app/controllers/users_controller.rb', "    @users = User.where(role: 'member')", '    @users = User.where(role: "member")'))).toEqual(0);
    expect(codeLinesAdded(requote('src/label.php', "    return sprintf('%s', $user['name']);", '    return sprintf("%s", $user["name"]);'))).toEqual(0);
    expect(codeLinesAdded(requote('src/label.ts', "    return 'x' + y;", '    return "x" + y;'))).toEqual(0);
    expect(codeLinesAdded(requote('app/models/user.rb', "    label = 'v#{version}'", '    label = "v#{version}"'))).toEqual(1);
    expect(codeLinesAdded(requote('src/label.php', "    return 'Hello $name';", '    return "Hello $name";'))).toEqual(1);
    // A character literal in Go or Rust is not a string.
    expect(codeLinesAdded(requote('src/lex.go', "    if c == 'a' {", '    if c == "a" {'))).toEqual(1);
  });
  it('counts code lines, trailing comments and preprocessor lines included', () => {
    expect(codeLinesAdded({ patch: CODE, additions: 2 })).toEqual(2);
    expect(codeLinesChanged({ patch: CODE, additions: 2, deletions: 1 })).toEqual(3);
  });
  it('counts the lines of a doc comment written without leading asterisks, or of a Python docstring, as text when the hunk shows their delimiters; code beside them still counts', () => {
    const jsdoc = ['@@ -10,3 +10,8 @@', ' \t/**', ' \tCalled with the plain request options.', '+', '+\t@example', '+\t```', '+\tconsole.log(headers.Secret);', '+\t```', ' \t*/', '+\tinit: [],'].join('\n');
    expect(codeLinesAdded({ path: 'source/core/options.ts', patch: jsdoc, additions: 6 })).toEqual(1);
    expect(codeLinesChanged({ path: 'source/core/options.ts', patch: jsdoc, additions: 6, deletions: 0 })).toEqual(1);
    const docstring = ['@@ -1,3 +1,4 @@', ' def route(path):', '     """Register a route.', '+    Pass require_auth=False to make it public.', '     """', '+    return Route(path)'].join('\n');
    expect(codeLinesAdded({ path: 'app/routes.py', patch: docstring, additions: 2 })).toEqual(1);
    // Without the delimiters in the hunk, the same lines count as code.
    expect(codeLinesAdded({ path: 'source/core/options.ts', patch: ['@@ -12,1 +12,2 @@', ' \t@example', '+\tconsole.log(headers.Secret);'].join('\n'), additions: 1 })).toEqual(1);
  });
  it("does not count a release's version bump of a version constant (calib30); counts the same line new, or a version that runs code", () => {
    const bump = (removed: string, added: string) => ['@@ -1,4 +1,4 @@', " 'use strict'", ' ', `-${removed}`, `+${added}`, ' '].join('\n');
    expect(codeLinesAdded({ path: 'fastify.js', patch: bump("const VERSION = '5.9.0'", "const VERSION = '5.10.0'"), additions: 1 })).toEqual(0);
    expect(codeLinesAdded({ path: 'rest_framework/__init__.py', patch: bump("__version__ = '3.16.0'", "__version__ = '3.16.1'"), additions: 1 })).toEqual(0);
    expect(codeLinesAdded({ path: 'lib/rack/version.rb', patch: bump('    VERSION = "3.1.8".freeze', '    VERSION = "3.2.0.rc1".freeze'), additions: 1 })).toEqual(0);
    expect(codeLinesAdded({ path: 'src/lib.rs', patch: bump('pub const VERSION: &str = "4.6.4";', 'pub const VERSION: &str = "4.6.5";'), additions: 1 })).toEqual(0);
    // A version constant that the hunk does not remove, another name, or a value that is no version literal: code.
    expect(codeLinesAdded({ path: 'fastify.js', patch: ['@@ -1,2 +1,3 @@', " 'use strict'", "+const VERSION = '5.10.0'", ' '].join('\n'), additions: 1 })).toEqual(1);
    expect(codeLinesAdded({ path: 'fastify.js', patch: bump("const TIMEOUT = '5.9.0'", "const TIMEOUT = '5.10.0'"), additions: 1 })).toEqual(1);
    expect(codeLinesAdded({ path: 'fastify.js', patch: bump("const VERSION = '5.9.0'", "const VERSION = require('./package.json').version"), additions: 1 })).toEqual(1);
    expect(codeLinesAdded({ path: 'fastify.js', patch: bump("const VERSION = '5.9.0'", "const VERSION = '5.10.0' + run()"), additions: 1 })).toEqual(1);
  });
  it('does not count a line whose code its hunk removes: only a trailing comment or whitespace changed', () => {
    const pragmas = [
      '@@ -9,7 +9,7 @@ and maintain connections.',
      ' import os.path',
      '-import socket  # noqa: F401  # type: ignore[reportUnusedImport]',
      '+import socket  # noqa: F401',
      ' import typing',
      '@@ -33,3 +33,3 @@ from urllib3.util import Timeout as TimeoutSauce',
      '-from .auth import _basic_auth_str  # type: ignore[reportPrivateUsage]',
      '+from .auth import _basic_auth_str',
      '-    return x',
      '+        return x',
    ].join('\n');
    expect(codeLinesAdded({ path: 'src/requests/adapters.py', patch: pragmas, additions: 3 })).toEqual(0);
    // The code changed with the comment: counted.
    const changed = ['@@ -3,2 +3,2 @@', '-  check(token); // eslint-disable-line', '+  skip(token);', ' next();'].join('\n');
    expect(codeLinesAdded({ path: 'src/auth.ts', patch: changed, additions: 1 })).toEqual(1);
    // A removed line is used once: the second copy is new code.
    const twice = ['@@ -3,1 +3,2 @@', '-verify(sig)', '+verify(sig)  # noqa', '+verify(sig)'].join('\n');
    expect(codeLinesAdded({ path: 'app/hooks.py', patch: twice, additions: 2 })).toEqual(1);
    // A line moved to another hunk of its file is carried code; written twice, the second counts.
    const moved = ['@@ -3,1 +3,0 @@', '-run(cmd)', '@@ -40,0 +39,1 @@', '+run(cmd)'].join('\n');
    expect(codeLinesAdded({ path: 'app/tasks.py', patch: moved, additions: 1 })).toEqual(0);
    expect(codeLinesAdded({ path: 'app/tasks.py', patch: `${moved}\n+run(cmd)`, additions: 2 })).toEqual(1);
  });
  it('counts every addition when GitHub sent no patch', () => {
    expect(codeLinesAdded({ patch: null, additions: 7 })).toEqual(7);
  });
  it('counts a Rust attribute only rustdoc or the linter reads as documentation, in Rust only', () => {
    const docs = ['@@ -31,2 +31,6 @@', '+/// Cookie signing and encryption key.', ' #[cfg(feature = "cookie-signed")]', '+#[doc(inline)]', '+#[cfg_attr(docsrs, doc(cfg(feature = "cookie-signed")))]', '+#[allow(clippy::module_name_repetitions)]', ' pub use cookie::Key;'].join('\n');
    expect(codeLinesAdded({ path: 'axum-extra/src/extract/cookie/mod.rs', patch: docs, additions: 4 })).toEqual(0);
    expect(codeLinesChanged({ path: 'axum-extra/src/extract/cookie/mod.rs', patch: docs, additions: 4, deletions: 0 })).toEqual(0);
    // An attribute that changes the program is code.
    const cfg = ['@@ -31,2 +31,3 @@', '+#[cfg(not(feature = "cookie-signed"))]', ' pub use cookie::Key;'].join('\n');
    expect(codeLinesAdded({ path: 'src/lib.rs', patch: cfg, additions: 1 })).toEqual(1);
    // Python's `#[doc(...)]` would be a comment anyway; other languages are not read as Rust.
    expect(codeLinesAdded({ path: 'src/app.ts', patch: ['@@ -1,1 +1,2 @@', '+#[doc(inline)]', ' x();'].join('\n'), additions: 1 })).toEqual(1);
  });
  it('counts the lines of a Rust doc attribute written over several lines as documentation (calib46)', () => {
    // Modeled on a logging library's "docs: add favicon" PR: one rustdoc setting added to each crate's `#![doc(` block.
    const favicon = [
      '@@ -917,6 +917,7 @@',
      ' #![doc(',
      '     html_logo_url = "https://example.org/assets/logo.png",',
      '+    html_favicon_url = "https://example.org/assets/favicon.ico",',
      '     issue_tracker_base_url = "https://example.org/issues/"',
      ' )]',
      ' #![warn(',
    ].join('\n');
    expect(codeLinesAdded({ path: 'tracing-core/src/lib.rs', patch: favicon, additions: 1 })).toEqual(0);
    expect(codeLinesChanged({ path: 'tracing-core/src/lib.rs', patch: favicon, additions: 1, deletions: 0 })).toEqual(0);
    // A setting's URL moved, the closing `)]` and a new block written whole: documentation too.
    const moved = ['@@ -10,4 +10,7 @@', ' #![doc(', '-    html_logo_url = "https://example.org/master/logo.png",', '+    html_logo_url = "https://example.org/main/logo.png",', ' )]', '+#![doc(', '+    html_root_url = "https://docs.rs/x/1.0.0",', '+)]', ' pub mod a;'].join('\n');
    expect(codeLinesAdded({ path: 'src/lib.rs', patch: moved, additions: 4 })).toEqual(0);
    expect(codeLinesChanged({ path: 'src/lib.rs', patch: moved, additions: 4, deletions: 1 })).toEqual(0);
  });
  it('still counts a wrapped attribute that is not rustdoc\'s, and a doc block that does not close, as code', () => {
    const cfg = ['@@ -1,3 +1,6 @@', ' #[cfg(', '+    feature = "std",', ' )]', ' pub mod a;', '+#[cfg_attr(', '+    feature = "serde", derive(Serialize)', '+)]'].join('\n');
    expect(codeLinesAdded({ path: 'src/lib.rs', patch: cfg, additions: 4 })).toEqual(4);
    // No `)]` in sight: the hunk does not show where the attribute ends.
    const open = ['@@ -1,2 +1,3 @@', ' #![doc(', '+    html_favicon_url = "https://example.org/favicon.ico",', ' fn main() {}'].join('\n');
    expect(codeLinesAdded({ path: 'src/main.rs', patch: open, additions: 1 })).toEqual(1);
    // In another language, `#![doc(` means nothing.
    expect(codeLinesAdded({ path: 'src/app.py', patch: ['@@ -1,2 +1,3 @@', ' x = [', '+    doc(1),', ' ]'].join('\n'), additions: 1 })).toEqual(1);
  });
});

describe('codeLinesAdded (Python @overload stubs, calib42)', () => {
  // Modeled on a command-line library's first contribution that typed its editor helper with overloads.
  const overloads = [
    '@@ -545,6 +545,17 @@ class Editor:',
    '             ) from e',
    ' ',
    '-    def edit(self, text: t.AnyStr | None) -> t.AnyStr | None:',
    '+    @t.overload',
    '+    def edit(self, text: bytes | bytearray) -> bytes | None: ...',
    '+',
    '+    # None edits an empty text, returned as str as before.',
    '+    @t.overload',
    '+    def edit(',
    '+        self, text: str | None',
    '+    ) -> str | None:',
    '+        ...',
    '+',
    '+    def edit(self, text: str | bytes | bytearray | None) -> str | bytes | None:',
    '         import tempfile',
    ' ',
    '-        if not text:',
    '+        if text is None:',
    '             data = b""',
  ].join('\n');
  it('counts no code in the stubs the type checker alone reads; the implementation and its body still count', () => {
    // The implementation's new signature and the changed condition: two lines.
    expect(codeLinesAdded({ path: 'src/cli/_termui_impl.py', patch: overloads, additions: 12 })).toEqual(2);
    const module = ['@@ -1,2 +1,8 @@', ' import typing', '+@typing.overload', '+def load(path: str) -> str: ...', '+@typing_extensions.overload', '+@classmethod', '+async def load(path: bytes) -> bytes: ...', '+def load(path): return read(path)'].join('\n');
    expect(codeLinesAdded({ path: 'src/pkg/io.py', patch: module, additions: 6 })).toEqual(1);
  });
  it('counts a decorated function whose body is code, a stub cut by the hunk, and the same lines in another language', () => {
    const body = ['@@ -1,1 +1,4 @@', ' import typing', '+@overload', '+def load(path: str) -> str:', '+    return open(path).read()'].join('\n');
    expect(codeLinesAdded({ path: 'src/pkg/io.py', patch: body, additions: 3 })).toEqual(3);
    const cut = ['@@ -1,1 +1,3 @@', ' import typing', '+@overload', '+def load(', '+    path: str,'].join('\n');
    expect(codeLinesAdded({ path: 'src/pkg/io.py', patch: cut, additions: 3 })).toEqual(3);
    const other = ['@@ -1,1 +1,3 @@', ' import typing', '+@memoize', '+def load(path: str) -> str: ...'].join('\n');
    expect(codeLinesAdded({ path: 'src/pkg/io.py', patch: other, additions: 2 })).toEqual(2);
  });
});

describe('codeUnchanged (Go directives)', () => {
  it('takes an added or changed //go:generate line for code, a reworded comment for none', () => {
    const directive = ['@@ -1,3 +1,4 @@', ' package main', '+//go:generate go run github.com/someone/gen@latest', ' ', ' type Color int'].join('\n');
    expect(codeUnchanged({ path: 'main.go', status: 'modified', patch: directive })).toBe(false);
    const typo = ['@@ -1,3 +1,3 @@', ' package main', '-// Color is a colour of the pallete.', '+// Color is a colour of the palette.', ' type Color int'].join('\n');
    expect(codeUnchanged({ path: 'main.go', status: 'modified', patch: typo })).toBe(true);
  });
});

describe('codeUnchanged (Swift, Dart, Solidity: // comments)', () => {
  const patch = (removed: string[], added: string[]) => ['@@ -40,4 +40,4 @@', '     /// credential while the request was in flight.', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`), '     func isRequest(_ urlRequest: URLRequest, authenticatedWith credential: Credential) -> Bool'].join('\n');
  const unchanged = (path: string, removed: string[], added: string[]) => codeUnchanged({ path, status: 'modified', patch: patch(removed, added) });

  it("reads a doc comment's typo fixed as no code change (Alamofire's 'chore: fix some typos' in AuthenticationInterceptor.swift)", () => {
    expect(unchanged('Source/Features/AuthenticationInterceptor.swift', ['    /// how the result is used in the refresh lifecyle, let us walk through'], ['    /// how the result is used in the refresh lifecycle, let us walk through'])).toBe(true);
    expect(unchanged('lib/src/auth/session.dart', ['  // Refresh the tokne when it expires.'], ['  // Refresh the token when it expires.', ''])).toBe(true);
  });

  it('reads any other changed line as code, a comment after code included', () => {
    expect(unchanged('Source/Features/AuthenticationInterceptor.swift', ['        return credential.requiresRefresh'], ['        return false'])).toBe(false);
    expect(unchanged('Source/Features/AuthenticationInterceptor.swift', ['        let url = "https://a.example" // old'], ['        let url = "https://b.example" // old'])).toBe(false);
    expect(unchanged('contracts/Vault.sol', ['    /// @notice Only the owner withdraws.', '    require(msg.sender == owner);'], ['    /// @notice Anyone withdraws.'])).toBe(false);
  });
});

describe('codeUnchanged (PHP type declarations)', () => {
  const patch = (removed: string[], added: string[]) => ['@@ -10,3 +10,3 @@', ' class CookieJar implements CookieJarInterface', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`), ' }'].join('\n');
  const unchanged = (removed: string[], added: string[]) => codeUnchanged({ path: 'src/Cookie/CookieJar.php', status: 'modified', patch: patch(removed, added) });

  it("reads return, parameter and property types added as the same code, a signature rewrapped with them too (guzzle's 'Added return types to many anonymous functions')", () => {
    expect(unchanged(['        return array_map(function (SetCookie $cookie) {'], ['        return array_map(function (SetCookie $cookie): array {'])).toBe(true);
    expect(unchanged(['                function (SetCookie $cookie) use ($domain) {'], ['                function (SetCookie $cookie) use ($domain): bool {'])).toBe(true);
    expect(unchanged(['    private $strictMode;'], ['    private bool $strictMode;'])).toBe(true);
    expect(unchanged(['    public function __construct($strictMode = false, $cookieArray = [])'], ['    public function __construct(bool $strictMode = false, array $cookieArray = [])'])).toBe(true);
    // Its parameters joined onto one line, `{` below, a docblock replaced: PSR-12's layout of the same signature.
    expect(unchanged(['     * @return bool', '     */', '    public static function shouldPersist(', '        SetCookie $cookie,', '        $allowSessionCookies = false', '    ) {'], ['     */', '    public static function shouldPersist(SetCookie $cookie, bool $allowSessionCookies = false): bool', '    {'])).toBe(true);
  });

  it('still reads a cast, a default, a check or a statement beside the types as code changed', () => {
    expect(unchanged(['        $this->data[\'Secure\'] = $secure;'], ['        $this->data[\'Secure\'] = (bool) $secure;'])).toBe(false);
    expect(unchanged(['    public function __construct($strictMode = false)'], ['    public function __construct(bool $strictMode = true)'])).toBe(false);
    expect(unchanged(['    public function clear($domain = null)', '    {'], ['    public function clear(?string $domain = null): void', '    {', '        if ($domain === \'\') return;'])).toBe(false);
    expect(unchanged(['        return $this->data[\'Max-Age\'];'], ['        return (int) $this->data[\'Max-Age\'];'])).toBe(false);
  });
});

describe('codeUnchanged (PHP long arrays written short)', () => {
  const patch = (removed: string[], added: string[]) => ['@@ -10,3 +10,3 @@', ' class Cookies implements CookiesInterface', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`), ' }'].join('\n');
  const unchanged = (removed: string[], added: string[]) => codeUnchanged({ path: 'Slim/Http/Cookies.php', status: 'modified', patch: patch(removed, added) });

  it("reads array( … ) written [ … ] as the same value, over several lines, nested, after return (a framework's 'Update Cookies docblocks')", () => {
    expect(unchanged(['    protected $defaults = array(', "        'value' => '',", "        'secure' => false,", '    );'], ['    protected $defaults = [', "        'value' => '',", "        'secure' => false,", '    ];'])).toBe(true);
    expect(unchanged(["        return array('a' => array(1, 2), 'b' => strlen(')'));"], ["        return ['a' => [1, 2], 'b' => strlen(')')];"])).toBe(true);
    expect(unchanged(['        $this->cookies = array();'], ['        $this->cookies = [];'])).toBe(true);
  });

  it('still reads another value, a call named like array or a list( destructuring as code changed', () => {
    expect(unchanged(["    protected $defaults = array('secure' => false);"], ["    protected $defaults = ['secure' => true];"])).toBe(false);
    expect(unchanged(['        $x = to_array($y);'], ['        $x = to_[$y];'])).toBe(false);
    expect(unchanged(['        $x = $this->array($y);'], ['        $x = $this->[$y];'])).toBe(false);
    expect(unchanged(['        $x = array($y);'], ['        $x = array($y, $z);'])).toBe(false);
  });
});

describe('codeUnchanged (Python signatures rewrapped with their annotations)', () => {
  const patch = (removed: string[], added: string[], context = '    def __init__(') => ['@@ -20,4 +20,4 @@', ' class TokenAuth(Auth):', ...(context === '' ? [] : [` ${context}`]), ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`), '         self._token = token'].join('\n');
  const unchanged = (removed: string[], added: string[], context = '') => codeUnchanged({ path: 'wirecall/_auth.py', status: 'modified', patch: patch(removed, added, context) });

  it("reads a signature joined onto one line as its annotations are respelled, and quoted forward references unquoted, as the same code (an HTTP client's 'Use `__future__.annotations`')", () => {
    expect(unchanged(['    def __init__(', '        self, token: typing.Union[str, bytes], scheme: typing.Optional[str] = None', '    ) -> None:'], ['    def __init__(self, token: str | bytes, scheme: str | None = None) -> None:'])).toBe(true);
    // The opening line unchanged above the parameters (a context line of the hunk).
    expect(unchanged(['        self, request: Request, challenge: "_Challenge"', '    ) -> "_Digest":'], ['        self, request: Request, challenge: _Challenge', '    ) -> _Digest:'], '    def _build(')).toBe(true);
    expect(unchanged(['    _HASHES: typing.Dict[str, typing.Callable[[bytes], "_Hash"]] = {'], ['    _HASHES: dict[str, typing.Callable[[bytes], _Hash]] = {'])).toBe(true);
    expect(unchanged(["        self._last: typing.Optional['_Challenge'] = None"], ['        self._last: _Challenge | None = None'])).toBe(true);
  });

  it('still reads another parameter, default, value or a string made a name outside an annotation as code changed', () => {
    expect(unchanged(['    def __init__(', '        self, token: typing.Union[str, bytes]', '    ) -> None:'], ['    def __init__(self, token: str | bytes, scheme: str = "Bearer") -> None:'])).toBe(false);
    expect(unchanged(['    def __init__(', '        self, token: str, scheme: str = "Bearer"', '    ) -> None:'], ['    def __init__(self, token: str, scheme: str = Bearer) -> None:'])).toBe(false);
    // A dictionary's entry, a subscript or a default: the quoted text is a value.
    expect(unchanged(['        "scheme": "Bearer",'], ['        "scheme": Bearer,'], '        headers = {')).toBe(false);
    expect(unchanged(['        scheme: "Bearer",'], ['        scheme: Bearer,'])).toBe(false);
    expect(unchanged(['        value: typing.Optional[str] = request.headers["Authorization"]'], ['        value: str | None = request.headers[Authorization]'])).toBe(false);
    expect(unchanged(['    def check(self, realm: str = "admin") -> bool:'], ['    def check(self, realm: str = admin) -> bool:'])).toBe(false);
    // Lines joined where the statement ends: two statements are not one.
    expect(unchanged(['        check = verify', '        (token)'], ['        check = verify(token)'])).toBe(false);
  });
});

describe('codeUnchanged (Ruby constants frozen)', () => {
  const patch = (removed: string[], added: string[]) => ['@@ -1,3 +1,3 @@', ' module Rack', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`), ' end'].join('\n');
  const unchanged = (removed: string[], added: string[]) => codeUnchanged({ path: 'lib/rack/auth/abstract/request.rb', status: 'modified', patch: patch(removed, added) });

  it("reads a constant's value frozen, or its freeze dropped, as the same code (rack's 'Freeze more internal constants')", () => {
    expect(unchanged(["  AUTHORIZATION_KEYS = ['HTTP_AUTHORIZATION', 'X-HTTP_AUTHORIZATION']"], ["  AUTHORIZATION_KEYS = ['HTTP_AUTHORIZATION', 'X-HTTP_AUTHORIZATION'].freeze"])).toBe(true);
    expect(unchanged(['  Utils::DEFAULT_SEP = /[&] */n'], ['  Utils::DEFAULT_SEP = /[&] */n.freeze'])).toBe(true);
    expect(unchanged(['  }'], ['  }.freeze'])).toBe(true);
    expect(unchanged(["  PATTERN = 'x'.freeze"], ["  PATTERN = 'x'"])).toBe(true);
  });

  it('still reads another value, a freeze of something other than a constant, or a comparison as code changed', () => {
    expect(unchanged(["  KEYS = ['a']"], ["  KEYS = ['a', 'b'].freeze"])).toBe(false);
    expect(unchanged(['  @keys = keys'], ['  @keys = keys.freeze'])).toBe(false);
    expect(unchanged(['  env[KEY] = value'], ['  env[KEY] = value.freeze'])).toBe(false);
    expect(unchanged(['  KEYS == other'], ['  KEYS == other.freeze'])).toBe(false);
  });
});

describe('codeUnchanged (Dockerfile comments)', () => {
  const patch = (...lines: string[]) => ['@@ -1,4 +1,4 @@', ...lines].join('\n');
  it('reads a Dockerfile whose diff changes only comment lines as unchanged, a template of one too', () => {
    const notes = patch('-# Find builder images on Docker Hub.', '+# This file is based on these images:', '+#   - https://hub.docker.com/r/hexpm/elixir/tags', ' FROM ${BUILDER_IMAGE} AS builder');
    expect(codeUnchanged({ path: 'Dockerfile', status: 'modified', patch: notes })).toBe(true);
    expect(codeUnchanged({ path: 'priv/templates/phx.gen.release/Dockerfile.eex', status: 'modified', patch: notes })).toBe(true);
    expect(codeUnchanged({ path: 'docker/api.Dockerfile', status: 'modified', patch: notes })).toBe(true);
  });
  it('does not when an instruction, a parser directive or a shebang changes', () => {
    expect(codeUnchanged({ path: 'Dockerfile', status: 'modified', patch: patch('-# base image', '+# base image', '-FROM node:20', '+FROM node:22') })).toBe(false);
    expect(codeUnchanged({ path: 'Dockerfile', status: 'modified', patch: patch('-# syntax=docker/dockerfile:1', '+# syntax=ghcr.io/someone/dockerfile:latest', ' FROM node:22') })).toBe(false);
    expect(codeUnchanged({ path: 'Dockerfile', status: 'modified', patch: patch('-#!/bin/sh', '+#!/usr/bin/env python3', ' print("hi")') })).toBe(false);
    expect(codeUnchanged({ path: 'Dockerfile', status: 'modified', patch: patch('-# escape=\\', '+# escape=`', ' FROM node:22') })).toBe(false);
  });
});

describe('isInertChange', () => {
  const ctx = makeContext();
  it('holds for a Rust doc-comment edit with #[doc(inline)] beside it', () => {
    const patch = ['@@ -31,2 +31,5 @@', '+/// Cookie signing and encryption key.', '+///', ' #[cfg(feature = "cookie-signed")]', '+#[doc(inline)]', ' pub use cookie::Key;'].join('\n');
    expect(isInertChange(makeSnapshot({ files: [makeFile('axum-extra/src/extract/cookie/mod.rs', { patch, additions: 3, deletions: 0 })] }), ctx)).toEqual(true);
  });
  it('holds for docs, media and comment-only source edits', () => {
    expect(isInertChange(makeSnapshot({ files: [makeFile('README.md'), makeFile('docs/logo.png')] }), ctx)).toEqual(true);
    expect(isInertChange(makeSnapshot({ files: [makeFile('src/retry.ts', { patch: COMMENTS_ONLY })] }), ctx)).toEqual(true);
  });
  it('fails for code, configuration, or files GitHub did not list', () => {
    expect(isInertChange(makeSnapshot({ files: [makeFile('src/retry.ts', { patch: CODE })] }), ctx)).toEqual(false);
    expect(isInertChange(makeSnapshot({ files: [makeFile('README.md'), makeFile('Dockerfile')] }), ctx)).toEqual(false);
    expect(isInertChange(makeSnapshot({ files: [makeFile('README.md')], changedFiles: 2 }), ctx)).toEqual(false);
    expect(isInertChange(makeSnapshot({ files: [] }), ctx)).toEqual(false);
  });
});

describe('untestedCode', () => {
  const ctx = makeContext();
  const lines = (...files: SnapshotFile[]) => {
    const snapshot = makeSnapshot({ files, checkRuns: [makeCheckRun('ci')] });
    return untestedCode(snapshot, ctx, analyzeEvidence(snapshot, ctx)).map((f) => [f.path, f.codeLines]);
  };
  const patchOf = (sign: '+' | '-', body: readonly string[], start = 1) =>
    [sign === '+' ? `@@ -${start},0 +${start},${body.length} @@` : `@@ -${start},${body.length} +${start},0 @@`, ...body.map((l) => `${sign}${l}`)].join('\n');
  const PARSE = [
    'def parse_etag(value):',
    '    """Parse an entity tag header.',
    '',
    '    Returns the tag and whether it is weak.',
    '    """',
    '    value = value.strip()',
    '    weak = value.startswith("W/")',
    '    if weak:',
    '        value = value[2:]',
    '    return unquote(value), weak',
  ];
  it('counts no line of a function moved from one module to another (werkzeug split its headers module)', () => {
    const from = makeFile('src/pkg/headers.py', { patch: patchOf('-', PARSE, 40), additions: 0, deletions: 10 });
    const to = makeFile('src/pkg/etag.py', { status: 'added', patch: patchOf('+', ['from .http import unquote', '', ...PARSE]), additions: 12, deletions: 0 });
    // The import the new module needs is new code; the function is not.
    expect(lines(from, to)).toEqual([['src/pkg/etag.py', 1]]);
    // Re-indented into a class, or out of a module the PR deletes: moved all the same.
    const method = makeFile('src/pkg/etag.py', { status: 'added', patch: patchOf('+', ['class ETag:', ...PARSE.map((l) => (l === '' ? l : `    ${l}`))]), additions: 11, deletions: 0 });
    expect(lines(makeFile('src/pkg/headers.py', { status: 'removed', patch: patchOf('-', PARSE), additions: 0, deletions: 10 }), method)).toEqual([['src/pkg/etag.py', 1]]);
  });
  it('counts only the new lines of a moved function that also gains a branch', () => {
    const from = makeFile('src/pkg/headers.py', { patch: patchOf('-', PARSE, 40), additions: 0, deletions: 10 });
    const grown = [...PARSE.slice(0, 8), '        value = value[2:]', '    if not value:', '        raise ValueError("empty tag")', PARSE[9] ?? ''];
    const to = makeFile('src/pkg/etag.py', { status: 'added', patch: patchOf('+', grown), additions: 12, deletions: 0 });
    // The docstring moved with it is text, read once: neither code nor taken off the new lines.
    expect(lines(from, to)).toEqual([['src/pkg/etag.py', 2]]);
  });
  it('counts a function copied to another module (kept where it was), and the second copy of a moved one', () => {
    const copy = (path: string) => makeFile(path, { status: 'added', patch: patchOf('+', PARSE), additions: 10, deletions: 0 });
    expect(lines(copy('src/pkg/etag.py'))).toEqual([['src/pkg/etag.py', 6]]);
    const from = makeFile('src/pkg/headers.py', { patch: patchOf('-', PARSE, 40), additions: 0, deletions: 10 });
    expect(lines(from, copy('src/pkg/etag.py'), copy('src/pkg/range.py'))).toEqual([['src/pkg/range.py', 6]]);
    // Moved into an example (asked no test) and copied into the library: the library's copy counts.
    expect(lines(from, copy('src/pkg/etag.py'), copy('examples/etag/app.py'))).toEqual([['src/pkg/etag.py', 6]]);
  });
  it('counts no PHP method or property that only gains its type declarations (symfony/console "Add return types"); a changed body or default counts', () => {
    const typed = (removed: readonly string[], added: readonly string[]) =>
      lines(makeFile('Command/Command.php', { patch: [`@@ -40,${removed.length + 1} +40,${added.length + 1} @@`, ' {', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n'), additions: added.length, deletions: removed.length }));
    expect(
      typed(
        ['    private $format;', '    private static $formats;', '    public function getName()', '    public function setCode(callable $code)', '    public function run(InputInterface $input = null, OutputInterface $output = null)', '    public function addOption(', '        $name,', '        $shortcut = null,', '    ) {', '        $this->rows = array_map(static fn ($row) => $row, $rows);'],
        ['    private ?string $format;', '    private static ?array $formats;', '    public function getName(): string', '    public function setCode(callable|\\Closure $code): static', '    public function run(?InputInterface $input = null, ?OutputInterface $output = null): int', '    public function addOption(', '        string $name,', '        string|array|null $shortcut = null,', '    ): static {', '        $this->rows = array_map(static fn (array $row): array => $row, $rows);'],
      ),
    ).toEqual([]);
    // A body, a default, a modifier or a name that changes with the types is code.
    expect(typed(['    public function getName()', '    private $hidden = false;', '    private static $formats;'], ['    public function getTitle(): string', '    private bool $hidden = true;', '    private ?array $formats;'])).toEqual([['Command/Command.php', 3]]);
    expect(typed(['        return $this->name;'], ['        return $this->name ?? throw new LogicException();'])).toEqual([['Command/Command.php', 1]]);
  });
  it('counts no import rewritten to follow a module the PR renames (werkzeug shortened its submodule names); another import counts', () => {
    const renamed = makeFile('src/pkg/datastructures/accept.py', { status: 'renamed', previousPath: 'src/pkg/datastructures/accept_headers.py', patch: null, additions: 0, deletions: 0 });
    const rewrite = (added: string) => makeFile('src/pkg/datastructures/__init__.py', { patch: ['@@ -1,2 +1,2 @@', '-from .accept_headers import Accept as Accept', added, ' from .auth import Authorization'].join('\n'), additions: 1, deletions: 1 });
    expect(lines(renamed, rewrite('+from .accept import Accept as Accept'))).toEqual([]);
    expect(lines(renamed, rewrite('+from .mime import Accept as Accept'))).toEqual([['src/pkg/datastructures/__init__.py', 1]]);
  });
  it('reads a bounded pool: a line removed past 20,000 lines of files not counted stands for nothing', () => {
    const filler = Array.from({ length: 20_000 }, (_, i) => `x_${i} = ${i}`);
    const to = makeFile('src/pkg/etag.py', { status: 'added', patch: patchOf('+', ['run(cmd)']), additions: 1, deletions: 0 });
    const removedAt = (body: string[]) => makeFile('src/pkg/old.py', { status: 'removed', patch: patchOf('-', body), additions: 0, deletions: body.length });
    expect(lines(removedAt(['run(cmd)', ...filler]), to)).toEqual([]);
    expect(lines(removedAt([...filler, 'run(cmd)']), to)).toEqual([['src/pkg/etag.py', 1]]);
  });
  it("takes a removed line first in its own hunk, then anywhere: a rewrite stays with its file", () => {
    const rewrite = makeFile('src/pkg/a.py', { patch: ['@@ -3,1 +3,1 @@', '-verify(sig)  # type: ignore', '+verify(sig)'].join('\n'), additions: 1, deletions: 1 });
    const fresh = makeFile('src/pkg/b.py', { patch: patchOf('+', ['verify(sig)']), additions: 1, deletions: 0 });
    expect(lines(fresh, rewrite)).toEqual([['src/pkg/b.py', 1]]);
  });
  const untested = (...paths: string[]) => {
    // CODE's `// off by one` would be prose in Python (no Python statement has two plain words side by side).
    const snapshot = makeSnapshot({ files: paths.map((path) => makeFile(path, { patch: path.endsWith('.py') ? PY_CODE : CODE })), checkRuns: [makeCheckRun('ci')] });
    return untestedCode(snapshot, ctx, analyzeEvidence(snapshot, ctx)).map((f) => f.path);
  };
  it("asks no tests of an example's, a playground's or the documentation site's code; the library's own still counts", () => {
    expect(untested('examples/custom-labels/main.go')).toEqual([]);
    // Go's _examples/, which the go tool never builds; a package merely named like it still counts.
    expect(untested('_examples/rest/main.go')).toEqual([]);
    expect(untested('internal/my_examples/run.go')).toEqual(['internal/my_examples/run.go']);
    expect(untested('docs/.vitepress/theme/components/VersionsList.vue', 'playground/vitestSetup.ts')).toEqual([]);
    // A playground named for what it plays with (a framework's single-file-component playground); a module merely ending in "playground" still counts.
    expect(untested('packages-private/sfc-playground/src/VersionSelect.vue', 'packages-private/sfc-playground/vite.config.ts')).toEqual([]);
    expect(untested('src/playground.ts', 'src/myplayground/run.ts')).toEqual(['src/playground.ts', 'src/myplayground/run.ts']);
    expect(untested('examples/created/main.go', 'prometheus/promhttp/http.go')).toEqual(['prometheus/promhttp/http.go']);
    expect(untested('packages/docs/src/render.ts')).toEqual(['packages/docs/src/render.ts']);
    // A Go package named doc ships with the library (a man-page generator).
    expect(untested('doc/man_docs.go')).toEqual(['doc/man_docs.go']);
  });
  it("asks no tests of Gradle's and Maven's wrapper scripts, which the wrapper task regenerates; a script merely named like one still counts", () => {
    // Modeled on a mocking library's "Update Gradle to 8.14.2": gradlew and gradlew.bat rewritten by `gradle wrapper`.
    expect(untested('gradlew', 'gradlew.bat', 'subproject/mvnw', 'mvnw.cmd')).toEqual([]);
    expect(untested('gradlew', 'scripts/gradlew-helper.sh', 'src/main/java/App.java')).toEqual(['scripts/gradlew-helper.sh', 'src/main/java/App.java']);
  });
  it('asks no tests of declaration files (.d.ts, .d.cts, .pyi), which never run; the code beside them still counts', () => {
    expect(untested('index.d.ts', 'index.d.cts', 'types/client.d.mts', 'src/pkg/_core.pyi')).toEqual([]);
    expect(untested('index.d.ts', 'lib/core/Axios.js')).toEqual(['lib/core/Axios.js']);
    expect(untested('src/pkg/core.py', 'src/dts.ts')).toEqual(['src/pkg/core.py', 'src/dts.ts']);
  });
  it('asks no tests of a linter\'s, formatter\'s or test runner\'s configuration written as code (calib30); build configuration and the code beside them still count', () => {
    expect(untested('eslint.config.js', '.eslintrc.cjs', 'prettier.config.mjs', 'commitlint.config.ts', 'lint-staged.config.mjs')).toEqual([]);
    expect(untested('packages/web/jest.config.ts', 'vitest.config.mts', 'vitest.workspace.ts', 'playwright.config.ts', '.mocharc.js', 'karma.conf.js', 'noxfile.py')).toEqual([]);
    expect(untested('eslint.config.js', 'lib/reply.js')).toEqual(['lib/reply.js']);
    expect(untested('webpack.config.js', 'vite.config.ts', 'babel.config.js', 'rollup.config.mjs')).toEqual(['webpack.config.js', 'vite.config.ts', 'babel.config.js', 'rollup.config.mjs']);
    // Names that only contain a tool's name are code of the project's own.
    expect(untested('src/eslint.config.helpers.js', 'src/jest.configure.ts', 'src/my-eslint.config.js')).toEqual(['src/eslint.config.helpers.js', 'src/jest.configure.ts', 'src/my-eslint.config.js']);
  });
});
