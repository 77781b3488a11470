import { describe, expect, it } from 'vitest';
import { codeText } from '../../../src/ecosystems/code/code-text.js';

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
