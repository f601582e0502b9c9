/**
 * The runtime configuration the server hands the app (GET private/app-config): what is configured
 * on this deployment (social logins, a chat widget, Firebase Messaging) without a rebuild per
 * environment. One request per page load at most, shared by whoever asks; a failure is not kept,
 * so the next caller tries again.
 */
import type { AppConfig } from '../shared/api/private-answers.ts';
import { http } from './http.ts';

export type { AppConfig, FirebaseWebConfig } from '../shared/api/private-answers.ts';

let pending: Promise<AppConfig> | null = null;
let loaded: AppConfig | null = null;

export function loadAppConfig(): Promise<AppConfig> {
  pending ??= http.get<AppConfig>('private/app-config').then(
    (config) => {
      loaded = config;
      return config;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The answer once it has arrived (a component mounted later shows it at once), else null. */
export function loadedAppConfig(): AppConfig | null {
  return loaded;
}

/** For tests: forget the answer. */
export function resetAppConfig(): void {
  pending = null;
  loaded = null;
}
