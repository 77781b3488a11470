import { describe, expect, it } from 'vitest';
import { codeText, continuedLines, MAX_VALUE_LINES } from '../../../src/ecosystems/code/code-text.js';

describe('codeText: Rust quotes', () => {
  it('reads a byte literal as a character, and a lifetime or label as code', () => {
    expect(codeText("            b'[' => de::Error::invalid_type(Unexpected::Seq, exp),", 'rust').masked).toBe("            b' ' => de::Error::invalid_type(Unexpected::Seq, exp),");
    expect(codeText("    fn f<'de>(self, _name: &'static str, visitor: V) -> Result<V::Value> {", 'rust').masked).toBe("    fn f<'de>(self, _name: &'static str, visitor: V) -> Result<V::Value> {");
    expect(codeText("    'outer: loop { break 'outer; }", 'rust').masked).toBe("    'outer: loop { break 'outer; }");
  });
  it('still blanks a character literal and a string', () => {
    expect(codeText("    let c = 'a'; let s = \"x'y\";", 'rust').masked).toBe("    let c = ' '; let s = \"   \";");
    expect(codeText("    if ch == '\\n' { run(cmd) }", 'rust').masked).toBe("    if ch == '  ' { run(cmd) }");
  });
});

describe('codeText: C# strings', () => {
  it('reads a verbatim string to its closing quote: a backslash is a character, "" a quote', () => {
    expect(codeText('var dir = @"C:\\tools\\"; Process.Start(dir + exe);', 'csharp').masked).toBe('var dir = @"         "; Process.Start(dir + exe);');
    expect(codeText('var q = @"say ""hi"""; Run(q);', 'csharp').masked).toBe('var q = @"          "; Run(q);');
    expect(codeText('var p = $@"{root}\\bin\\"; Run(p);', 'csharp').masked).toBe('var p = $@"           "; Run(p);');
  });
  it('keeps a backslash an escape in a plain or interpolated string, and cuts a line comment', () => {
    expect(codeText('var s = $"a\\"{name}\\""; // Process.Start(s)', 'csharp')).toEqual({ masked: 'var s = $"           "; ', code: 'var s = $"a\\"{name}\\""; ', isComment: false });
  });
  it('reads the same text in Java with the backslash as an escape (no verbatim strings there)', () => {
    expect(codeText('String d = @"C:\\"; run(d);', 'java').masked).toBe('String d = @"             ');
  });
});

