import { ConfigError, loadConfig, type Config } from './config.js';
import type { Logger } from './logger.js';

/**
 * What the long-running processes (`npm start` / `svc serve`, `npm run worker`) share around
 * their own start: the configuration, the signals that stop them, the report of a failed start.
 */

/** The configuration from the environment; a ConfigError is printed and ends the process (exit 1). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** The log lines of a stop: its start, the watchdog's exit, a failure, and (optionally) its end. */
export interface StopMessages {
  readonly stopping: string;
  readonly late: string;
  readonly failed: string;
  readonly done?: string;
}

/**
 * SIGTERM and SIGINT run `stop` and end the process: exit 0 once it resolves, 1 when it fails or
 * outlasts `timeoutMs` + 5 s (the watchdog). Repeated signals are expected (a process group
 * signalled as a whole, npm and tsx relaying the same SIGTERM): the first one starts the stop,
 * later ones are ignored (`on`, not `once`, so that a repeat does not kill a graceful stop).
 */
export function exitOnSignals(logger: Logger, timeoutMs: number, messages: StopMessages, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, timeoutMs }, messages.stopping);
    const watchdog = setTimeout(() => {
      logger.error({ signal }, messages.late);
      process.exit(1);
    }, timeoutMs + 5_000).unref();
    // Settled: the watchdog has nothing left to guard (and must not fire after an exit that a
    // test intercepted, in a worker that runs other files next).
    stop().then(
      () => {
        clearTimeout(watchdog);
        if (messages.done !== undefined) logger.info(messages.done);
        process.exit(0);
      },
      (error: unknown) => {
        clearTimeout(watchdog);
        logger.error({ err: error }, messages.failed);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
}

/** Reports a failed start (`<what> failed to start: <reason>`) and exits 1. */
export function startFailed(what: string): (error: unknown) => never {
  return (error) => {
    process.stderr.write(`${what} failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  };
}
