// Password hashing and policy (OWASP ASVS 5, V6.2): argon2id with OWASP's minimum parameters
// (19 MiB, 2 passes, 1 lane); 8 to 128 characters, no composition rules, refused when among the
// most common passwords (server/data/common-passwords.txt) or equal to the e-mail or its local part.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum, unusable as a value under isolatedModules; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const WEAK_PASSWORD = 'Parola nu respectă cerințele de securitate';
export const PASSWORD_MESSAGES = {
  tooShort: `Parola trebuie să aibă cel puțin ${PASSWORD_MIN} caractere.`,
  tooLong: `Parola poate avea cel mult ${PASSWORD_MAX} de caractere.`,
  common: 'Parola este prea des folosită. Alege alta.',
  email: 'Parola nu poate fi adresa de e-mail.',
} as const;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('../../data/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common;
}

/** Why `password` is refused for the account `email` (empty when it is acceptable). */
export function passwordProblems(password: string, email: string): string[] {
  // Length in characters as people count them (code points), not UTF-16 units.
  const length = [...password].length;
  if (length < PASSWORD_MIN) return [WEAK_PASSWORD, PASSWORD_MESSAGES.tooShort];
  if (length > PASSWORD_MAX) return [WEAK_PASSWORD, PASSWORD_MESSAGES.tooLong];
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  if (lower === address || lower === address.split('@')[0]) return [WEAK_PASSWORD, PASSWORD_MESSAGES.email];
  if (commonPasswords().has(lower)) return [WEAK_PASSWORD, PASSWORD_MESSAGES.common];
  return [];
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified against when the account does not exist or has no password, so both cost the same time
// as a real check and the answer's timing does not tell which e-mails have accounts.
let dummyHash: Promise<string> | undefined;

/** Computes the stand-in hash ahead (at start), so not even the first unknown e-mail is slower. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await prepareDummyHash(), password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