describe('codeText: JavaScript regular-expression literals', () => {
  it('keeps a literal whole: its // and quotes are the pattern, and a comment after it is still cut', () => {
    const line = 'const ALLOWED = /^https:\\/\\/([a-z0-9-]+\\.)?example\\.com\\//;';
    expect(codeText(line, 'js')).toEqual({ masked: line, code: line, isComment: false });
    expect(codeText(`${line} // our own domain`, 'js').code).toBe(`${line} `);
    expect(codeText("  return /^[\"']?https:\\/\\//.test(url); // quoted or not", 'js')).toEqual({ masked: "  return /^[\"']?https:\\/\\//.test(url); ", code: "  return /^[\"']?https:\\/\\//.test(url); ", isComment: false });
    expect(codeText('if (!/[/]\\//i.test(p)) deny(); // slash', 'js').code).toBe('if (!/[/]\\//i.test(p)) deny(); ');
    expect(codeText("const parts = url.split(/\\/\\//), q = 'a//b'; // split", 'js').masked).toBe("const parts = url.split(/\\/\\//), q = '    '; ");
  });
  it('reads a / after a name, a number, a closing bracket, a string or ++ as a division', () => {
    expect(codeText('const half = a / b // c', 'js').code).toBe('const half = a / b ');
    expect(codeText('const r = (x + 1) / 2 // ratio', 'js').code).toBe('const r = (x + 1) / 2 ');
    expect(codeText('const r = xs[0] / ys[1] / 2 // ratio', 'js').code).toBe('const r = xs[0] / ys[1] / 2 ');
    expect(codeText('const n = i++ / 2 // half', 'js').code).toBe('const n = i++ / 2 ');
    expect(codeText("const w = 'a'.length / 2 // half", 'js').code).toBe("const w = 'a'.length / 2 ");
    expect(codeText('const r = total/count // mean', 'js').code).toBe('const r = total/count ');
  });
  it('cuts a comment after a / that does not close on the line, and after a JSX closing tag', () => {
    expect(codeText('const bad = /[ab // c', 'js').code).toBe('const bad = /[ab ');
    expect(codeText('return <a href={u}>home</a> // link', 'js').code).toBe('return <a href={u}>home</a> ');
    expect(codeText('let a = 1; /* note */ // comment', 'js').code).toBe('let a = 1; /* note */ ');
  });
  it('reads a literal after return, typeof, a keyword or an operator, and at the start of a line', () => {
    expect(codeText('  return /\\/\\//.test(s) // two slashes', 'js').code).toBe('  return /\\/\\//.test(s) ');
    expect(codeText('ok = ok && /^\\/\\/cdn\\./.test(src) // cdn', 'js').code).toBe('ok = ok && /^\\/\\/cdn\\./.test(src) ');
    expect(codeText('/^https:\\/\\//.test(u) || fail()', 'js').code).toBe('/^https:\\/\\//.test(u) || fail()');
    expect(codeText('const f = cond ? /a\\/\\/b/ : /c/ // pick', 'js').code).toBe('const f = cond ? /a\\/\\/b/ : /c/ ');
  });
  it('leaves other languages as they were: a pattern there is a string, and // or # a comment', () => {
    const line = 'x = /^https:\\/\\/acme\\.com\\//; // c';
    for (const language of ['go', 'java', 'csharp', 'c', 'rust', 'php'] as const) expect(codeText(line, language).code, language).toBe('x = /^https:\\/\\/acme\\.com\\');
    expect(codeText('ok = url =~ /^https:\\/\\/acme/ # host', 'ruby').code).toBe('ok = url =~ /^https:\\/\\/acme/ ');
    expect(codeText('ok = re.match(r"^https:\\/\\/acme", url)  # host', 'python').code).toBe('ok = re.match(r"^https:\\/\\/acme", url)  ');
    expect(codeText('[[ $u =~ ^https:// ]] # host', 'shell').code).toBe('[[ $u =~ ^https:// ]] ');
    expect(codeText('a / b // c', null).code).toBe('a / b // c');
  });
  it('stays linear on a long line of slashes, brackets and quotes (a scan from each / to the line end would take seconds)', () => {
    const started = performance.now();
    expect(codeText(`x = ${'(/['.repeat(50_000)} // c`, 'js').code.endsWith('(/[ ')).toBe(true);
    expect(codeText('= /'.repeat(50_000), 'js').isComment).toBe(false);
    expect(codeText(`${', /'.repeat(50_000)}//`, 'js').isComment).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('continuedLines: a value written over several lines', () => {
  const lines = ['payload = {', '  "k": os.environ["NPM_TOKEN"],', '  # a note', '  "h": host,', '}', 'post(payload)'].map((text) => codeText(text, 'python'));
  const at = (j: number) => lines[j] ?? null;
  it('reads the lines up to the bracket that closes the value, passing over comment lines', () => {
    expect(continuedLines(lines[0]!.masked, 0, at).map((t) => t.code)).toEqual(['  "k": os.environ["NPM_TOKEN"],', '  "h": host,', '}']);
  });
  it('reads nothing for a value closed on its line, and stops where the accessor says the value cannot go on', () => {
    expect(continuedLines('x = f(1)', 0, at)).toEqual([]);
    expect(continuedLines(lines[0]!.masked, 0, (j) => (j < 2 ? at(j) : null)).map((t) => t.code)).toEqual(['  "k": os.environ["NPM_TOKEN"],']);
  });
  it(`reads at most ${MAX_VALUE_LINES} lines after the first`, () => {
    const open = codeText('x = [', 'python');
    const item = codeText('  1,', 'python');
    expect(continuedLines(open.masked, 0, () => item)).toHaveLength(MAX_VALUE_LINES);
  });
});
