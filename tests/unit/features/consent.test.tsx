import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentBanner, openConsentSettings } from '../../../src/features/consent/consent-banner.tsx';
import { detectCountry, isStrictConsentCountry } from '../../../src/features/consent/consent-regions.ts';
import {
  acceptAll,
  consentState,
  loadConsent,
  onConsentGranted,
  refuseOptional,
  saveChoices,
} from '../../../src/features/consent/consent-store.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { STORAGE_KEYS } from '../../../src/lib/storage-keys.ts';

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.consent) ?? 'null');

beforeEach(() => loadConsent('RO'));
afterEach(() => {
  cleanup();
  delete (globalThis as { gtag?: unknown }).gtag;
});

describe('consent regions', () => {
  it('detects Romania from a clock on Eastern European Time, else from the language region, else defaults to RO', () => {
    expect(detectCountry(['en-US'], 120)).toBe('RO');
    expect(detectCountry(['en-US'], 180)).toBe('RO');
    expect(detectCountry(['de-AT', 'de'], 60)).toBe('AT');
    expect(detectCountry(['en-US'], -300)).toBe('US');
    expect(detectCountry(['ro'], undefined)).toBe('RO');
    expect(detectCountry([], 0)).toBe('RO');
  });

  it('treats Romania and the EU/EEA as strict', () => {
    expect(isStrictConsentCountry('RO')).toBe(true);
    expect(isStrictConsentCountry('de')).toBe(true);
    expect(isStrictConsentCountry('NO')).toBe(true);
    expect(isStrictConsentCountry('US')).toBe(false);
  });
});

describe('consent store', () => {
  it('defaults for Romania: functionality and security granted, analytics and ads denied, undecided', () => {
    expect(consentState.choices).toEqual({ functionality: 'granted', security: 'granted', analytics: 'denied', ads: 'denied' });
    expect(consentState.bannerOpen).toBe(true);
    expect(consentState.decidedAt).toBeNull();
  });

  it('persists a refusal as { version, choices, decidedAt } and restores it', () => {
    refuseOptional();
    expect(stored()).toMatchObject({ version: 1, choices: { analytics: 'denied', ads: 'denied', functionality: 'granted', security: 'granted' } });
    expect(typeof stored().decidedAt).toBe('string');
    loadConsent('RO');
    expect(consentState.bannerOpen).toBe(false);
    expect(consentState.decidedAt).not.toBeNull();
  });

  it('persists acceptance and custom choices', () => {
    acceptAll();
    expect(stored().choices).toMatchObject({ analytics: 'granted', ads: 'granted' });
    saveChoices({ analytics: true, ads: false });
    expect(stored().choices).toMatchObject({ analytics: 'granted', ads: 'denied' });
  });

  it('asks again when the stored value is corrupted', () => {
    localStorage.setItem(STORAGE_KEYS.consent, '{not json');
    loadConsent('RO');
    expect(consentState.bannerOpen).toBe(true);
  });

  it('fires onConsentGranted only after the visitor grants the category, and only once', () => {
    const analytics = vi.fn();
    const ads = vi.fn();
    onConsentGranted('analytics', analytics);
    onConsentGranted('ads', ads);
    refuseOptional();
    expect(analytics).not.toHaveBeenCalled();
    saveChoices({ analytics: true, ads: false });
    expect(analytics).toHaveBeenCalledTimes(1);
    expect(ads).not.toHaveBeenCalled();
    acceptAll();
    expect(analytics).toHaveBeenCalledTimes(1);
    expect(ads).toHaveBeenCalledTimes(1);
  });

  it('does not fire for a non-EU default before an explicit decision', () => {
    loadConsent('US');
    expect(consentState.choices.analytics).toBe('granted');
    const cb = vi.fn();
    const cancel = onConsentGranted('analytics', cb);
    expect(cb).not.toHaveBeenCalled();
    acceptAll();
    expect(cb).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('mirrors the choice to gtag only when gtag exists', () => {
    expect(() => acceptAll()).not.toThrow();
    const gtag = vi.fn();
    (globalThis as { gtag?: unknown }).gtag = gtag;
    refuseOptional();
    expect(gtag).toHaveBeenCalledWith('consent', 'update', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', security_storage: 'granted' }));
  });
});

describe('ConsentBanner', () => {
  const renderBanner = () => render(<MemoryRouter><ConsentBanner /></MemoryRouter>);

  it('is a labelled region with the three choices and a link to the cookie policy', () => {
    renderBanner();
    expect(screen.getByRole('region', { name: 'Consimțământ cookie-uri' })).toBeTruthy();
    expect(screen.getByRole('link', { name: ro.consent.policyLink }).getAttribute('href')).toBe('/politica-cookies');
    for (const name of ['Accept toate', 'Refuz opționalele', 'Personalizează']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('hides after "Refuz opționalele" and stores the decision', async () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Refuz opționalele' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Consimțământ cookie-uri' })).toBeNull());
    expect(stored().choices.analytics).toBe('denied');
  });

  it('lets the visitor customise: necessary ones checked and disabled, analytics opt-in', async () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Personalizează' }));
    const necessary = await screen.findByRole('checkbox', { name: ro.consent.necessary }) as HTMLInputElement;
    expect(necessary.checked && necessary.disabled).toBe(true);
    const analytics = screen.getByRole('checkbox', { name: ro.consent.analytics }) as HTMLInputElement;
    expect(analytics.checked).toBe(false);
    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole('button', { name: ro.consent.save }));
    expect(stored().choices).toMatchObject({ analytics: 'granted', ads: 'denied' });
  });

  it('reopens from openConsentSettings() with the choices shown and takes focus', async () => {
    refuseOptional();
    renderBanner();
    expect(screen.queryByRole('region')).toBeNull();
    act(() => openConsentSettings());
    const region = await screen.findByRole('region', { name: 'Consimțământ cookie-uri' });
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    expect(screen.getByRole('checkbox', { name: ro.consent.ads })).toBeTruthy();
  });

  it('uses comma-below diacritics in its strings', () => {
    expect(JSON.stringify([ro.consent, ro.chat])).not.toMatch(/[şţŞŢ]/);
  });
});
