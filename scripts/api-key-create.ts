// npm run api-key:create -- --email shop@exemplu.ro --name "Magazin" --scope read_write --mode test
// Creates an API key of the public API for an existing customer account and prints its secret (the
// only time it is shown; the database keeps its hash). The same rules as the dashboard's
// POST /api/private/api-keys: scope read|read_write, mode test|live, at most 10 active keys.
import { parseArgs } from 'node:util';
import { findCustomerByEmail } from '../server/services/auth/customers.ts';
import { checkNewKey, createApiKey } from '../server/services/api-keys/api-keys.ts';
import { Failure } from '../server/services/failure.ts';
import { fail, openConfigured } from './cli.ts';

const USAGE = 'Usage: npm run api-key:create -- --email <e-mail> --name <name> --scope read|read_write --mode test|live';

let values: { email?: string; name?: string; scope?: string; mode?: string };
try {
  ({ values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, scope: { type: 'string' }, mode: { type: 'string' } } }));
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const email = values.email?.trim().toLowerCase();
if (!email) fail(`--email is required\n${USAGE}`);
let input;
try {
  input = checkNewKey({ name: values.name, scope: values.scope ?? 'read_write', mode: values.mode ?? 'test' });
} catch (error) {
  const errors = error instanceof Failure ? error.details.errors ?? {} : {};
  fail(`${Object.entries(errors).map(([field, list]) => `--${field}: ${list.join(' ')}`).join('\n')}\n${USAGE}`);
}

const { config, database } = await openConfigured();
try {
  const customer = await findCustomerByEmail(database.db, email);
  if (!customer) fail(`No customer account has the e-mail ${email}.`);
  const { key, view } = await createApiKey(database.db, customer.id, input, { hasRealCarrier: config.carriers.accounts.size > 0 }).catch((error: Error) => fail(error.message));
  console.info(`API key ${view.prefix}… (${view.scope}, ${view.mode}) created for ${customer.email}. Its secret, shown only now:`);
  console.log(key);
} finally {
  await database.close();
}
