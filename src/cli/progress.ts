/** Where progress goes: a line on stderr that rewrites itself, or nowhere. */
export interface Progress {
  update(message: string): void;
  /** Clears the progress line before the report or an error is written. */
  done(): void;
}

export const SILENT: Progress = { update: () => undefined, done: () => undefined };

/**
 * Progress is for a person watching: shown only when stderr is a terminal and stdout is one too
 * (a report piped to a file or another program runs silent), and never with --quiet.
 */
export function createProgress(options: { quiet: boolean; stdout: NodeJS.WriteStream; stderr: NodeJS.WriteStream }): Progress {
  if (options.quiet || options.stdout.isTTY !== true || options.stderr.isTTY !== true) return SILENT;
  const stderr = options.stderr;
  let shown = false;
  return {
    update(message) {
      // `columns` is 0 or undefined when the terminal does not tell its size.
      const width = Math.max(20, (stderr.columns || 80) - 1);
      const text = `svc: ${message}`;
      stderr.write(`\r\x1b[2K${text.length > width ? `${text.slice(0, width - 1)}…` : text}`);
      shown = true;
    },
    done() {
      if (shown) stderr.write('\r\x1b[2K');
      shown = false;
    },
  };
}
