// What every legal page shares: the operator's identification (placeholders in square brackets,
// filled in by the operator before launch: no invented registration numbers), the authorities'
// addresses, the date of the last change and the clauses repeated across the terms.
import type { DocSection } from './legal-types.ts';

/** Date of the last change of the legal texts (yyyy-mm-dd); bump it with every change. */
export const LEGAL_UPDATED = '2026-11-23';

export const OPERATOR = {
  name: '[denumirea operatorului]',
  seat: '[adresa sediului social]',
  registry: '[numărul de ordine în Registrul Comerțului]',
  taxId: '[codul unic de înregistrare]',
  email: '[adresa de e-mail de contact]',
  phone: '[numărul de telefon pentru clienți]',
  dpoEmail: '[adresa de e-mail a responsabilului cu protecția datelor]',
} as const;

export const OPERATOR_IDENTITY = `${OPERATOR.name}, cu sediul în ${OPERATOR.seat}, înregistrată la Registrul Comerțului sub nr. ${OPERATOR.registry}, cod unic de înregistrare ${OPERATOR.taxId}`;

export const CARRIER_NAMES = 'Cargus, DPD, FAN Courier, GLS, Sameday și Bookurier';

export const ANPC =
  'Autoritatea Națională pentru Protecția Consumatorilor (ANPC), bd. Aviatorilor nr. 72, sector 1, București, www.anpc.ro, telefonul consumatorului 0219551';
export const ANCOM =
  'Autoritatea Națională pentru Administrare și Reglementare în Comunicații (ANCOM), str. Delea Nouă nr. 2, sector 3, București, www.ancom.ro (informații pentru utilizatori: infocentru.ancom.ro)';

export const operatorSection: DocSection = {
  id: 'cine-suntem',
  heading: 'Cine suntem',
  paragraphs: [
    `Platforma Curiero (site-ul curiero.ro, aplicația web instalabilă și API-ul public) este operată de ${OPERATOR_IDENTITY}, denumită în continuare „Curiero” sau „noi”.`,
    `Ne poți scrie din pagina de contact, la ${OPERATOR.email} sau la ${OPERATOR.phone}. Pentru o comandă anume, trimite și numărul comenzii sau numărul AWB: te putem ajuta mai repede.`,
  ],
  links: [{ label: 'Pagina de contact', to: '/contact' }],
};

export const intermediarySection: DocSection = {
  id: 'rolul-curiero',
  heading: 'Rolul Curiero: intermediar, nu curier',
  paragraphs: [
    `Curiero este un marketplace de servicii poștale: îți arată ofertele mai multor furnizori de servicii poștale autorizați de ANCOM (${CARRIER_NAMES}), transmite comanda ta furnizorului ales, încasează prețul și te ține la curent cu livrarea.`,
    'Colectarea, sortarea, transportul și livrarea trimiterii sunt efectuate de furnizorul ales (denumit în continuare „curierul”), pe răspunderea sa și în condițiile sale generale privind furnizarea serviciilor poștale, pe care le accepți odată cu comanda. Curiero nu preia fizic coletele și nu are depozite proprii.',
    'Răspundem pentru ce facem noi: afișarea corectă a ofertelor, transmiterea corectă a comenzii, încasarea și returnarea banilor, emiterea facturii, informarea ta și sprijinul la reclamații.',
  ],
};

export const complaintsSection: DocSection = {
  id: 'reclamatii',
  heading: 'Reclamații',
  paragraphs: [
    'Orice reclamație se depune din pagina de contact sau pe e-mail, cu numărul comenzii sau al AWB-ului, o descriere a problemei și, unde e cazul, fotografii ale coletului, ale ambalajului și ale conținutului. Îți confirmăm primirea reclamației și îi dăm un număr de înregistrare.',
    'Reclamațiile privind pierderea, furtul, distrugerea sau deteriorarea trimiterii se depun în cel mult 6 luni de la data predării trimiterii către curier. Le transmitem curierului, de regulă în cel mult 2 zile lucrătoare, și urmărim soluționarea lor. Potrivit legislației privind serviciile poștale, furnizorul are la dispoziție cel mult 3 luni de la introducerea reclamației ca să o soluționeze; îți comunicăm răspunsul imediat ce îl primim.',
    'Reclamațiile privind serviciile Curiero (comanda, plata, factura, contul) le soluționăm noi, în cel mult 30 de zile de la primire.',
    `Dacă reclamația privind o trimitere poștală nu a fost soluționată în 3 luni sau nu ești mulțumit de răspuns, te poți adresa ${ANCOM}, cu dovada reclamației depuse la furnizor.`,
  ],
  links: [{ label: 'Depune o reclamație', to: '/contact' }],
};

export const withdrawalSection: DocSection = {
  id: 'dreptul-de-retragere',
  heading: 'Dreptul de retragere al consumatorului',
  paragraphs: [
    'Contractele încheiate la distanță dau, de regulă, consumatorului dreptul de a se retrage în 14 zile, fără motiv, potrivit Ordonanței de urgență a Guvernului nr. 34/2014 privind drepturile consumatorilor.',
    'Pentru serviciile de curierat comandate prin Curiero, dreptul de retragere nu se aplică după ce serviciul a fost prestat integral, iar prestarea începe chiar la plasarea comenzii, la cererea ta expresă (art. 16 lit. a) din OUG nr. 34/2014). Prin plasarea comenzii ceri începerea imediată a serviciului și iei la cunoștință că, după prestarea lui completă, nu te mai poți retrage. Transportul de bunuri la o dată stabilită este exceptat și el de la dreptul de retragere (art. 16 din aceeași ordonanță).',
    'Îți oferim totuși mai mult decât cere legea: până când curierul preia trimiterea poți anula comanda din contul tău și primești înapoi întreaga sumă plătită. După preluare comanda nu mai poate fi anulată.',
  ],
};

