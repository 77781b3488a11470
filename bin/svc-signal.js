#!/usr/bin/env node
// The `svc-signal` command (docs/cli.md). Named so, not `svc`: `npx svc` outside this checkout
// would fetch and run an unrelated npm package of that name. No build step (docs/adr/0003): tsx
// runs the TypeScript sources, so this works from a checkout (`node bin/svc-signal.js`).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
