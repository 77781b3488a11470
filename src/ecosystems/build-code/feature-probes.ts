import { walkPatch } from '../code/changed-lines.js';
import { makeFinding, type KeyedFinding } from '../finding.js';

/**
 * `security-probe-broken`: a line added inside a build system's compile test of a security
 * feature (CMake `check_c_source_compiles`, Meson `cc.compiles`/`cc.links`, Autoconf
 * `AC_COMPILE_IFELSE`/`AC_LANG_PROGRAM`) that is no C at all: a lone `.` or other stray
 * punctuation. The test then never compiles, the build concludes the feature is missing, and the
 * program is built without it, silently. xz-utils' Landlock sandbox check was switched off so in
 * 2024 (one `.` added to CMakeLists.txt's test program).
 */

/**
 * C code in a build file: a test program. GitHub's hunks show three lines around a change, so the
 * call that starts the test (`check_c_source_compiles(`) is often outside the hunk; its program's
 * lines (`#include <linux/landlock.h>`, `int main(void)`) are what the hunk shows.
 */
const C_PROGRAM = /^\s*#\s*include\s*[<"]|\bint\s+main\s*\(|\bcheck_(?:c|cxx)_source_(?:compiles|runs)\s*\(|\bcheck_source_(?:compiles|runs)\s*\(|\.(?:compiles|links)\s*\(|\bAC_(?:COMPILE|LINK|RUN)_IFELSE\b|\bAC_LANG_(?:PROGRAM|SOURCE)\b/;
/** What a sandbox or hardening check tests for. */
const SECURITY_FEATURE = /landlock|seccomp|sandbox|capsicum|cap_enter|cap_rights|pledge|unveil|PR_SET_NO_NEW_PRIVS|no_new_privs|fortify|stack[-_]protector|cf-protection|memfd_secret|explicit_bzero|getrandom|arc4random/i;
/** A line that is no C: one to three punctuation characters that cannot stand alone in a program (not quotes: Meson's `'''` closes a test's text; not `,`, which m4 puts between arguments). */
const STRAY = /^\s*[.@$\\~!?:^|&=+-]{1,3}\s*$/;

export function securityProbeFindings(path: string, patch: string): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  let hunkOf = -1;
  let program = false;
  let feature = false;
  let stray: number | null = null;
  const flush = () => {
    if (program && feature && stray !== null && findings.length < 5) {
      findings.push(
        makeFinding({
          id: 'security-probe-broken',
          severity: 'high',
          title: 'A stray line breaks the compile test of a security feature',
          detail: `Line ${stray} adds a line that is no C to a test program the build compiles to detect a sandbox or hardening feature. The test will never compile, so the build decides the feature is missing and leaves it out, without an error. xz-utils' Landlock sandbox was switched off this way in 2024, with one added '.'. Remove the line, and check the feature is still detected (the configure or CMake log).`,
          path,
          line: stray,
          subject: `probe:${stray}`,
        }),
      );
    }
    program = false;
    feature = false;
    stray = null;
  };
  walkPatch(patch, (first, text, line, hunk) => {
    if (hunk !== hunkOf) {
      flush();
      hunkOf = hunk;
    }
    if (first !== 43 /* + */ && first !== 32 /* space */) return true;
    if (!program && C_PROGRAM.test(text)) program = true;
    if (!feature && SECURITY_FEATURE.test(text)) feature = true;
    if (first === 43 && stray === null && STRAY.test(text)) stray = line;
    return true;
  });
  flush();
  return findings;
}
