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