export const disputesSection: DocSection = {
  id: 'litigii',
  heading: 'Soluționarea litigiilor',
  paragraphs: [
    'Încercăm să rezolvăm orice neînțelegere pe cale amiabilă, pornind de la reclamația ta. Dacă nu reușim, te poți adresa autorităților de mai jos sau instanțelor judecătorești competente din România; ca și consumator, poți chema în judecată și la instanța de la domiciliul tău.',
    `Protecția consumatorilor: ${ANPC}.`,
    'Soluționarea alternativă a litigiilor (SAL): consumatorii pot apela, înainte de instanță, la o entitate SAL. Informațiile și formularele sunt pe site-ul ANPC, la anpc.ro/ce-este-sal.',
    'Platforma europeană de soluționare online a litigiilor (SOL) a fost închisă de Comisia Europeană la 20 iulie 2025 (Regulamentul (UE) 2024/3228) și nu mai primește plângeri. Pentru litigii cu un comerciant din alt stat al Uniunii Europene te poate ajuta Centrul European al Consumatorilor România (eccromania.ro).',
    `Trimiteri poștale (pierdere, furt, deteriorare, întârziere): ${ANCOM}.`,
  ],
  links: [
    { label: 'ANPC: soluționarea alternativă a litigiilor', to: 'https://anpc.ro/ce-este-sal/' },
    { label: 'ANCOM: reclamații servicii poștale', to: 'https://infocentru.ancom.ro/sesizeaza/servicii-postale' },
  ],
};

export const changesSection: DocSection = {
  id: 'modificarea-termenilor',
  heading: 'Modificarea termenilor și legea aplicabilă',
  paragraphs: [
    'Putem modifica acești termeni când se schimbă serviciile, prețurile curierilor sau legislația. Versiunea în vigoare este cea publicată pe această pagină, cu data ultimei actualizări. Despre modificările importante îi anunțăm pe titularii de cont prin e-mail cu cel puțin 15 zile înainte de aplicare.',
    'O comandă rămâne supusă termenilor în vigoare la data plasării ei. Dacă nu ești de acord cu termenii noi, poți înceta oricând folosirea serviciului și poți închide contul din profil; soldul din portofel ți se virează în IBAN-ul pe care îl dai.',
    'Acești termeni sunt guvernați de legea română. Dacă o clauză ar fi declarată nulă, celelalte clauze rămân valabile.',
  ],
};

/** What no carrier in the marketplace accepts (the carriers' own lists may be longer). */
export const PROHIBITED_GOODS: readonly string[] = [
  'bani (numerar în lei sau valută), cecuri, carduri bancare active, titluri de valoare la purtător, bilete de loterie;',
  'metale prețioase, pietre prețioase, bijuterii și ceasuri de valoare, opere de artă și obiecte de colecție fără valoare declarată acceptată de curier;',
  'arme, muniție, piese de arme, explozibili, articole pirotehnice și replici de arme care pot fi confundate cu cele reale;',
  'mărfuri periculoase: substanțe inflamabile, explozive, toxice, corozive, oxidante sau radioactive, gaze sub presiune (butelii, spray-uri), baterii cu litiu nemontate în echipament, combustibili, vopsele și solvenți;',
  'droguri, substanțe psihoactive și precursori, medicamente cu regim special, precum și medicamente trimise de persoane neautorizate;',
  'tutun și produse din tutun, alcool și alte produse accizabile, în afara cazurilor permise de lege și acceptate de curier;',
  'animale vii sau moarte, plante vii și semințe supuse restricțiilor fitosanitare, resturi umane și cenușă;',
  'alimente perisabile sau produse care necesită temperatură controlată;',
  'bunuri furate, contrafăcute sau a căror deținere ori circulație este interzisă de lege, materiale care incită la ură sau violență;',
  'obiecte care, prin natura sau ambalajul lor, pot răni oamenii ori pot deteriora celelalte trimiteri sau echipamentele curierului;',
  'trimiteri ale căror dimensiuni sau greutate depășesc limitele serviciului (peste 31 kg sau peste 100 cm pe o latură).',
];

/** How a postal provider answers for a domestic item (OUG nr. 13/2013, art. 41-42), in plain words. */
export const COMPENSATION_RULES: readonly string[] = [
  'trimitere cu valoare declarată (asigurare), pierdută, furată sau distrusă total: întreaga valoare declarată, inclusiv dacă trimiterea avea și ramburs;',
  'trimitere cu ramburs, fără valoare declarată, pierdută, furată sau distrusă total: valoarea rambursului;',
  'trimitere fără valoare declarată și fără ramburs: suma stabilită de lege ca multiplu al tarifului serviciului (art. 42 din OUG nr. 13/2013), de aceea îți recomandăm să declari valoarea bunurilor de preț;',
  'pierdere parțială, distrugere parțială sau deteriorare: partea corespunzătoare din valoarea declarată, respectiv din suma de mai sus, în raport cu paguba constatată;',
  'ramburs încasat și nevirat expeditorului: întreaga valoare a rambursului sau diferența până la valoarea integrală;',
  'pe lângă despăgubire, se restituie tariful plătit pentru serviciu, în condițiile legii.',
];
