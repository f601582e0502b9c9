// Non-modal consent banner (no focus trap): shown until the visitor decides, reopened from the footer.
// It is part of the page, above the header (src/app/layout.tsx), never laid over it: a fixed banner
// covered the calculator on a desktop and whatever control scrolled under it on a phone.
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSnapshot } from 'valtio';
import { ro } from '../../i18n/ro.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import {
  acceptAll,
  consentState,
  loadConsent,
  refuseOptional,
  saveChoices,
  setConsentDraft,
  startCustomizing,
} from './consent-store.ts';
import './consent-banner.css';

export { openConsentSettings, onConsentGranted } from './consent-store.ts';

const t = ro.consent;

export function ConsentBanner() {
  // Prerendered pages carry the banner (most first visits are undecided); an inline boot script
  // hides it with CSS before first paint when this browser has decided already, and after
  // hydration the stored decision applies.
  const hydrated = useHydrated();
  const snap = useSnapshot(consentState, { sync: true }); // sync: controlled checkboxes
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusRef = useRef<Element | null>(null);
  const id = useId();

  // A decision taken in another tab closes this banner too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.consent) loadConsent(consentState.country);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Reopened on purpose (footer button): show the current choices and move focus into the banner.
  useEffect(() => {
    if (snap.focusRequest === 0) return;
    returnFocusRef.current = document.activeElement;
    headingRef.current?.focus();
  }, [snap.focusRequest]);

  if (hydrated ? !snap.bannerOpen : false) return null;

  const closeWith = (action: () => void) => {
    const hadFocus = document.activeElement instanceof Node && headingRef.current?.closest('section')?.contains(document.activeElement);
    action();
    if (!hadFocus) return;
    const back = returnFocusRef.current;
    const target = back instanceof HTMLElement && back.isConnected ? back : document.getElementById('titlu-pagina');
    target?.focus();
  };

  return (
    <section className={hydrated ? 'consent-banner' : 'consent-banner consent-banner--prerendered'} role="region" aria-label={t.region}>
      <div className="container consent-banner__inner">
        <h2 className="consent-banner__title" ref={headingRef} tabIndex={-1}>
          {t.title}
        </h2>
        <p className="consent-banner__text">
          {t.text} <Link to="/politica-cookies">{t.policyLink}</Link>
        </p>
        {snap.customizing && (
          <fieldset className="consent-banner__choices">
            <legend>{t.choicesLegend}</legend>
            <Choice id={`${id}-f`} label={t.necessary} hint={t.necessaryHint} checked disabled />
            <Choice id={`${id}-s`} label={t.security} hint={t.securityHint} checked disabled />
            <Choice id={`${id}-a`} label={t.analytics} hint={t.analyticsHint} checked={snap.draft.analytics} onChange={(v) => setConsentDraft('analytics', v)} />
            <Choice id={`${id}-p`} label={t.ads} hint={t.adsHint} checked={snap.draft.ads} onChange={(v) => setConsentDraft('ads', v)} />
          </fieldset>
        )}
        <div className="consent-banner__actions">
          <button type="button" className="consent-banner__button consent-banner__button--primary" onClick={() => closeWith(acceptAll)}>
            {t.acceptAll}
          </button>
          <button type="button" className="consent-banner__button" onClick={() => closeWith(refuseOptional)}>
            {t.refuseOptional}
          </button>
          {snap.customizing ? (
            <button type="button" className="consent-banner__button" onClick={() => closeWith(() => saveChoices())}>
              {t.save}
            </button>
          ) : (
            <button type="button" className="consent-banner__button consent-banner__button--link" onClick={startCustomizing}>
              {t.customize}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

interface ChoiceProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (value: boolean) => void;
}

function Choice({ id, label, hint, checked, disabled, onChange }: ChoiceProps) {
  return (
    <div className="consent-banner__choice">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange?.(e.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="consent-banner__hint">
        {hint}
      </p>
    </div>
  );
}
