// JSON-schema pieces and Romanian field messages shared by the account routes.
import { CURRENCIES, DARK_MODES, LANGUAGES } from '../../../services/auth/index.ts';
import { WEAK_PASSWORD } from '../../../services/auth/index.ts';
import { TEXT_LIMITS } from '../../../../src/shared/field-limits.ts';

const { name: NAME, email: EMAIL } = TEXT_LIMITS;

export const email = { type: 'string', format: 'email', maxLength: EMAIL.max } as const;
// The policy (8-128 characters...) is the service's; this only bounds the work of hashing.
export const password = { type: 'string', minLength: 1, maxLength: 1024 } as const;
export const opaque = { type: 'string', minLength: 1, maxLength: 512 } as const;
// Two non-space characters at least, so the trimmed name still has 2.
export const name = { type: 'string', minLength: NAME.min, maxLength: NAME.max, pattern: '\\S[\\s\\S]*\\S' } as const;

export const preferences = {
  dark_mode: { type: 'string', enum: DARK_MODES },
  currency_code: { type: 'string', enum: CURRENCIES },
  preferred_language: { type: 'string', enum: LANGUAGES },
  billing_country: { type: 'string', pattern: '^[A-Za-z]{2}$' },
} as const;

export const messages = {
  email: 'Adresa de e-mail nu este validă.',
  name: `Numele trebuie să aibă între ${NAME.min} și ${NAME.max} de caractere.`,
  password: WEAK_PASSWORD,
  password_confirmation: 'Confirmarea parolei nu se potrivește.',
  dark_mode: 'Tema trebuie să fie una dintre: system, dark, light.',
  currency_code: 'Prețurile sunt doar în lei: moneda poate fi doar RON.',
  preferred_language: 'Interfața este doar în limba română: limba poate fi doar ro.',
  billing_country: 'Țara de facturare trebuie să fie un cod de două litere (de exemplu RO).',
} as const;
