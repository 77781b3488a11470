#!/usr/bin/env node
// The `svc` command (docs/cli.md). No build step (docs/adr/0003): tsx runs the TypeScript sources,
// so this works from a checkout (`node bin/svc.js`, `npx svc`) and from an install alike.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
