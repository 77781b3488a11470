/**
 * The languages the code rules know, by file extension (and a shebang-less shell name list).
 * A rule names the languages it applies to; a file in no listed language gets only the
 * language-free rules (hidden characters, secrets, network endpoints).
 */
export type CodeLanguage = 'js' | 'python' | 'go' | 'ruby' | 'php' | 'java' | 'csharp' | 'c' | 'rust' | 'shell';

const BY_EXTENSION: Readonly<Record<string, CodeLanguage>> = {
  js: 'js', mjs: 'js', cjs: 'js', jsx: 'js', ts: 'js', mts: 'js', cts: 'js', tsx: 'js', vue: 'js', svelte: 'js',
  py: 'python', pyw: 'python', pyi: 'python',
  go: 'go',
  rb: 'ruby', rake: 'ruby', gemspec: 'ruby',
  php: 'php', phtml: 'php',
  java: 'java', kt: 'java', kts: 'java', scala: 'java', groovy: 'java',
  cs: 'csharp', csx: 'csharp',
  c: 'c', h: 'c', cc: 'c', cpp: 'c', cxx: 'c', hpp: 'c', hh: 'c', hxx: 'c', m: 'c', mm: 'c',
  rs: 'rust',
  sh: 'shell', bash: 'shell', zsh: 'shell', ksh: 'shell',
};

const SHELL_NAMES = new Set(['.bashrc', '.profile', '.zshrc', 'configure']);
/**
 * Ruby programs named without an extension, run by the tool that reads them: rake (Rakefile),
 * Vagrant, Guard, Capistrano, fastlane (Fastfile, Appfile) and Homebrew Bundle (Brewfile) evaluate
 * them as Ruby, so they are read as Ruby code (an `eval(URI.open(…).read)` there runs as it would in
 * a `.rake` file). Gemfile and Podfile are manifests, read by their ecosystems and as build code.
 */
const RUBY_NAMES = new Set(['rakefile', 'vagrantfile', 'guardfile', 'capfile', 'fastfile', 'appfile', 'brewfile']);

/** The language of a path, or null when no code rule knows it. */
export function languageOf(path: string): CodeLanguage | null {
  const slash = path.lastIndexOf('/');
  const name = (slash >= 0 ? path.slice(slash + 1) : path).toLowerCase();
  if (SHELL_NAMES.has(name)) return 'shell';
  if (RUBY_NAMES.has(name)) return 'ruby';
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return null;
  return BY_EXTENSION[name.slice(dot + 1)] ?? null;
}

/**
 * A declaration file: TypeScript's `.d.ts` (`.d.mts`, `.d.cts`) and Python's `.pyi` stubs describe
 * types for the type checker and are never run, so the rules about what code does (sinks, TLS,
 * auth checks, parsing, endpoints, the claim check) do not read them; secrets and hidden
 * characters still do.
 */
export function isDeclarationFile(path: string): boolean {
  return /\.d\.[cm]?ts$|\.pyi$/i.test(path);
}

/** Line-comment starters per language (block comments are recognized by their `*` continuation lines). */
export function lineCommentMarkers(language: CodeLanguage | null): readonly string[] {
  switch (language) {
    case 'python':
    case 'ruby':
    case 'shell':
      return ['#'];
    case 'php':
      return ['//', '#'];
    case null:
      return [];
    default:
      return ['//'];
  }
}
