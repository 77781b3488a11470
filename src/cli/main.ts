import { describeError, EXIT_ERROR, EXIT_OK, usageError } from './errors.js';
import { HELP, MAIN_HELP, MIGRATE_HELP, SERVE_HELP, VERSION_TEXT } from './help.js';
import { write, type CliIo } from './io.js';
import { renderCommand } from './render-command.js';

const PROCESS_IO: CliIo = { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env };

/**
 * The `svc` command line (bin/svc-signal.js): analyze, render, serve, migrate, help. Returns the exit
 * code (0 done, 1 --fail-on reached, 2 usage or analysis error); `serve` keeps the process alive.
 * Errors are written to stderr with every token and key this run used masked.
 */
export async function main(argv: readonly string[], io: CliIo = PROCESS_IO): Promise<number> {
  const secrets: string[] = [];
  try {
    return await dispatch(argv, io, secrets);
  } catch (error) {
    await write(io.stderr, describeError(error, secrets));
    return EXIT_ERROR;
  }
}

async function dispatch(argv: readonly string[], io: CliIo, secrets: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
      await write(io.stderr, MAIN_HELP);
      return EXIT_ERROR;
    case '-h':
    case '--help':
      await write(io.stdout, MAIN_HELP);
      return EXIT_OK;
    case '-v':
    case '--version':
      await write(io.stdout, VERSION_TEXT);
      return EXIT_OK;
    case 'help': {
      const topic = rest[0];
      if (topic !== undefined && HELP[topic] === undefined) throw usageError(`Unknown command "${topic.slice(0, 40)}".`, 'svc');
      await write(io.stdout, topic === undefined ? MAIN_HELP : (HELP[topic] ?? MAIN_HELP));
      return EXIT_OK;
    }
    case 'analyze': {
      // Loaded for this command only: the analysis pipeline (analyzers, parsers, Octokit) is most
      // of the CLI's code, and render, migrate, help and --version start in a fraction of the time.
      const { analyzeCommand } = await import('./analyze.js');
      return analyzeCommand(rest, io, secrets);
    }
    case 'render':
      return renderCommand(rest, io);
    case 'serve':
      return serve(rest, io);
    case 'migrate':
      return migrate(rest, io);
    default:
      if (command.startsWith('-')) throw usageError(`Unknown option ${command.slice(0, 40)}.`, 'svc');
      throw usageError(`Unknown command "${command.slice(0, 40)}".`, 'svc');
  }
}

/** `svc serve`: src/main.ts's runServer, as `npm start` runs it. */
async function serve(args: readonly string[], io: CliIo): Promise<number> {
  if (args.includes('-h') || args.includes('--help')) {
    await write(io.stdout, SERVE_HELP);
    return EXIT_OK;
  }
  if (args.length > 0) throw usageError(`'svc-signal serve' takes no arguments (got ${args[0]?.slice(0, 40)}); configure it with environment variables.`, 'serve');
  const { runServer, serverStartFailed } = await import('../main.js');
  await runServer().catch(serverStartFailed);
  return EXIT_OK;
}

/** `svc migrate [up|down]`: src/migrate.ts's runMigrations, as `npm run migrate` runs it. */
async function migrate(args: readonly string[], io: CliIo): Promise<number> {
  if (args.includes('-h') || args.includes('--help')) {
    await write(io.stdout, MIGRATE_HELP);
    return EXIT_OK;
  }
  const yes = args.includes('--yes');
  const [direction = 'up', extra] = args.filter((arg) => arg !== '--yes');
  if (direction !== 'up' && direction !== 'down') throw usageError(`Unknown migration direction "${direction.slice(0, 40)}": use up or down.`, 'migrate');
  if (extra !== undefined) throw usageError(`Unexpected argument "${extra.slice(0, 40)}".`, 'migrate');
  if (yes && direction === 'up') throw usageError('--yes applies to migrate down only.', 'migrate');
  const { runMigrations, migrationFailed } = await import('../migrate.js');
  await runMigrations(direction, { yes }).catch(migrationFailed);
  return EXIT_OK;
}
