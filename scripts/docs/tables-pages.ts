// The reference tables (/docs/api/tables/...): carriers, services and the status catalogues, rendered
// from the very data the server answers with (the carrier list, the services, the shipment status
// catalogue and each carrier's codes, the order and repayment statuses), so they cannot disagree.
import { readFileSync } from 'node:fs';
import { CARRIER_CODES, STATUS_CATALOGUE } from '../../server/services/carriers/statuses.ts';
import { ORDER_STATUS_LABELS } from '../../server/services/orders/order-view.ts';
import { ORDER_STATUSES } from '../../server/db/schema-orders.ts';
import { PAYOUT_STATUSES, REPAYMENT_STATUSES } from '../../server/db/schema-shops.ts';
import { listCarriers } from '../../server/services/locations/catalogue.ts';
import { CARRIERS } from '../../src/shared/carriers.ts';
import { SERVICES, SHIPPING_LIMITS } from '../../src/shared/shipping.ts';
import { apiDocPath } from '../../src/shared/docs-pages.ts';
import type { DocBlock, DocPage } from '../../src/features/docs/docs-types.ts';

const LOCKERS_FILE = new URL('../../server/data/lockers.json', import.meta.url);

/** Carriers with lockers or pickup points in the reference data (the locker services need one). */
function carriersWithLockers(): Set<number> {
  const data = JSON.parse(readFileSync(LOCKERS_FILE, 'utf8')) as { lockers?: { carrier_id: number }[]; rows?: { carrier_id: number }[] };
  const rows = data.lockers ?? data.rows ?? [];
  return new Set(rows.map((r) => r.carrier_id));
}

const ENDPOINT = { home: 'adresă (domiciliu)', locker: 'locker sau punct fix' } as const;

const ORDER_STATUS_MEANING: Record<(typeof ORDER_STATUSES)[number], string> = {
  awaiting_payment: 'Comanda a fost creată și așteaptă plata (în aplicație, cu cardul). Prin API comenzile se plătesc din portofel, deci nu rămân în acest status.',
  payment_failed: 'Plata cu cardul a fost refuzată; comanda poate fi plătită din nou sau anulată.',
  paid: 'Comanda este plătită și se înregistrează la curier.',
  booked: 'Curierul a emis AWB-ul; coletul așteaptă să fie ridicat.',
  booking_failed: 'Curierul a refuzat comanda (motivul este în booking_failure) sau nu a răspuns la nicio încercare de înregistrare; suma plătită a fost returnată.',
  picked_up: 'Curierul a preluat coletul; comanda nu mai poate fi anulată.',
  delivered: 'Coletul a fost livrat destinatarului.',
  returned: 'Coletul s-a întors la expeditor.',
  cancelled: 'Comanda a fost anulată; suma plătită a fost returnată după regula aleasă.',
};

const REPAYMENT_MEANING: Record<(typeof REPAYMENT_STATUSES)[number], [string, string]> = {
  pending: ['Încasat, de virat', 'Curierul a încasat rambursul la livrare; suma așteaptă să fie inclusă într-un decont.'],
  paid: ['Virat', 'Suma a fost virată în contul tău, în decontul indicat de `payout_id`.'],
  cancelled: ['Anulat (retur)', 'Coletul nu a fost livrat (retur, anulare): nu s-a încasat nimic.'],
};

const PAYOUT_MEANING: Record<(typeof PAYOUT_STATUSES)[number], [string, string]> = {
  pending: ['De trimis la bancă', 'Decontul a fost creat și urmează să fie trimis la bancă.'],
  processing: ['În curs de virare', 'Transferul a fost trimis și așteaptă confirmarea băncii.'],
  paid: ['Virat', 'Banii au ajuns în contul tău; raportul decontului are referința transferului.'],
  failed: ['Eșuat', 'Banca a refuzat transferul (de exemplu un IBAN greșit); motivul este în decont, iar virarea se poate relua.'],
  cancelled: ['Anulat', 'Decontul a fost anulat înainte de virare; rambursurile lui revin în așteptare.'],
};

const yes = (v: boolean) => (v ? 'da' : 'nu');

