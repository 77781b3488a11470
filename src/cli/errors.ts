/** Exit codes of the CLI (docs/cli.md, "Exit codes"). */
export const EXIT_OK = 0;
/** `--fail-on` reached. */
export const EXIT_FAIL_ON = 1;
/** Bad usage, bad configuration, or the analysis failed. */
export const EXIT_ERROR = 2;

/**
 * A failure the CLI reports on stderr and exits 2 for. `hint` names the command whose help to
 * read (usage errors), `detail` adds lines under the message.
 */
export class CliError extends Error {
  readonly detail: readonly string[];
  readonly helpFor: string | null;
  constructor(message: string, options: { detail?: readonly string[]; helpFor?: string | null } = {}) {
    super(message);
    this.name = 'CliError';
    this.detail = options.detail ?? [];
    this.helpFor = options.helpFor ?? null;
  }
}

/** Bad usage: unknown command or flag, missing or malformed argument. */
export function usageError(message: string, helpFor: string): CliError {
  return new CliError(message, { helpFor });
}

/** An error as the CLI prints it on stderr, with every secret in `secrets` (tokens, API keys) masked. */
export function describeError(error: unknown, secrets: readonly string[]): string {
  return mask(describe(error), secrets);
}

function describe(error: unknown): string {
  if (error instanceof CliError) {
    const lines = [`svc: ${error.message}`, ...error.detail.filter((line) => line !== '').map((line) => `  ${line}`)];
    if (error.helpFor !== null) lines.push(`Run '${error.helpFor === 'svc' ? 'svc-signal' : `svc-signal ${error.helpFor}`} --help' for usage.`);
    return `${lines.join('\n')}\n`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `svc: unexpected error: ${message}\n`;
}

/** Replaces every secret in `text` (tokens, API keys) so that no error message can carry one. */
function mask(text: string, secrets: readonly string[]): string {
  let masked = text;
  for (const secret of secrets) if (secret.length >= 4) masked = masked.split(secret).join('***');
  return masked;
}
