// /integrari/{platform}/{carrier}: the carrier's services, lockers, cash on delivery, label formats
// and return methods through Curiero, for a shop on that platform, and how its orders reach it.
import { carrierBySlug, carrierPagePath, type CarrierSlug } from '../../shared/carriers.ts';
import { integrationPath, type IntegrationPlatformSlug, integrationPlatformBySlug } from '../../shared/integrations.ts';
import { carrierHeading, codPoints, labelPoints, lockerPoints, NO_CONNECTOR, returnPoints, servicePoints, writeBack } from './integration-copy.ts';
import { Honest, IntegrationPage, Links, Points, Section } from './integration-parts.tsx';
import { BATCH_IMPORT_LINK, DEVELOPER_LINKS } from './developer-links.ts';

export function CarrierView({ platform, carrier }: { platform: IntegrationPlatformSlug; carrier: CarrierSlug }) {
  const p = integrationPlatformBySlug(platform)?.name ?? platform;
  const c = carrierBySlug(carrier);
  const name = c?.name ?? carrier;
  return (
    <IntegrationPage heading={carrierHeading(platform, carrier)}>
      <Section id="cum-ajung-comenzile" title={`Cum ajung comenzile ${p} la ${name}`}>
        <Points
          items={[
            `Din fișier: exporți comenzile din ${p}, le încarci la „Expedieri în lot” și alegi ${name} ca curier al lotului (sau „cea mai ieftină ofertă”, rând cu rând).`,
            `Prin API: codul magazinului creează comanda cu ${name} (carrier_id ${c?.id ?? ''}) și serviciul ales, apoi descarcă eticheta.`,
          ]}
        />
        <Links links={[{ to: integrationPath(platform), label: `Pașii exportului din ${p}` }, BATCH_IMPORT_LINK]} />
      </Section>
      <Section id="servicii" title={`Serviciile ${name} prin Curiero`}>
        <Points items={servicePoints(carrier)} />
      </Section>
      <Section id="lockere" title="Lockere">
        <Points items={lockerPoints(carrier)} />
      </Section>
      <Section id="ramburs" title="Ramburs">
        <Points items={codPoints(carrier)} />
      </Section>
      <Section id="etichete" title="Formatele etichetei">
        <Points items={labelPoints(carrier)} />
      </Section>
      <Section id="retururi" title="Retururi">
        <Points items={returnPoints(carrier)} />
      </Section>
      <Section id="ce-se-scrie-inapoi" title={`Ce se scrie înapoi în ${p}`}>
        <Honest>{writeBack(platform)}</Honest>
        <p>{NO_CONNECTOR}</p>
      </Section>
      <Section id="mai-departe" title="Mai departe">
        <Links
          links={[
            ...DEVELOPER_LINKS.slice(0, 3),
            { to: carrierPagePath('order', carrier), label: `Comandă curier ${name}` },
            { to: `/tracking/urmarire-awb-${carrier}`, label: `Urmărire AWB ${name}` },
          ]}
        />
      </Section>
    </IntegrationPage>
  );
}
