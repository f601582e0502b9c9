/**
 * Consent state: the visitor's choice per category, persisted in localStorage (STORAGE_KEYS.consent)
 * as JSON { version, choices, decidedAt }.
 * Why a gate: anything analytic or advertising must load through `onConsentGranted`, which fires only
 * after an explicit grant, so nothing of the kind runs before the visitor decides (spec §9).
 * Defaults follow the visitor's region; the gtag consent mirror is written only if gtag exists.
 */
import { proxy, subscribe } from 'valtio';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage-keys.ts';
import { detectCountry, isStrictConsentCountry } from './consent-regions.ts';

export type ConsentCategory = 'functionality' | 'security' | 'analytics' | 'ads';
export type ConsentChoice = 'granted' | 'denied';
export type ConsentChoices = Record<ConsentCategory, ConsentChoice>;

/** Bump when the categories change: stored choices of an older version are asked again. */
export const CONSENT_VERSION = 1;
export const NECESSARY_CATEGORIES: readonly ConsentCategory[] = ['functionality', 'security'];

interface StoredConsent {
  version: number;
  choices: ConsentChoices;
  decidedAt: string;
}

interface ConsentState {
  country: string;
  choices: ConsentChoices;
  decidedAt: string | null;
  bannerOpen: boolean;
  customizing: boolean;
  /** The checkboxes of "Personalizează" before they are saved. */
  draft: { analytics: boolean; ads: boolean };
  /** Increments when settings are reopened on purpose, so the banner can take focus. */
  focusRequest: number;
}

type Gtag = (command: 'consent', action: 'default' | 'update', params: Record<string, ConsentChoice>) => void;

export function defaultChoices(country: string): ConsentChoices {
  const optional: ConsentChoice = isStrictConsentCountry(country) ? 'denied' : 'granted';
  return { functionality: 'granted', security: 'granted', analytics: optional, ads: optional };
}

function readStored(): StoredConsent | null {
  try {
    const parsed = JSON.parse(readStorage(STORAGE_KEYS.consent) ?? 'null') as Partial<StoredConsent> | null;
    if (!parsed || parsed.version !== CONSENT_VERSION || !parsed.choices || !parsed.decidedAt) return null;
    const c = parsed.choices;
    const ok = (v: unknown) => v === 'granted' || v === 'denied';
    if (!ok(c.analytics) || !ok(c.ads)) return null;
    return parsed as StoredConsent;
  } catch {
    return null; // corrupted value: ask again
  }
}

export const consentState = proxy<ConsentState>({
  country: 'RO',
  choices: defaultChoices('RO'),
  decidedAt: null,
  bannerOpen: true,
  customizing: false,
  draft: { analytics: false, ads: false },
  focusRequest: 0,
});

function resetDraft(): void {
  consentState.draft = {
    analytics: consentState.choices.analytics === 'granted',
    ads: consentState.choices.ads === 'granted',
  };
}

function mirrorToGtag(action: 'default' | 'update'): void {
  const gtag = (globalThis as { gtag?: Gtag }).gtag;
  if (typeof gtag !== 'function') return;
  const c = consentState.choices;
  try {
    gtag('consent', action, {
      functionality_storage: c.functionality,
      personalization_storage: c.functionality,
      security_storage: c.security,
      analytics_storage: c.analytics,
      ad_storage: c.ads,
      ad_user_data: c.ads,
      ad_personalization: c.ads,
    });
  } catch {
    // a broken third-party gtag must not break the page
  }
}

/** (Re)reads the stored decision; called once at start-up and by tests. */
export function loadConsent(country: string = detectCountry()): void {
  const stored = readStored();
  consentState.country = country;
  consentState.choices = stored
    ? { ...stored.choices, functionality: 'granted', security: 'granted' }
    : defaultChoices(country);
  consentState.decidedAt = stored?.decidedAt ?? null;
  consentState.bannerOpen = !stored;
  consentState.customizing = false;
  resetDraft();
  mirrorToGtag('default');
}

function decide(optional: Pick<ConsentChoices, 'analytics' | 'ads'>): void {
  const decidedAt = new Date().toISOString();
  consentState.choices = { functionality: 'granted', security: 'granted', ...optional };
  consentState.decidedAt = decidedAt;
  consentState.bannerOpen = false;
  consentState.customizing = false;
  const stored: StoredConsent = { version: CONSENT_VERSION, choices: { ...consentState.choices }, decidedAt };
  writeStorage(STORAGE_KEYS.consent, JSON.stringify(stored));
  mirrorToGtag('update');
}

export function acceptAll(): void {
  decide({ analytics: 'granted', ads: 'granted' });
}

export function refuseOptional(): void {
  decide({ analytics: 'denied', ads: 'denied' });
}

export function setConsentDraft(category: 'analytics' | 'ads', granted: boolean): void {
  consentState.draft[category] = granted;
}

/** Saves the given choices, by default the checkboxes of "Personalizează". */
export function saveChoices(choices: { analytics: boolean; ads: boolean } = consentState.draft): void {
  decide({ analytics: choices.analytics ? 'granted' : 'denied', ads: choices.ads ? 'granted' : 'denied' });
}

export function startCustomizing(): void {
  resetDraft();
  consentState.customizing = true;
}

/** Reopens the banner with the choices shown (footer "Setări cookie"). */
export function openConsentSettings(): void {
  resetDraft();
  consentState.bannerOpen = true;
  consentState.customizing = true;
  consentState.focusRequest += 1;
}

export function hasConsent(category: ConsentCategory): boolean {
  if (consentState.choices[category] !== 'granted') return false;
  return NECESSARY_CATEGORIES.includes(category) || consentState.decidedAt !== null;
}

/**
 * Runs `callback` once, as soon as `category` is granted by the visitor (immediately if it already
 * is). Returns a function that cancels the wait.
 */
export function onConsentGranted(category: ConsentCategory, callback: () => void): () => void {
  let done = false;
  const fire = () => {
    if (done || !hasConsent(category)) return;
    done = true;
    unsubscribe();
    try {
      callback();
    } catch (error) {
      queueMicrotask(() => {
        throw error; // surface to the global error reporter without breaking the store
      });
    }
  };
  const unsubscribe = subscribe(consentState, fire, true);
  fire();
  return () => {
    done = true;
    unsubscribe();
  };
}

loadConsent();
