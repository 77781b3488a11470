import { loadFindingDocs } from '../load-finding-docs.js';
import { toSarif } from '../signal/sarif.js';
import type { RiskLevel, Signal } from '../signal/schema.js';
import { ANALYZER_VERSION } from '../version.js';
import { reaches, type Format } from './args.js';
import { EXIT_FAIL_ON, EXIT_OK } from './errors.js';
import { renderAnnotations } from './render-annotations.js';
import { renderMarkdown } from './render-markdown.js';
import { renderText } from './render-text.js';
import { withoutWorkflowCommands, writesToWorkflowLog } from './untrusted-output.js';

/** The streams and environment a command runs with (process's own in bin/svc-signal.js). */
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
export function renderSignal(signal: Signal, raw: unknown, format: Format, env: NodeJS.ProcessEnv = {}): string {
  switch (format) {
    case 'sarif':
      return `${JSON.stringify(toSarif(signal, { version: ANALYZER_VERSION, docs: loadFindingDocs(), docsUrl: docsUrl(env) }), null, 2)}\n`;
    case 'annotations':
      return renderAnnotations(signal);
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

/**
 * SVC_DOCS_URL: where this installation's docs/findings.md is published (the Action sets it to
 * the file in the action's own repository and ref); SARIF rules link their help there. Anything but
 * an http(s) URL is ignored.
 */
export function docsUrl(env: NodeJS.ProcessEnv): string | null {
  const value = env.SVC_DOCS_URL?.trim();
  if (value === undefined || value === '') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}


/**
 * Prints the report and applies --fail-on (analyze, render and the Action). A text or markdown
 * report that lands in a GitHub Actions log (`workflowLog`, by default writesToWorkflowLog) is
 * printed with workflow commands stopped around it.
 */
export async function report(signal: Signal, raw: unknown, format: Format, failOn: RiskLevel | null, io: CliIo, options: { readonly workflowLog?: boolean } = {}): Promise<number> {
  const text = renderSignal(signal, raw, format, io.env);
  // A readable report in a GitHub Actions log: no line of the PR's text is read as a workflow command.
  const inLog = (format === 'text' || format === 'markdown') && (options.workflowLog ?? writesToWorkflowLog(io.stdout, io.env));
  await write(io.stdout, inLog ? withoutWorkflowCommands(text) : text);
  if (failOn !== null && reaches(signal.risk.level, failOn)) {
    await write(io.stderr, `svc: risk level ${signal.risk.level} reaches --fail-on ${failOn}\n`);
    return EXIT_FAIL_ON;
  }
  return EXIT_OK;
}
