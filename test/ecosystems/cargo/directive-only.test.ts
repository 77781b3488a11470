import { describe, expect, it } from 'vitest';
import { directiveOnlyBuildScript } from '../../../src/ecosystems/cargo/directive-only.js';

const lines = (...l: string[]): string => `${l.join('\n')}\n`;

// A build script that picks cfg flags from TARGET, as log-style crates do for targets without atomics.
const ATOMICS = lines(
  '//! Sets `cfg` flags for targets without atomic compare-and-swap.',
  'use std::env;',
  '',
  'fn main() {',
  '    let target = match env::var("TARGET") {',
  '        Ok(target) => target,',
  '        Err(_) => return,',
  '    };',
  '    if !target.starts_with("thumbv6m") {',
  '        println!("cargo:rustc-cfg=has_cas");',
  '    }',
  '    println!("cargo:rustc-check-cfg=cfg(has_cas)");',
  "    let pointer_width: &'static str = if target.contains(\"64\") { \"64\" } else { \"32\" };",
  '    println!("cargo:rustc-cfg=width_{}", pointer_width);',
  '    println!("cargo:rerun-if-changed=build.rs");',
  '}',
);

describe('directiveOnlyBuildScript', () => {
  it('accepts a script that reads environment variables and prints cfg and rerun directives', () => {
    expect(directiveOnlyBuildScript(ATOMICS)).toBe(true);
    expect(directiveOnlyBuildScript(lines('fn main() {', '    println!("cargo:rustc-cfg=lib_build");', '    println!("cargo:rerun-if-changed=src/build.rs");', '}'))).toBe(true);
  });

  it('refuses a script that runs a process, touches files or the network, or uses another crate', () => {
    const probe = ATOMICS.replace('use std::env;', 'use std::env;\nuse std::process::Command;').replace('fn main() {', 'fn main() {\n    let _ = Command::new("rustc").arg("--version").output();');
    expect(directiveOnlyBuildScript(probe)).toBe(false);
    expect(directiveOnlyBuildScript(ATOMICS.replace('use std::env;', 'use std::{env, fs};'))).toBe(false);
    expect(directiveOnlyBuildScript(ATOMICS.replace('    println!("cargo:rerun-if-changed=build.rs");', '    std::fs::write("/tmp/x", "y").unwrap();'))).toBe(false);
    expect(directiveOnlyBuildScript(ATOMICS.replace('    println!("cargo:rerun-if-changed=build.rs");', '    cc::Build::new().file("src/shim.c").compile("shim");'))).toBe(false);
    expect(directiveOnlyBuildScript(ATOMICS.replace('use std::env;', 'use std::env;\nuse std::net::TcpStream;'))).toBe(false);
    expect(directiveOnlyBuildScript(ATOMICS.replace('use std::env;', 'use std::env;\nmod helper;'))).toBe(false);
    expect(directiveOnlyBuildScript(ATOMICS.replace('fn main() {', 'fn main() {\n    include!("payload.rs");'))).toBe(false);
    expect(directiveOnlyBuildScript(ATOMICS.replace('fn main() {', 'fn main() {\n    unsafe { run() };'))).toBe(false);
    expect(directiveOnlyBuildScript(ATOMICS.replace('fn main() {', '#[link(name = "evil")]\nextern "C" { fn run(); }\nfn main() {'))).toBe(false);
  });

  it('refuses linker and link directives, and values that would leave the build', () => {
    expect(directiveOnlyBuildScript(ATOMICS.replace('cargo:rustc-cfg=has_cas', 'cargo:rustc-link-arg=-B./tools'))).toBe(false);
    expect(directiveOnlyBuildScript(ATOMICS.replace('cargo:rustc-cfg=has_cas', 'cargo::rustc-link-lib=helper'))).toBe(false);
    // A secret read from the environment printed as a warning (CI logs) or compiled into the binary.
    expect(directiveOnlyBuildScript(ATOMICS.replace('cargo:rustc-cfg=width_{}", pointer_width', 'cargo:warning={}", env::var("NPM_TOKEN").unwrap()'))).toBe(false);
    expect(directiveOnlyBuildScript(ATOMICS.replace('cargo:rustc-cfg=width_{}', 'cargo:rustc-env=BUILD_KEY={}'))).toBe(false);
    // rustc-env lands in the compiler's environment: LD_PRELOAD there loads code into rustc.
    expect(directiveOnlyBuildScript(ATOMICS.replace('cargo:rustc-cfg=has_cas', 'cargo:rustc-env=LD_PRELOAD=./target/hook.so'))).toBe(false);
    expect(directiveOnlyBuildScript(ATOMICS.replace('cargo:rustc-cfg=has_cas', 'cargo:warning=atomics disabled'))).toBe(true);
    // A directive printed from a computed format string, or printed text that is no directive.
    expect(directiveOnlyBuildScript(ATOMICS.replace('println!("cargo:rerun-if-changed=build.rs");', 'println!(concat!("cargo:", "rustc-link-arg=-B."));'))).toBe(false);
    expect(directiveOnlyBuildScript(ATOMICS.replace('println!("cargo:rerun-if-changed=build.rs");', 'println!("{}", target);'))).toBe(false);
  });

  it('refuses a line break smuggled into a printed value (a second directive)', () => {
    expect(directiveOnlyBuildScript(ATOMICS.replace('"64" } else', '"64\\ncargo:rustc-link-arg=-B." } else'))).toBe(false);
    expect(directiveOnlyBuildScript(ATOMICS.replace('"64" } else', '"64\ncargo:rustc-link-arg=-B." } else'))).toBe(false);
    expect(directiveOnlyBuildScript(ATOMICS.replace('"64" } else', 'r"64" } else'))).toBe(false);
    expect(directiveOnlyBuildScript(ATOMICS.replace('if target.contains("64")', 'if (10u8 as char) == \'x\''))).toBe(false);
    expect(directiveOnlyBuildScript(ATOMICS.replace('if target.contains("64")', 'if String::from_utf8(vec![10]).is_ok()'))).toBe(false);
  });

  it('refuses an unterminated literal or comment and a script beyond the size it reads', () => {
    expect(directiveOnlyBuildScript('fn main() { println!("cargo:rustc-cfg=x); }')).toBe(false);
    expect(directiveOnlyBuildScript('fn main() { /* open')).toBe(false);
    expect(directiveOnlyBuildScript(`${ATOMICS}${'// padding\n'.repeat(3000)}`)).toBe(false);
  });
});
