import type { Signal } from '../signal/schema.js';
import type { Format } from './args.js';
import { renderMarkdown } from './render-markdown.js';
import { renderText } from './render-text.js';

/** The streams and environment a command runs with (process's own in bin/svc.js). */
export interface CliIo {
  readonly stdout: NodeJS.WriteStream;
  readonly stderr: NodeJS.WriteStream;
  readonly stdin: NodeJS.ReadStream;
  readonly env: NodeJS.ProcessEnv;
}

/**
 * The report in the chosen format. JSON prints `raw`, the signal exactly as it was produced or
 * received (POST /api/analyze's `signal`), two-space indented.
 */
export function renderSignal(signal: Signal, raw: unknown, format: Format): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify(raw, null, 2)}\n`;
    case 'markdown':
      return renderMarkdown(signal);
    case 'text':
      return renderText(signal);
  }
}

/** Writes and waits until the text is handed to the OS (large reports into a pipe). */
export function write(stream: NodeJS.WritableStream, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => (error ? reject(error) : resolve()));
  });
}
