import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { RiskLevel } from '../signal/schema.js';
import { usageError } from './errors.js';
import { RISK_LEVELS } from './report-model.js';

export type Format = 'text' | 'json' | 'markdown' | 'sarif' | 'annotations';
const FORMATS: readonly Format[] = ['text', 'json', 'markdown', 'sarif', 'annotations'];

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs in strict mode; its errors become usage errors that name the command. */
export function parseCommandArgs<T extends Options>(command: string, args: readonly string[], options: T) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = error instanceof Error ? error.message : String(error);
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const option = /'([^']+)'/.exec(message)?.[1] ?? message;
      throw usageError(`Unknown option ${option} for 'svc-signal ${command}'.`, command);
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      throw usageError(`${message.replace(/\.?$/, '.')}`, command);
    }
    throw usageError(message, command);
  }
}

export function parseFormat(value: string | undefined, command: string): Format {
  if (value === undefined) return 'text';
  if ((FORMATS as readonly string[]).includes(value)) return value as Format;
  throw usageError(`Unknown format "${value.slice(0, 40)}": use text, json, markdown, sarif or annotations.`, command);
}

/** `--fail-on`: a risk level, or none (also the default). */
export function parseFailOn(value: string | undefined, command: string): RiskLevel | null {
  if (value === undefined || value === 'none') return null;
  if ((RISK_LEVELS as readonly string[]).includes(value)) return value as RiskLevel;
  throw usageError(`--fail-on must be one of low, medium, high, critical or none; got "${value.slice(0, 40)}".`, command);
}

/** True when `level` is at least `threshold`. */
export function reaches(level: RiskLevel, threshold: RiskLevel): boolean {
  return RISK_LEVELS.indexOf(level) >= RISK_LEVELS.indexOf(threshold);
}
