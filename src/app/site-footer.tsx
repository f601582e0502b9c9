// Footer: company pages, tracking per carrier, every legal page, and the copyright line.
import { AppLink } from '../components/app-link.tsx';
import { openConsentSettings } from '../features/consent/consent-store.ts';
import { ro } from '../i18n/ro.ts';
import { capitalize } from '../lib/title.ts';
import { CARRIERS } from '../shared/carriers.ts';
import { LEGAL_PAGES } from '../shared/legal-pages.ts';
import './site-footer.css';
import { DATA_ATTRIBUTION } from '../shared/data-attribution.ts';

const COMPANY = [
  { to: '/servicii', label: ro.app.footer.services },
  { to: '/metode-plata', label: ro.app.footer.payments },
  { to: '/info', label: ro.app.footer.info },
  { to: '/business', label: ro.app.footer.business },
  { to: '/integrari', label: ro.app.footer.integrations },
  { to: '/calculator-tva', label: ro.app.footer.vat },
  { to: '/contact', label: ro.app.footer.contact },
  { to: '/feedback', label: ro.app.footer.feedback },
] as const;

function LinkColumn({ id, title, links }: { id: string; title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav className="site-footer__column" aria-labelledby={id}>
      <h2 id={id} className="site-footer__title">
        {title}
      </h2>
      <ul className="site-footer__list">
        {links.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to}>{link.label}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const tracking = CARRIERS.map((c) => ({ to: `/tracking/urmarire-awb-${c.slug}`, label: `${ro.app.footer.trackingBy} ${c.name}` }));
  const legal = LEGAL_PAGES.map((p) => ({ to: `/${p.slug}`, label: capitalize(p.name) }));
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">{ro.app.brand}</p>
          <p>{ro.app.footer.tagline}</p>
        </div>
        <LinkColumn id="subsol-companie" title={ro.app.footer.company} links={COMPANY} />
        <LinkColumn id="subsol-urmarire" title={ro.app.footer.tracking} links={tracking} />
        <LinkColumn id="subsol-legal" title={ro.app.footer.legal} links={legal} />
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {new Date().getFullYear()} {ro.app.brand}. {ro.app.footer.copyright}
        </p>
        <button type="button" className="site-footer__consent" onClick={openConsentSettings}>
          {ro.consent.settings}
        </button>
        <p className="site-footer__attribution">{DATA_ATTRIBUTION}</p>
      </div>
    </footer>
  );
}
