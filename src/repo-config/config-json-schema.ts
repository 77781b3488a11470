import { z } from 'zod';
import { RepoConfig } from './schema.js';

/**
 * JSON Schema (draft 2020-12) of `.github/svc.yml`, for editors' autocompletion and validation
 * (e.g. `# yaml-language-server: $schema=<BASE_URL>/api/schema/config.json`).
 * Served at GET /api/schema/config.json and kept in docs/config.schema.json.
 */
export function configJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(RepoConfig, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://svc.dev/schema/config.json',
    title: 'svc repository configuration (.github/svc.yml)',
    description: 'Tunes the pull request analysis for one repository. Read from the base commit of each PR, never its head. Every key is optional.',
    ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema')),
  };
}
