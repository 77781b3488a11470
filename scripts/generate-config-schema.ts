import { writeFileSync } from 'node:fs';
import { configJsonSchema } from '../src/repo-config/config-json-schema.js';

/** Regenerates docs/config.schema.json from the zod schema (test/repo-config checks it is current). */
writeFileSync(new URL('../docs/config.schema.json', import.meta.url), `${JSON.stringify(configJsonSchema(), null, 2)}\n`);
process.stdout.write('wrote docs/config.schema.json\n');
