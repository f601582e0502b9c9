// The answers of the account calls the app reads (schemas: answers-common.ts says what they are for):
// the customer (GET/PUT /customer/profile, and inside every token answer) and the token answer of
// login, register, refresh, social login, set-password and impersonation (routes/private/auth/).
import { bool, dataOf, int, str } from '../answers-common.ts';

export const customerSchema = {
  title: 'Customer',
  type: 'object',
  required: ['email', 'name'],
  properties: {
    id: int,
    email: str,
    name: str,
    dark_mode: str,
    has_unpaid_reweights: bool,
    currency_code: str,
    preferred_language: str,
    billing_country: str,
    email_verified: bool,
  },
} as const;

export const profileAnswerSchema = dataOf('ProfileAnswer', customerSchema);

export const tokenAnswerSchema = {
  title: 'TokenAnswer',
  type: 'object',
  required: ['access_token', 'refresh_token', 'expires_in'],
  properties: {
    access_token: str,
    refresh_token: str,
    token_type: str,
    expires_in: int,
    customer: customerSchema,
    // Impersonation only: how long the server keeps the admin session (at most 10 minutes).
    impersonation: { type: 'object', properties: { admin_name: str, expires_in: int } },
  },
} as const;
