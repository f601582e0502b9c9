// npm run customer:erase -- --email ion@exemplu.ro
// Erases a customer's account at their request (privacy policy: within 30 days): sessions, social
// logins, push devices, chat and form messages are deleted; the account row is anonymised and made
// inactive; orders, payments and wallet movements are kept, as the law requires. Refused while the
// wallet holds money or an order is under way (server/services/auth/erase-customer.ts).
import { parseArgs } from 'node:util';
import { eraseCustomer, EraseRefused } from '../server/services/auth/erase-customer.ts';
import { fail, openConfigured } from './cli.ts';

const USAGE = 'Usage: npm run customer:erase -- --email <e-mail>';

let email: string | undefined;
try {
  email = parseArgs({ options: { email: { type: 'string' } } }).values.email?.trim();
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (!email) fail(`--email is required\n${USAGE}`);

const { database } = await openConfigured();
try {
  const erased = await eraseCustomer(database.db, email).catch((error: Error) => fail(error instanceof EraseRefused ? error.message : String(error)));
  console.info(
    `Account ${erased.customerId} (${email}) erased: ${erased.chatMessages} chat and ${erased.formMessages} form messages deleted; ` +
      'orders, payments and wallet movements kept for the legal retention periods.',
  );
} finally {
  await database.close();
}
