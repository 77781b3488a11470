/**
 * Everything the benchmark starts registers how to undo it here (child processes, temporary
 * databases and directories, the local GitHub server), so that a failure, Ctrl-C or the
 * watchdog still leaves nothing behind.
 */
type Undo = () => Promise<void> | void;

const undos: { name: string; undo: Undo }[] = [];
let running: Promise<void> | null = null;

/** True once cleanup began: nothing new may start (the caller throws instead). */
export function isStopping(): boolean {
  return running !== null;
}

/** Registers an undo step; returns a function that runs it now (once) and unregisters it. */
export function onCleanup(name: string, undo: Undo): () => Promise<void> {
  const entry = { name, undo };
  undos.push(entry);
  let done: Promise<void> | null = null;
  return () => {
    done ??= (async () => {
      const index = undos.indexOf(entry);
      if (index >= 0) undos.splice(index, 1);
      await undo();
    })();
    return done;
  };
}

/** Runs every registered undo step, newest first; errors are reported, not thrown. */
export function cleanupAll(): Promise<void> {
  running ??= (async () => {
    while (undos.length > 0) {
      const entry = undos.pop();
      if (!entry) break;
      try {
        await Promise.race([entry.undo(), new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
      } catch (error) {
        process.stderr.write(`bench: cleanup of ${entry.name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    }
  })();
  return running;
}

/** Ctrl-C, SIGTERM and a hard time limit all end in cleanupAll(). */
export function installExitHandlers(limitMs: number): void {
  const stop = (why: string, code: number) => {
    process.stderr.write(`\nbench: ${why}; cleaning up\n`);
    void cleanupAll().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => stop('interrupted', 130));
  process.once('SIGTERM', () => stop('terminated', 143));
  setTimeout(() => stop(`time limit of ${Math.round(limitMs / 1000)} s reached`, 2), limitMs).unref();
}
