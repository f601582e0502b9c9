// Customer accounts: the e-mail normal form, the shape the API shows, registration, profile
// updates and invitations (an account without password plus a set-password link).
import { eq, sql } from 'drizzle-orm';
import type { AppDb, Tx } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { validationFailure, type FieldErrors } from '../failure.ts';
import { consume, LIMITS, rateLimitKey } from '../rate-limit.ts';
import type { AuthContext } from './context.ts';
import { queueAccountMail } from './account-mail-queue.ts';
import { createLink, linkUrl } from './links.ts';
import { hashPassword, passwordProblems } from './passwords.ts';
import { setPasswordMail } from '../mail/index.ts';

export const DARK_MODES = ['system', 'dark', 'light'] as const;
// Only what the product supports: a Romanian interface, prices in lei (product-spec: the customer's
// currency_code and preferred_language, defaults RON and ro). Other values are refused (422).
export const CURRENCIES = ['RON'] as const;
export const LANGUAGES = ['ro'] as const;

export type CustomerRow = typeof customers.$inferSelect;

export interface Preferences {
  dark_mode?: (typeof DARK_MODES)[number];
  currency_code?: (typeof CURRENCIES)[number];
  preferred_language?: (typeof LANGUAGES)[number];
  billing_country?: string;
}

export const EMAIL_TAKEN = 'Există deja un cont cu această adresă de e-mail.';
export const CONFIRMATION_DIFFERS = 'Confirmarea parolei nu se potrivește.';

/** Stored and compared trimmed and lower-cased: Ana@Example.ro and ana@example.ro are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function customerView(row: CustomerRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    dark_mode: row.darkMode,
    has_unpaid_reweights: row.hasUnpaidReweights,
    currency_code: row.currencyCode,
    preferred_language: row.preferredLanguage,
    billing_country: row.billingCountry,
    email_verified: row.emailVerifiedAt !== null,
  };
}

export type CustomerView = ReturnType<typeof customerView>;

export async function findCustomerByEmail(db: AppDb, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, normalizeEmail(email)));
  return row;
}

export async function findCustomerById(db: AppDb, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

function preferenceColumns(input: Preferences) {
  return {
    darkMode: input.dark_mode,
    currencyCode: input.currency_code,
    preferredLanguage: input.preferred_language,
    billingCountry: input.billing_country?.toUpperCase(),
  };
}

/** The errors of a new password and its confirmation (empty when both are right). */
export function newPasswordErrors(password: string, confirmation: string, email: string): FieldErrors {
  const errors: FieldErrors = {};
  const problems = passwordProblems(password, email);
  if (problems.length) errors.password = problems;
  if (confirmation !== password) errors.password_confirmation = [CONFIRMATION_DIFFERS];
  return errors;
}

export interface RegisterInput extends Preferences {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

// Postgres' unique_violation: the e-mail was taken between our check and the insert.
const isUniqueViolation = (error: unknown): boolean => {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return (cause as { code?: string })?.code === '23505';
};

export async function registerCustomer(ctx: AuthContext, input: RegisterInput): Promise<CustomerRow> {
  const email = normalizeEmail(input.email);
  const errors = newPasswordErrors(input.password, input.password_confirmation, email);
  if (await findCustomerByEmail(ctx.db, email)) errors.email = [EMAIL_TAKEN];
  if (Object.keys(errors).length) throw validationFailure(errors);
  const passwordHash = await hashPassword(input.password);
  let row: CustomerRow | undefined;
  try {
    // The account and the promise of its verification mail are one change.
    row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(customers)
        .values({ email, name: input.name.trim(), passwordHash, ...preferenceColumns(input) })
        .returning();
      if (created) await queueAccountMail(tx, { template: 'verify_email', customerId: created.id });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailure({ email: [EMAIL_TAKEN] });
    throw error;
  }
  if (!row) throw new Error('insert into customers returned no row');
  return row;
}

/** Queues a mail with a fresh e-mail verification link. */
export async function sendVerificationMail(ctx: AuthContext, customer: CustomerRow): Promise<void> {
  await queueAccountMail(ctx.db, { template: 'verify_email', customerId: customer.id });
}

export interface ProfileInput extends Preferences {
  name?: string;
}

/** Whether saving `input` would change anything of `row` (a name is compared trimmed). */
export function profileChanges(row: CustomerRow, input: ProfileInput): boolean {
  const next = { name: input.name?.trim(), ...preferenceColumns(input) };
  return (Object.entries(next) as [keyof typeof next, string | undefined][]).some(([column, value]) => value !== undefined && value !== row[column]);
}

export async function updateProfile(db: AppDb, id: number, input: ProfileInput): Promise<CustomerRow> {
  const [row] = await db
    .update(customers)
    .set({ name: input.name?.trim(), ...preferenceColumns(input), updatedAt: sql`now()` })
    .where(eq(customers.id, id))
    .returning();
  if (!row) throw new Error(`customer ${id} vanished during a profile update`);
  return row;
}

export interface NewCustomer extends Preferences {
  email: string;
  name: string;
  emailVerified?: boolean;
}

/** Creates an account without password (social login, invitations); null when the e-mail is taken. */
export async function createCustomerWithoutPassword(db: AppDb, input: NewCustomer): Promise<CustomerRow | null> {
  const [row] = await db
    .insert(customers)
    .values({
      email: normalizeEmail(input.email),
      name: input.name.trim(),
      emailVerifiedAt: input.emailVerified ? sql`now()` : null,
      ...preferenceColumns(input),
    })
    .onConflictDoNothing({ target: customers.email })
    .returning();
  return row ?? null;
}

/**
 * An account made for someone (by support, or a script): no password, and a set-password link by
 * e-mail, valid 7 days. An existing account without password gets a new link; one with a password
 * is refused (it can use the password reset).
 */
export async function inviteCustomer(
  ctx: AuthContext,
  input: { email: string; name: string },
): Promise<{ customer: CustomerRow; link: string }> {
  const customer =
    (await createCustomerWithoutPassword(ctx.db, { email: input.email, name: input.name })) ??
    (await findCustomerByEmail(ctx.db, input.email));
  if (!customer) throw new Error('the invited customer could not be created nor found');
  if (customer.passwordHash) throw new Error(`${customer.email} already has a password: use the password reset instead`);
  const token = await createLink(ctx.db, customer.id, 'set_password');
  const link = linkUrl(ctx.config, 'set_password', customer, token);
  await ctx.mailer.send(setPasswordMail(customer.email, customer.name, link));
  return { customer, link };
}

/** Whether an account uses this e-mail (the sign-in form asks before showing login or register). */
export async function emailExists(ctx: AuthContext, email: string, client: { ip: string }): Promise<boolean> {
  await consume(ctx.db, LIMITS.checkEmailPerIp, rateLimitKey(LIMITS.checkEmailPerIp, client.ip));
  return (await findCustomerByEmail(ctx.db, email)) !== undefined;
}

/** Marks the account as owing re-weighing differences (new orders refused) or as having paid them (orders/reweighs.ts). */
export async function setUnpaidReweighs(db: AppDb | Tx, customerId: number, unpaid: boolean): Promise<void> {
  await db.update(customers).set({ hasUnpaidReweights: unpaid, updatedAt: sql`now()` }).where(eq(customers.id, customerId));
}
