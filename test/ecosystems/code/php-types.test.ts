import { describe, expect, it } from 'vitest';
import { withoutPhpTypes } from '../../../src/ecosystems/code/php-types.js';

describe('withoutPhpTypes', () => {
  it('leaves out the types of properties, parameters and return types', () => {
    expect(withoutPhpTypes('    private ?string $format = null;')).toEqual('    private $format = null;');
    expect(withoutPhpTypes('    private static ?array $formats;')).toEqual('    private static $formats;');
    expect(withoutPhpTypes('    private readonly \\Closure $code;')).toEqual('    private readonly $code;');
    expect(withoutPhpTypes('    public function run(?InputInterface $input = null, OutputInterface $output = null): int')).toEqual('    public function run($input = null, $output = null)');
    expect(withoutPhpTypes('    public function __construct(private readonly Foo $foo, $bar)')).toEqual('    public function __construct(private readonly $foo, $bar)');
    expect(withoutPhpTypes('    public function &getRef(array &$arr, int ...$rest): ?\\Foo\\Bar {')).toEqual('    public function &getRef(&$arr, ...$rest) {');
    expect(withoutPhpTypes('    abstract protected function configure(): void;')).toEqual('    abstract protected function configure();');
    expect(withoutPhpTypes('        string|array $shortcut = null,')).toEqual('        $shortcut = null,');
    expect(withoutPhpTypes('    ): static {')).toEqual('    ) {');
    expect(withoutPhpTypes('        $f = static fn (int $max, string $h): int => max($max, 1);')).toEqual('        $f = static fn ($max, $h) => max($max, 1);');
  });
  it('keeps modifiers, statements and ternaries that look like types', () => {
    expect(withoutPhpTypes('    private static $formatters;')).toEqual('    private static $formatters;');
    expect(withoutPhpTypes('    public function __construct(private readonly $foo)')).toEqual('    public function __construct(private readonly $foo)');
    expect(withoutPhpTypes('        ) : null;')).toEqual('        ) : null;');
    expect(withoutPhpTypes('        return $x,')).toEqual('        return $x,');
    expect(withoutPhpTypes('        yield $key,')).toEqual('        yield $key,');
    expect(withoutPhpTypes('        $x = $cond ? foo($a) : BAR;')).toEqual('        $x = $cond ? foo($a) : BAR;');
    // A ternary's last operand on its own line: a value or a constant, no type.
    expect(withoutPhpTypes('        ) : false;')).toEqual('        ) : false;');
    expect(withoutPhpTypes('        ) : DEFAULT_TIMEOUT;')).toEqual('        ) : DEFAULT_TIMEOUT;');
  });
  it("leaves out the return type on the closing line of an interface or abstract method written over several lines (guzzle's CookieJarInterface)", () => {
    expect(withoutPhpTypes('    ): void;')).toEqual('    );');
    expect(withoutPhpTypes('    ) : ?RequestInterface;')).toEqual('    );');
    expect(withoutPhpTypes('    ): \\Psr\\Http\\Message\\ResponseInterface|static;')).toEqual('    );');
  });
});
