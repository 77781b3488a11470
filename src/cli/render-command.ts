import { readFile } from 'node:fs/promises';
import { Signal } from '../signal/schema.js';
import { parseCommandArgs, parseFailOn, parseFormat } from './args.js';
import { CliError, EXIT_OK, usageError } from './errors.js';
import { RENDER_HELP } from './help.js';
import { report, write, type CliIo } from './io.js';

/** `svc render <file | ->`: a saved signal (or a whole POST /api/analyze answer) as a report. */
export async function renderCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('render', args, {
    format: { type: 'string', short: 'f' },
    'fail-on': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help === true) {
    await write(io.stdout, RENDER_HELP);
    return EXIT_OK;
  }
  const format = parseFormat(values.format, 'render');
  const failOn = parseFailOn(values['fail-on'], 'render');
  if (positionals.length !== 1) throw usageError('Give one signal file, or - for standard input.', 'render');
  const source = positionals[0] ?? '-';
  let text: string;
  try {
    text = source === '-' ? await readStream(io.stdin) : await readFile(source, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    throw new CliError(`${source === '-' ? 'Standard input' : source} is not JSON.`);
  }
  const raw = json !== null && typeof json === 'object' && 'signal' in json && !('version' in json) ? (json as { signal: unknown }).signal : json;
  const parsed = Signal.safeParse(raw);
  if (!parsed.success) {
    throw new CliError(`${source === '-' ? 'Standard input' : source} is not an svc.signal.v1 signal.`, {
      detail: parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(top level)'}: ${issue.message}`),
    });
  }
  return report(parsed.data, raw, format, failOn, io);
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}
