// The page of a VAT tool: heading and lead, the tool, a link to the other tool, what each rate
// applies to (dates, legal basis) and a short FAQ. Deterministic: the same HTML on the server and
// in the first client render (the tool reads this browser's storage only after hydration).
import { AppLink } from '../../components/app-link.tsx';
import { roVat } from '../../i18n/ro-vat.ts';
import { usePageDescription } from '../../lib/document-head.ts';
import { RATE_EXPLANATIONS, RATES_DISCLAIMER, RATES_HEADING, RATES_INTRO, VAT_PAGE_COPY, type VatToolKind } from './vat-copy.ts';
import { VatTool } from './vat-tool.tsx';
import './vat.css';

const OTHER_PATH: Record<VatToolKind, string> = { calculator: '/extractor-tva', extractor: '/calculator-tva' };

export function VatPage({ tool }: { tool: VatToolKind }) {
  const copy = VAT_PAGE_COPY[tool];
  usePageDescription(copy.description);
  const other = roVat.otherTool[tool];
  return (
    <article className="container vat-page">
      <header className="vat-page__header">
        <h1 id="titlu-pagina" tabIndex={-1} className="vat-page__title">
          {copy.h1}
        </h1>
        <p className="vat-page__lead">{copy.lead}</p>
      </header>

      <VatTool key={tool} tool={tool} />

      <p className="vat-page__other">
        {other.text} <AppLink to={OTHER_PATH[tool]}>{other.link}</AppLink>
      </p>

      <section className="vat-page__section" aria-labelledby="cote-tva">
        <h2 id="cote-tva">{RATES_HEADING}</h2>
        <p>{RATES_INTRO}</p>
        <dl className="vat-rates">
          {RATE_EXPLANATIONS.map((r) => (
            <div key={r.rate} className="vat-rates__item">
              <dt>
                <span className="vat-rates__rate">{r.rate}</span> {r.title}
              </dt>
              <dd>{r.text}</dd>
            </div>
          ))}
        </dl>
        <p className="vat-page__disclaimer">{RATES_DISCLAIMER}</p>
      </section>

      <section className="vat-page__section" aria-labelledby="intrebari-frecvente">
        <h2 id="intrebari-frecvente">Întrebări frecvente</h2>
        <div className="vat-faq">
          {copy.faq.map((item) => (
            <details key={item.q} className="vat-faq__item">
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </div>
      </section>
    </article>
  );
}
