// Theme choice (Sistem / Luminos / Întunecat) as a native select: keyboard and screen-reader
// friendly without custom ARIA, and small enough for the 360 px header menu.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ro } from '../../i18n/ro.ts';
import { setThemePreference, startTheme, themeState } from './theme-store.ts';
import type { ThemePreference } from './theme-store.ts';
import './theme-switcher.css';

const OPTIONS: readonly { value: ThemePreference; label: string }[] = [
  { value: 'system', label: ro.app.theme.system },
  { value: 'light', label: ro.app.theme.light },
  { value: 'dark', label: ro.app.theme.dark },
];

export function ThemeSwitcher() {
  const { preference } = useSnapshot(themeState);
  useEffect(startTheme, []);
  return (
    <label className="theme-switcher">
      <span className="theme-switcher__label">{ro.app.theme.label}</span>
      <select
        className="theme-switcher__select"
        value={preference}
        onChange={(event) => setThemePreference(event.target.value as ThemePreference)}
      >
        {OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
