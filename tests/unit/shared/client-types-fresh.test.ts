// The app's types of the private door's answers (src/shared/api/private-answers.ts) are generated from
// the server's answer schemas (server/routes/private/client-answers.ts) by scripts/generate-client-types.mjs:
// the committed file must be what the schemas give today, else a schema changed without the app's types.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ANSWERS } from '../../../server/routes/private/client-answers.ts';
import { OUTPUT, renderClientTypes } from '../../../scripts/generate-client-types.mjs';

describe('the generated client types', () => {
  it('are what the answer schemas give (else: run npm run contract)', async () => {
    const committed = readFileSync(resolve(process.cwd(), OUTPUT), 'utf8');
    const fresh = await renderClientTypes(CLIENT_ANSWERS);
    expect(committed === fresh, `${OUTPUT} is not what the answer schemas give: run npm run contract`).toBe(true);
  });

  it('declare one type per schema, under its title', async () => {
    const text = await renderClientTypes(CLIENT_ANSWERS);
    for (const schema of CLIENT_ANSWERS) expect(text).toMatch(new RegExp(`export (interface|type) ${schema.title}\\b`));
  });
});
