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
