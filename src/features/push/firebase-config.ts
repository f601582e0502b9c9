/**
 * Firebase's web configuration: from the build (VITE_FIREBASE_* variables, fixed into the bundle),
 * or else from the server at run time (its FIREBASE_* variables, GET private/app-config), so one
 * build can serve any deployment. Null when neither has all five values: push then says it is not
 * configured and nothing else of the app changes.
 */
import { loadAppConfig, type FirebaseWebConfig } from '../../lib/app-config.ts';

const KEYS = ['apiKey', 'projectId', 'messagingSenderId', 'appId', 'vapidKey'] as const;

export function completeConfig(candidate: Partial<Record<(typeof KEYS)[number], unknown>> | null | undefined): FirebaseWebConfig | null {
  if (!candidate) return null;
  const values = KEYS.map((key) => candidate[key]);
  if (!values.every((value) => typeof value === 'string' && value.trim() !== '')) return null;
  return Object.fromEntries(KEYS.map((key) => [key, (candidate[key] as string).trim()])) as unknown as FirebaseWebConfig;
}

function fromBuild(): FirebaseWebConfig | null {
  const env = import.meta.env;
  return completeConfig({
    apiKey: env.VITE_FIREBASE_API_KEY,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
    vapidKey: env.VITE_FIREBASE_VAPID_KEY,
  });
}

/** Rejects only when the server cannot be reached (offline): "not configured" is a null. */
export async function loadFirebaseConfig(): Promise<FirebaseWebConfig | null> {
  return fromBuild() ?? completeConfig((await loadAppConfig()).firebase);
}