function carriersPage(): DocPage {
  const lockers = carriersWithLockers();
  const active = new Map(listCarriers().map((c) => [c.id, c.is_active]));
  return {
    path: apiDocPath('tables', 'carriers'),
    title: 'Tabelul curierilor',
    description: 'Curierii din API-ul Curiero cu id-ul lor (carrier_id): Cargus, DPD, FAN Courier, GLS, Sameday și Bookurier, cu serviciile pe care le oferă fiecare.',
    lead: 'Fiecare curier are un `carrier_id` fix, pe care îl trimiți la prețuri și comenzi și îl primești înapoi în răspunsuri. Lista este aceeași cu răspunsul `GET /locations/carriers`.',
    blocks: [
      { kind: 'h2', id: 'curieri', text: 'Curieri' },
      {
        kind: 'table',
        caption: 'Curierii și id-urile lor',
        head: ['carrier_id', 'Curier', 'Activ', 'Servicii', 'Site'],
        rows: CARRIERS.map((c) => [
          `\`${c.id}\``,
          c.name,
          yes(active.get(c.id) ?? false),
          SERVICES.filter((s) => (s.from === 'home' && s.to === 'home') || lockers.has(c.id)).map((s) => String(s.id)).join(', '),
          `[${c.website.replace(/^https:\/\//, '').replace(/\/$/, '')}](${c.website})`,
        ]),
      },
      { kind: 'note', tone: 'info', text: 'Curierii sunt deocamdată simulați: AWB-urile și statusurile comenzilor de test vin dintr-o rețea simulată, nu de la curieri. O cheie live este refuzată până la conectarea unui curier real.' },
    ],
  };
}

function servicesPage(): DocPage {
  return {
    path: apiDocPath('tables', 'services'),
    title: 'Tabelul serviciilor',
    description: 'Serviciile din API-ul Curiero (service_id): domiciliu - domiciliu, domiciliu - locker, locker - domiciliu și locker - locker, cu limitele coletelor.',
    lead: 'Serviciul (`service_id`) spune de unde pleacă și unde ajunge coletul: la o adresă sau într-un locker. Un serviciu cu locker are nevoie de `fixed_location_id` la capătul respectiv.',
    blocks: [
      { kind: 'h2', id: 'servicii', text: 'Servicii' },
      {
        kind: 'table',
        caption: 'Serviciile și id-urile lor',
        head: ['service_id', 'Serviciu', 'Preluare de la', 'Livrare la'],
        rows: SERVICES.map((s) => [`\`${s.id}\``, s.name, ENDPOINT[s.from], ENDPOINT[s.to]]),
      },
      { kind: 'h2', id: 'limite', text: 'Limitele unei expediții' },
      {
        kind: 'table',
        caption: 'Limitele verificate la prețuri și comenzi',
        head: ['Limită', 'Valoare'],
        rows: [
          ['Colete într-o expediție', `max. ${SHIPPING_LIMITS.maxParcels}`],
          ['Greutatea unui colet', `max. ${SHIPPING_LIMITS.maxParcelWeightKg} kg`],
          ['Latura unui colet', `max. ${SHIPPING_LIMITS.maxParcelSideCm} cm`],
          ['Greutate volumetrică', `lungime × lățime × înălțime (cm) / ${SHIPPING_LIMITS.volumetricDivisor}`],
          ['Plicuri într-o expediție', `max. ${SHIPPING_LIMITS.maxEnvelopes}, taxate ca ${String(SHIPPING_LIMITS.envelopeWeightKg).replace('.', ',')} kg fiecare`],
          ['Ramburs', `max. ${SHIPPING_LIMITS.maxCodRon} lei`],
          ['Valoare declarată', `max. ${SHIPPING_LIMITS.maxDeclaredValueRon} lei`],
          ['Conținutul declarat', `${SHIPPING_LIMITS.contentMinChars}–${SHIPPING_LIMITS.contentMaxChars} caractere`],
        ],
      },
    ],
  };
}

