// npm run customer:invite -- --email ion@exemplu.ro --name "Ion Popescu"
// Creates a customer account without password (or takes an existing one that has none) and mails
// a set-password link valid 7 days (SMTP_URL, or the outbox in DATA_DIR/outbox). Support uses it to
// open accounts for people; tests use the same service function (inviteCustomer).
import { createAuthContext } from '../server/services/auth/context.ts';
import { inviteCustomer } from '../server/services/auth/customers.ts';
import { consoleLogger } from '../server/services/logger.ts';
import { createMailer } from '../server/services/mail/mailer.ts';
import { emailAndName, fail, openConfigured } from './cli.ts';

const USAGE = 'Usage: npm run customer:invite -- --email <e-mail> --name <name>';

const { email, name } = emailAndName(USAGE);
const { config, database } = await openConfigured();
const mailer = createMailer(config, consoleLogger);
try {
  const ctx = createAuthContext(database.db, config, mailer, consoleLogger);
  const { customer } = await inviteCustomer(ctx, { email, name }).catch((error: Error) => fail(error.message));
  console.info(`Invitation to set a password sent to ${customer.email} (customer id ${customer.id}).`);
} finally {
  await mailer.close?.();
  await database.close();
}
