// /integrari/{platform}: where in the platform's admin the orders file is made and what Curiero
// reads from it, the public API for a developer, what is written back (nothing) and the carriers.
import { CARRIERS } from '../../shared/carriers.ts';
import { integrationPath, type IntegrationPlatformSlug, integrationPlatformBySlug, INTEGRATIONS_PATH } from '../../shared/integrations.ts';
import { PLATFORM_EXPORT_GUIDES } from '../../shared/integrations-platforms.ts';
import { API_POINTS, NO_CONNECTOR, platformHeading, writeBack } from './integration-copy.ts';
import { Honest, IntegrationPage, Links, Points, Section } from './integration-parts.tsx';
import { BATCH_IMPORT_LINK, DEVELOPER_LINKS } from './developer-links.ts';

function ExportSteps({ platform }: { platform: IntegrationPlatformSlug }) {
  const guide = PLATFORM_EXPORT_GUIDES[platform];
  const name = integrationPlatformBySlug(platform)?.name ?? platform;
  return (
    <>
      {guide.steps ? (
        <ol className="integration-steps">
          {guide.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : (
        <p>
          Nu descriem aici meniurile panoului {name}: nu am găsit o documentație publică a exportului de comenzi. Exportă din panou comenzile de expediat într-un
          fișier CSV sau XLSX care are pe coloane numele destinatarului, telefonul, județul, localitatea, adresa și codul poștal. Dacă panoul nu are un astfel de
          export, copiază comenzile în șablonul Curiero.
        </p>
      )}
      {guide.snippet && (
        <figure className="integration-snippet">
          <figcaption>{guide.snippet.caption}</figcaption>
          <pre tabIndex={0}>
            <code>{guide.snippet.code}</code>
          </pre>
        </figure>
      )}
      <ol className="integration-steps" start={(guide.steps?.length ?? 1) + 1}>
        <li>În contul Curiero, la „Expedieri în lot”, încarci fișierul și alegi expeditorul, curierul (sau „cea mai ieftină ofertă”) și coletul implicit.</li>
        <li>Verifici rândurile: cele cu erori le corectezi pe loc sau le sari. Apoi plătești lotul o dată și descarci etichetele.</li>
      </ol>
      {guide.sources.length > 0 && (
        <p className="integration-source">
          Pașii urmează documentația publică:{' '}
          {guide.sources.map((s, i) => (
            <span key={s.url}>
              {i > 0 && '; '}
              <a href={s.url} rel="noopener noreferrer external">
                {s.label}
              </a>
            </span>
          ))}
          .
        </p>
      )}
    </>
  );
}

function ColumnsRead({ platform }: { platform: IntegrationPlatformSlug }) {
  const guide = PLATFORM_EXPORT_GUIDES[platform];
  return (
    <>
      <p>{guide.file}</p>
      <p>
        {guide.recognised
          ? 'Importul recunoaște fișierul după coloanele lui, fără pasul de potrivire a coloanelor.'
          : 'La primul import potrivești coloanele fișierului cu câmpurile Curiero; importul ține minte potrivirea pentru data viitoare.'}
      </p>
      {guide.columns.length > 0 && (
        <dl className="integration-columns">
          {guide.columns.map((c) => (
            <div key={c.column}>
              <dt>{c.column}</dt>
              <dd>{c.field}</dd>
            </div>
          ))}
        </dl>
      )}
      <p>Greutatea și dimensiunile coletului, conținutul și opțiunile vin din valorile implicite ale lotului, când fișierul nu le are.</p>
    </>
  );
}

export function PlatformView({ platform }: { platform: IntegrationPlatformSlug }) {
  const name = integrationPlatformBySlug(platform)?.name ?? platform;
  return (
    <IntegrationPage heading={platformHeading(platform)}>
      <Section id="pas-cu-pas" title={`Pas cu pas: exportul comenzilor din ${name}`}>
        <ExportSteps platform={platform} />
        <Links links={[BATCH_IMPORT_LINK]} />
      </Section>
      <Section id="ce-citeste-curiero" title="Ce fișier și ce citește Curiero din el">
        <ColumnsRead platform={platform} />
      </Section>
      <Section id="pentru-dezvoltatori" title="Pentru dezvoltatori: API-ul public și webhook-urile">
        <p>Un dezvoltator poate crea comenzile din codul magazinului {name}, fără fișier:</p>
        <Points items={API_POINTS} />
        <Links links={DEVELOPER_LINKS} label="Documentația API" />
      </Section>
      <Section id="ce-se-scrie-inapoi" title={`Ce se scrie înapoi în ${name}`}>
        <Honest>{writeBack(platform)}</Honest>
        <p>{NO_CONNECTOR}</p>
      </Section>
      <Section id="curieri" title={`Curierii pentru magazinele ${name}`}>
        <Links links={CARRIERS.map((c) => ({ to: integrationPath(platform, c.slug), label: `${c.name} pentru magazine ${name}` }))} label="Curieri" />
        <Links links={[{ to: INTEGRATIONS_PATH, label: 'Toate platformele' }]} />
      </Section>
    </IntegrationPage>
  );
}
