// JSON-schema pieces and Romanian field messages shared by the account routes.
import { CURRENCIES, DARK_MODES, LANGUAGES } from '../../../services/auth/customers.ts';
import { WEAK_PASSWORD } from '../../../services/auth/passwords.ts';

export const email = { type: 'string', format: 'email', maxLength: 254 } as const;
// The policy (8-128 characters...) is the service's; this only bounds the work of hashing.
export const password = { type: 'string', minLength: 1, maxLength: 1024 } as const;
export const opaque = { type: 'string', minLength: 1, maxLength: 512 } as const;
// Two non-space characters at least, so the trimmed name still has 2.
export const name = { type: 'string', minLength: 2, maxLength: 100, pattern: '\\S[\\s\\S]*\\S' } as const;

export const preferences = {
  dark_mode: { type: 'string', enum: DARK_MODES },
  currency_code: { type: 'string', enum: CURRENCIES },
  preferred_language: { type: 'string', enum: LANGUAGES },
  billing_country: { type: 'string', pattern: '^[A-Za-z]{2}$' },
} as const;

export const messages = {
  email: 'Adresa de email nu este validă.',
  name: 'Numele trebuie să aibă între 2 și 100 de caractere.',
  password: WEAK_PASSWORD,
  password_confirmation: 'Confirmarea parolei nu se potrivește.',
  dark_mode: 'Tema trebuie să fie una dintre: system, dark, light.',
  currency_code: 'Moneda trebuie să fie RON sau EUR.',
  preferred_language: 'Limba trebuie să fie ro sau en.',
  billing_country: 'Țara de facturare trebuie să fie un cod de două litere (de exemplu RO).',
} as const;
