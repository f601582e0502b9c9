/**
 * Colour theme: the stored preference (localStorage 'dark_mode' = 'dark' | 'light', absent = follow
 * the system) and the theme actually applied to <html data-theme>. src/boot/theme-init.js (inlined in index.html) applies the
 * same rule before first paint; this module takes over once React runs, follows
 * prefers-color-scheme changes while the preference is "system", and syncs across tabs.
 */
import { proxy } from 'valtio';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage-keys.ts';

export type ThemePreference = 'system' | 'light' | 'dark';
export type AppliedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readPreference(): ThemePreference {
  const value = readStorage(STORAGE_KEYS.darkMode);
  return value === 'dark' || value === 'light' ? value : 'system';
}

function systemTheme(): AppliedTheme {
  try {
    return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function resolveTheme(preference: ThemePreference): AppliedTheme {
  return preference === 'system' ? systemTheme() : preference;
}

function applyTheme(theme: AppliedTheme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

export const themeState = proxy<{ preference: ThemePreference; applied: AppliedTheme }>({
  preference: 'system',
  applied: 'light',
});

function sync(preference: ThemePreference): void {
  themeState.preference = preference;
  themeState.applied = resolveTheme(preference);
  applyTheme(themeState.applied);
}

export function setThemePreference(preference: ThemePreference): void {
  writeStorage(STORAGE_KEYS.darkMode, preference === 'system' ? null : preference);
  sync(preference);
}

let started = false;

/** Reads the stored preference and starts following system and other-tab changes (idempotent). */
export function startTheme(): void {
  sync(readPreference());
  if (started) return;
  started = true;
  try {
    window.matchMedia(DARK_QUERY).addEventListener('change', () => {
      if (themeState.preference === 'system') sync('system');
    });
  } catch {
    // very old browsers: the theme still follows the stored preference
  }
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.darkMode || event.key === null) sync(readPreference());
  });
}
