// /integrari: what a shop uses today (the batch import of its platform's orders export, the public
// API and webhooks), that no connector exists, and one card per platform.
import { AppLink } from '../../components/app-link.tsx';
import { INTEGRATION_PLATFORMS, integrationPath } from '../../shared/integrations.ts';
import { PLATFORM_EXPORT_GUIDES } from '../../shared/integrations-platforms.ts';
import { API_POINTS, BATCH_IMPORT_POINTS, hubHeading, NO_CONNECTOR } from './integration-copy.ts';
import { Honest, IntegrationPage, Links, Points, Section } from './integration-parts.tsx';
import { BATCH_IMPORT_LINK, DEVELOPER_LINKS } from './developer-links.ts';

export function HubView() {
  return (
    <IntegrationPage heading={hubHeading}>
      <Section id="ce-nu-exista" title="Ce nu există încă">
        <Honest>{NO_CONNECTOR}</Honest>
        <p>
          Comenzile ajung în Curiero doar prin fișierul de export pe care îl încarci tu sau prin API-ul public, apelat de codul magazinului. Curiero nu scrie
          nimic înapoi în platformă: nici AWB-ul, nici statusul.
        </p>
      </Section>
      <Section id="import-in-lot" title="Importul în lot al comenzilor">
        <p>Exporți comenzile zilei din platforma magazinului și încarci fișierul în contul Curiero, la „Expedieri în lot”.</p>
        <Points items={BATCH_IMPORT_POINTS} />
        <Links links={[BATCH_IMPORT_LINK]} />
      </Section>
      <Section id="api-si-webhookuri" title="API-ul public și webhook-urile, pentru dezvoltatori">
        <Points items={API_POINTS} />
        <Links links={DEVELOPER_LINKS} label="Documentația API" />
      </Section>
      <Section id="platforme" title="Alege platforma magazinului">
        <ul className="integration-cards">
          {INTEGRATION_PLATFORMS.map((p) => {
            const guide = PLATFORM_EXPORT_GUIDES[p.slug];
            return (
              <li key={p.slug} className="integration-card">
                <h3 className="integration-card__title">
                  <AppLink to={integrationPath(p.slug)}>{p.name}</AppLink>
                </h3>
                <p>{guide.file}</p>
                <p className="integration-card__meta">
                  {guide.recognised ? 'Importul recunoaște fișierul singur, fără potrivirea coloanelor.' : 'La primul import potrivești coloanele; Curiero ține minte potrivirea.'}
                </p>
              </li>
            );
          })}
        </ul>
      </Section>
    </IntegrationPage>
  );
}