function awbStatusesPage(): DocPage {
  const catalogue = Object.entries(STATUS_CATALOGUE).sort(([, a], [, b]) => a.id - b.id);
  const blocks: DocBlock[] = [
    { kind: 'h2', id: 'statusuri', text: 'Statusurile Curiero' },
    {
      kind: 'table',
      caption: 'Catalogul statusurilor unui colet',
      head: ['status_id', 'Status', 'Descriere', 'Final'],
      rows: catalogue.map(([, s]) => [`\`${s.id}\``, s.name, s.description, yes(s.final)]),
    },
    { kind: 'p', text: 'Un status final nu se mai schimbă. În istoricul unui colet, `carrier_status_code` păstrează codul curierului exact cum l-a raportat.' },
    { kind: 'h2', id: 'coduri-curieri', text: 'Codurile curierilor' },
    {
      kind: 'p',
      text: 'Fiecare curier raportează propriile coduri, cele din documentația lui; le transformăm în statusurile de mai sus după tabelele următoare. Codurile marcate „model” nu vin de la curier: `AWB_CREATED` (AWB emis, curierul nu a raportat încă nimic) și `AWB_DELETED` (AWB anulat, curierul nu păstrează niciun eveniment) sunt ale noastre, iar codurile `MODEL_…` țin locul unor coduri pe care curierul nu le publică și apar doar în rețeaua simulată. Un cod care nu e în tabel nu schimbă statusul coletului; istoricul îl arată cu textul curierului.',
    },
  ];
  for (const carrier of CARRIERS) {
    const codes = CARRIER_CODES[carrier.id] ?? {};
    blocks.push({ kind: 'h3', id: `coduri-${carrier.slug}`, text: carrier.name });
    blocks.push({
      kind: 'table',
      caption: `Codurile ${carrier.name}`,
      head: ['Cod curier', 'Status Curiero', 'Descriere', 'Sursă'],
      rows: Object.entries(codes).map(([code, c]) => [`\`${code}\``, STATUS_CATALOGUE[c.status].name, c.description ?? STATUS_CATALOGUE[c.status].description, c.model ? 'model' : 'publicat']),
    });
  }
  return {
    path: apiDocPath('tables', 'awb-statuses'),
    title: 'Statusurile AWB',
    description: 'Statusurile unui colet în API-ul Curiero (current_status_id), ce înseamnă, care sunt finale și cum se potrivesc cu codurile fiecărui curier.',
    lead: 'Urmărirea (`track-by-awb`, `track-by-order`) și detaliile comenzii arată statusul coletului din catalogul de mai jos, același pentru toți curierii.',
    blocks,
  };
}

function orderStatusesPage(): DocPage {
  return {
    path: apiDocPath('tables', 'order-statuses'),
    title: 'Statusurile comenzilor',
    description: 'Statusurile unei comenzi în API-ul Curiero (order_status): de la plată și înregistrarea la curier până la livrare, retur sau anulare.',
    lead: 'Comanda are propriul status (`order_status`, cu eticheta `order_status_label`), separat de statusul coletului de la curier.',
    blocks: [
      { kind: 'h2', id: 'statusuri', text: 'Statusuri' },
      {
        kind: 'table',
        caption: 'Statusurile unei comenzi',
        head: ['order_status', 'Etichetă', 'Ce înseamnă'],
        rows: ORDER_STATUSES.map((s) => [`\`${s}\``, ORDER_STATUS_LABELS[s], ORDER_STATUS_MEANING[s]]),
      },
      { kind: 'p', text: 'O comandă se poate anula (`DELETE /orders/{id}`, câmpul `cancellable`) cât timp curierul nu a preluat coletul.' },
    ],
  };
}

function repaymentStatusesPage(): DocPage {
  return {
    path: apiDocPath('tables', 'repayment-statuses'),
    title: 'Statusurile rambursurilor',
    description: 'Statusurile rambursurilor (status) și ale deconturilor din API-ul Curiero: încasat, virat, anulat; de trimis, în curs de virare, virat sau eșuat.',
    lead: 'Un ramburs este suma încasată de curier la livrare; rambursurile se virează grupate în deconturi, fiecare cu statusul lui.',
    blocks: [
      { kind: 'h2', id: 'rambursuri', text: 'Statusul unui ramburs' },
      { kind: 'table', caption: 'Statusurile unui ramburs', head: ['status', 'Etichetă', 'Ce înseamnă'], rows: REPAYMENT_STATUSES.map((s) => [`\`${s}\``, ...REPAYMENT_MEANING[s]]) },
      { kind: 'h2', id: 'deconturi', text: 'Statusul unui decont' },
      { kind: 'table', caption: 'Statusurile unui decont', head: ['status', 'Etichetă', 'Ce înseamnă'], rows: PAYOUT_STATUSES.map((s) => [`\`${s}\``, ...PAYOUT_MEANING[s]]) },
      { kind: 'note', tone: 'info', text: 'Virările sunt simulate deocamdată: furnizorul de plăți local nu trimite bani reali.' },
    ],
  };
}

export function tablesPages(): DocPage[] {
  return [carriersPage(), servicesPage(), awbStatusesPage(), orderStatusesPage(), repaymentStatusesPage()];
}
