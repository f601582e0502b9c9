// The page copy of the three public forms: heading, lead, the meta description for search results
// (unique, 110-160 characters) and the side content next to each form. UI strings of the form
// itself are in src/i18n/ro-forms.ts; fields, limits and messages in src/shared/forms.ts.
import type { FormKind } from '../../shared/forms.ts';
import { SHOP_TOOLS } from '../../shared/integrations.ts';

export interface FormPageCopy {
  h1: string;
  lead: string;
  /** The page's meta description (110-160 characters, unique among the site's pages). */
  description: string;
}

export const FORM_PAGE_COPY: Record<FormKind, FormPageCopy> = {
  contact: {
    h1: 'Contact',
    lead: 'Ai o întrebare despre o comandă, un colet, o plată sau un retur? Scrie-ne și îți răspunde un om din echipa Curiero.',
    description:
      'Contactează echipa Curiero despre comenzi, livrări, plăți, retururi sau API. Răspundem în cel mult o zi lucrătoare, luni–vineri, 9:00–18:00.',
  },
  feedback: {
    h1: 'Feedback',
    lead: 'Cum a fost cu Curiero? Nota și câteva cuvinte ne ajută să facem comanda și urmărirea coletelor mai simple.',
    description:
      'Dă o notă de la 1 la 5 și spune-ne ce a mers bine și ce putem îmbunătăți la Curiero. Fiecare părere e citită de echipă, iar la cerere îți răspundem.',
  },
  business: {
    h1: 'Ofertă pentru firme',
    lead: 'Trimiteți colete lunar? Spuneți-ne cât și unde trimiteți și vă propunem prețuri negociate cu FAN Courier, Cargus, DPD, Sameday, GLS și Bookurier.',
    description:
      'Cere o ofertă Curiero pentru firme: prețuri negociate la șase curieri, factură la fiecare plată, ramburs în cont, API public cu chei de test și webhook-uri.',
  },
};

/** Where each form lives (the route table's paths; used by the queue's toasts). */
export const FORM_PAGE_PATH: Record<FormKind, string> = {
  contact: '/contact',
  feedback: '/feedback',
  business: '/business',
};

export interface AsideLink {
  to: string;
  label: string;
}

export interface AsideBlock {
  title: string;
  items: readonly string[];
  links?: readonly AsideLink[];
}

/** The side content of each page: what the visitor needs next to the form. */
export const FORM_ASIDE: Record<FormKind, readonly AsideBlock[]> = {
  contact: [
    {
      title: 'Cum ne poți contacta',
      items: [
        'Prin acest formular: primești pe e-mail o confirmare cu numărul mesajului.',
        'Prin chat, din butonul din colțul paginii, pentru întrebări scurte.',
        'Echipa răspunde luni–vineri, între 9:00 și 18:00, cu excepția sărbătorilor legale.',
        'Răspunsul vine în cel mult o zi lucrătoare, pe adresa de e-mail pe care ne-o dai.',
      ],
    },
    {
      title: 'Poate găsești răspunsul pe loc',
      items: ['Statusul unui colet îl vezi oricând după numărul AWB, la oricare dintre curieri.'],
      links: [
        { to: '/tracking', label: 'Urmărește un colet după AWB' },
        { to: '/info', label: 'Informații utile despre comenzi, plăți și retururi' },
      ],
    },
  ],
  feedback: [
    {
      title: 'Ce se întâmplă cu părerea ta',
      items: [
        'O citește echipa Curiero: produs, suport și relația cu curierii.',
        'Ce ne semnalați des ajunge în planul de îmbunătățiri al aplicației.',
        'Dacă lași numele și adresa de e-mail, îți putem răspunde sau cere detalii.',
        'Nu publicăm părerea ta și nu o folosim în reclame fără acordul tău.',
      ],
    },
    {
      title: 'Ai o problemă cu o comandă?',
      items: ['Pentru o comandă sau un colet anume, scrie-ne prin formularul de contact: îți răspundem în cel mult o zi lucrătoare.'],
      links: [{ to: '/contact', label: 'Formularul de contact' }],
    },
  ],
  business: [
    {
      title: 'Ce primește firma ta',
      items: [
        'Prețuri negociate în funcție de volum, la toți curierii din Curiero.',
        'Plată la comandă, cu cardul sau din portofelul firmei, și factură cu e-Factura pentru fiecare plată; în cont exportați facturile unei luni.',
        'Ramburs încasat de curieri și virat în contul firmei, cu rapoarte de plată în cont.',
        'Ajutor de la echipa Curiero prin formularul de contact și chat, luni–vineri, între 9:00 și 18:00.',
      ],
    },
    {
      title: 'Pentru magazinul online, azi',
      items: [
        'API public: prețuri, comenzi, etichete AWB, urmărire și rapoarte de ramburs, cu chei create în cont (de test, pe rețeaua simulată a curierilor).',
        'Webhook-uri care anunță serverul magazinului când se schimbă statusul unei comenzi.',
        'Module gata făcute pentru WooCommerce, Shopify sau alte platforme și portaluri de retur nu avem încă.',
      ],
      links: [
        { to: SHOP_TOOLS.apiKeys, label: 'Creează o cheie API în cont' },
        { to: SHOP_TOOLS.openapi, label: 'Documentul OpenAPI al API-ului' },
      ],
    },
    {
      title: 'Ce urmează',
      items: [
        'Vă contactăm în cel mult două zile lucrătoare cu o ofertă pentru volumul și destinațiile voastre.',
        'Oferta nu vă obligă la nimic: contul se deschide doar dacă o acceptați.',
      ],
    },
  ],
};
