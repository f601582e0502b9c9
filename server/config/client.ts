// What the browser is told at start (GET /api/app-config): the chat widget and the Firebase web settings.
import type { EnvKit } from './env.ts';

export interface FirebaseConfig {
  readonly apiKey: string;
  readonly projectId: string;
  readonly messagingSenderId: string;
  readonly appId: string;
  readonly vapidKey: string;
}

const FIREBASE_VARS = {
  apiKey: 'FIREBASE_API_KEY',
  projectId: 'FIREBASE_PROJECT_ID',
  messagingSenderId: 'FIREBASE_MESSAGING_SENDER_ID',
  appId: 'FIREBASE_APP_ID',
  vapidKey: 'FIREBASE_VAPID_KEY',
} as const;

export function readClient(kit: EnvKit): { chatWidgetUrl: string | null; firebase: FirebaseConfig | null } {
  return {
    chatWidgetUrl: kit.url('CHAT_WIDGET_URL', ['https:'], 'an https:// URL or empty'),
    firebase: readFirebase(kit),
  };
}

// Firebase Messaging needs all five values; a partial set is a mistake, not "push disabled".
function readFirebase(kit: EnvKit): FirebaseConfig | null {
  const entries = Object.entries(FIREBASE_VARS).map(([key, name]) => [key, name, kit.read(name)] as const);
  const missing = entries.filter(([, , value]) => value === undefined).map(([, name]) => name);
  if (missing.length === entries.length) return null;
  if (missing.length > 0) {
    kit.problems.push(
      `${missing.join(', ')} must be set too: the FIREBASE_* variables are all set or all empty`,
    );
    return null;
  }
  return Object.freeze(Object.fromEntries(entries.map(([key, , value]) => [key, value])) as unknown as FirebaseConfig);
}
