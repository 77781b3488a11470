#!/usr/bin/env node
// The `svc-signal` command (docs/cli.md). Named so, not `svc`: `npx svc` outside this checkout
// would fetch and run an unrelated npm package of that name. It runs the compiled CLI in dist/
// (built by `npm ci` / `npm install`, docs/adr/0018-compiled-build.md). In a development checkout
// without dist/, or with SVC_FROM_SOURCE=1 (the tests: they exercise the sources as they are),
// it runs the TypeScript sources through tsx, a development dependency.
import { existsSync } from 'node:fs';

const compiled = new URL('../dist/src/cli/main.js', import.meta.url);
let main;
if (process.env.SVC_FROM_SOURCE !== '1' && existsSync(compiled)) {
  ({ main } = await import(compiled.href));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/cli/main.ts'));
}
process.exitCode = await main(process.argv.slice(2));
