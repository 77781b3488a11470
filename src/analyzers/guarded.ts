/**
 * One reader of pull request content run so that its failure degrades the signal instead of failing
 * the analysis: a throw (a bug, a stack overflow on content nobody foresaw) becomes a warning that
 * names the reader, its findings are missing, and every other reader's findings stay. The
 * extractors have the same guard per file (parsed-file.ts, `skipped`).
 */
export interface ReaderFailures {
  readonly messages: string[];
}

function reason(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/**
 * Runs `read`; on a throw, records `what` failed in `failures` and answers `fallback` (a function:
 * computed only then). `instead` says what the signal holds in its place (default: the reader's
 * findings are missing).
 */
export function guarded<T>(failures: ReaderFailures, what: string, read: () => T, fallback: T | (() => T), instead = 'its findings are missing from this signal; the rest of the analysis is complete'): T {
  try {
    return read();
  } catch (error) {
    failures.messages.push(`${what} failed (${reason(error)}): ${instead}.`);
    return typeof fallback === 'function' ? (fallback as () => T)() : fallback;
  }
}

/**
 * Runs `read` over the whole PR; on a throw, over each file on its own (the file's findings without
 * the reading across files), and names the files on which it still throws.
 */
export function guardedPerFile<F extends { readonly path: string }, T>(failures: ReaderFailures, what: string, files: readonly F[], read: (files: readonly F[]) => T[]): T[] {
  try {
    return read(files);
  } catch (whole) {
    const out: T[] = [];
    const failed: string[] = [];
    let first: unknown = whole;
    for (const file of files) {
      try {
        for (const item of read([file])) out.push(item);
      } catch (error) {
        if (failed.length === 0) first = error;
        failed.push(file.path);
      }
    }
    const named = failed.length === 0 ? 'no single file (the files were read one by one instead, without the checks across files)' : `${failed.slice(0, 5).join(', ')}${failed.length > 5 ? ` and ${failed.length - 5} more` : ''}`;
    failures.messages.push(`${what} failed (${reason(first)}) on ${named}: ${failed.length === 0 ? 'each file\'s own findings are listed' : 'their findings are missing from this signal; the other files were read'}.`);
    return out;
  }
}
