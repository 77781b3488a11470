import { describe, expect, it } from 'vitest';
import { onlyDeprecationWarnings } from '../../src/analyzers/deprecation-warnings.js';

/** A one-hunk patch: context lines before, then removed and added lines, then context after. */
const file = (path: string, before: readonly string[], removed: readonly string[], added: readonly string[], after: readonly string[] = []) => ({
  path,
  status: 'modified' as const,
  patch: [
    `@@ -10,${before.length + removed.length + after.length} +10,${before.length + added.length + after.length} @@`,
    ...before.map((l) => ` ${l}`),
    ...removed.map((l) => `-${l}`),
    ...added.map((l) => `+${l}`),
    ...after.map((l) => ` ${l}`),
  ].join('\n'),
});

const RUBY_WARN = '        warn "Rack::Auth::Basic#challenge is deprecated and will be removed in Rack 3.2", uplevel: 1';
const PY_WARN = ['        warnings.warn(', '            "legacy=True is deprecated and will be removed in 3.0",', '            DeprecationWarning,', '            stacklevel=2,', '        )'];

describe('onlyDeprecationWarnings', () => {
  it('reads a deprecation warning removed or reworded, in Ruby, Python and JavaScript, as no change of code', () => {
    expect(onlyDeprecationWarnings(file('lib/rack/auth/basic.rb', ['      def challenge'], [RUBY_WARN], [], ["        'Basic realm=\"%s\"' % realm"]))).toBe(true);
    expect(onlyDeprecationWarnings(file('lib/rack/auth/basic.rb', ['      def challenge'], [RUBY_WARN], [RUBY_WARN.replace('3.2', '3.3')]))).toBe(true);
    expect(onlyDeprecationWarnings(file('lib/rack/auth/basic.rb', ['      def challenge'], ['        Kernel.warn("challenge is deprecated")'], []))).toBe(true);
    // A multi-line call: the reworded message line is inside the call the context shows.
    expect(onlyDeprecationWarnings(file('src/pkg/auth/passwords.py', ['    if legacy:', ...PY_WARN.slice(0, 1)], [PY_WARN[1]!], ['            "legacy=True is deprecated and is ignored",'], PY_WARN.slice(2)))).toBe(true);
    expect(onlyDeprecationWarnings(file('src/pkg/auth/passwords.py', ['    if legacy:'], PY_WARN, ['        pass']))).toBe(false);
    expect(onlyDeprecationWarnings(file('src/pkg/auth/passwords.py', ['    if legacy:', '        pass'], PY_WARN, []))).toBe(true);
    expect(onlyDeprecationWarnings(file('src/auth/verify.js', ['  if (options.algorithm) {'], ["    console.warn('options.algorithm is deprecated; use options.algorithms');"], [], ['  }']))).toBe(true);
  });

  it('is false when a condition, a call, an interpolation or other code changes, or the warning is not a deprecation', () => {
    // Another statement takes the warning's place; a warning that evaluates a condition or calls code.
    expect(onlyDeprecationWarnings(file('lib/rack/auth/basic.rb', ['      def challenge'], [RUBY_WARN], ['        return nil']))).toBe(false);
    expect(onlyDeprecationWarnings(file('lib/rack/auth/basic.rb', ['      def challenge'], [RUBY_WARN], ['        warn "deprecated", uplevel: 1 if valid?(nil)']))).toBe(false);
    expect(onlyDeprecationWarnings(file('lib/rack/auth/basic.rb', ['      def challenge'], [RUBY_WARN], ['        warn "deprecated #{reset_all!}", uplevel: 1']))).toBe(false);
    expect(onlyDeprecationWarnings(file('src/pkg/auth/passwords.py', [], ['    warnings.warn("old is deprecated")'], ['    warnings.warn(f"old is deprecated {drop_tables()}")']))).toBe(false);
    expect(onlyDeprecationWarnings(file('src/pkg/auth/passwords.py', [], ['    warnings.warn("old is deprecated")'], ['    warnings.warn("old is deprecated".format(x=reset()))']))).toBe(false);
    expect(onlyDeprecationWarnings(file('src/auth/verify.js', [], ["  console.warn('old is deprecated');"], ['  console.warn(`old is deprecated ${leak()}`);']))).toBe(false);
    expect(onlyDeprecationWarnings(file('src/auth/verify.js', [], ["  console.warn('old is deprecated') || skipCheck();"], []))).toBe(false);
    // A name as an argument (Ruby calls it as a method) or a statement after `;`.
    expect(onlyDeprecationWarnings(file('lib/rack/auth/basic.rb', [], ['    warn "challenge is deprecated", uplevel: reset_sessions'], []))).toBe(false);
    expect(onlyDeprecationWarnings(file('lib/rack/auth/basic.rb', [], ['    warn "challenge is deprecated"; reset_sessions'], []))).toBe(false);
    expect(onlyDeprecationWarnings(file('src/auth/verify.js', [], ["  console.warn('old is deprecated'); skipCheck();"], []))).toBe(false);
    // The guarding condition removed with the warning.
    expect(onlyDeprecationWarnings(file('src/auth/verify.js', [], ['  if (options.algorithm) {', "    console.warn('options.algorithm is deprecated');", '  }'], []))).toBe(false);
    // A warning that is not a deprecation; a log line of another kind.
    expect(onlyDeprecationWarnings(file('lib/rack/auth/basic.rb', [], ['    warn "password check skipped"'], []))).toBe(false);
    expect(onlyDeprecationWarnings(file('src/auth/verify.js', [], ["  logger.warn('old is deprecated');"], []))).toBe(false);
    // A language without the rule, an added file.
    expect(onlyDeprecationWarnings(file('auth/token.go', [], ['\tlog.Println("deprecated")'], []))).toBe(false);
    expect(onlyDeprecationWarnings({ ...file('lib/rack/auth/basic.rb', [], [RUBY_WARN], []), status: 'added' })).toBe(false);
  });
});
