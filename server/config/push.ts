// Push notifications: FCM HTTP v1 with FCM_SERVICE_ACCOUNT, else JSON files in DATA_DIR/push-outbox.
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { EnvKit } from './env.ts';

/** The fields of a Google service-account key file that sending through FCM HTTP v1 needs. */
export interface ServiceAccount {
  readonly projectId: string;
  readonly clientEmail: string;
  /** PEM (PKCS#8), as Google writes it. */
  readonly privateKey: string;
  readonly privateKeyId: string | null;
  /** Where the signed JWT is exchanged for an access token (https, or http on loopback for tests). */
  readonly tokenUri: string;
}

/** Push notifications: FCM HTTP v1 with FCM_SERVICE_ACCOUNT, else JSON files in DATA_DIR/push-outbox. */
export interface PushConfig {
  readonly serviceAccount: ServiceAccount | null;
  /** Without a trailing slash. */
  readonly fcmApiUrl: string;
}

export function readPush(kit: EnvKit): PushConfig {
  return Object.freeze({
    serviceAccount: readServiceAccount(kit.read('FCM_SERVICE_ACCOUNT'), kit.problems),
    fcmApiUrl: readGoogleUrl('FCM_API_URL', kit.read('FCM_API_URL') ?? 'https://fcm.googleapis.com', kit.problems).replace(/\/+$/, ''),
  });
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

// Google endpoints: https, or plain http only on this machine (the test stand-in).
function readGoogleUrl(name: string, raw: string, problems: string[]): string {
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return raw;
  } catch {
    // Falls through to the message below.
  }
  problems.push(`${name} must be an https:// URL (http:// only for 127.0.0.1 or localhost), got ${JSON.stringify(raw)}`);
  return raw;
}

// Inline JSON (starts with "{") or the path of the key file Google gives out. The key is never
// echoed in a message: only what is wrong with it.
function readServiceAccount(raw: string | undefined, problems: string[]): ServiceAccount | null {
  if (raw === undefined) return null;
  const name = 'FCM_SERVICE_ACCOUNT';
  let text = raw;
  if (!raw.startsWith('{')) {
    try {
      text = readFileSync(resolve(raw), 'utf8');
    } catch (error) {
      problems.push(`${name} must be a service-account JSON or the path of one; cannot read ${JSON.stringify(raw)}: ${(error as Error).message}`);
      return null;
    }
  }
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('not an object');
  } catch {
    problems.push(`${name} must be a service-account JSON object (inline or in a file), but it is not valid JSON`);
    return null;
  }
  const fields = ['project_id', 'client_email', 'private_key', 'token_uri'] as const;
  const missing = fields.filter((field) => typeof json[field] !== 'string' || !(json[field] as string).trim());
  if (missing.length) {
    problems.push(`${name} lacks ${missing.join(', ')}: use the key file of a service account (Firebase console, Service accounts)`);
    return null;
  }
  const value = (field: (typeof fields)[number]) => json[field] as string;
  try {
    createPrivateKey(value('private_key'));
  } catch {
    problems.push(`${name} private_key must be a PEM private key`);
    return null;
  }
  const before = problems.length;
  const tokenUri = readGoogleUrl(`${name} token_uri`, value('token_uri'), problems);
  if (problems.length > before) return null;
  return Object.freeze({
    projectId: value('project_id'),
    clientEmail: value('client_email'),
    privateKey: value('private_key'),
    privateKeyId: typeof json.private_key_id === 'string' ? json.private_key_id : null,
    tokenUri,
  });
}
