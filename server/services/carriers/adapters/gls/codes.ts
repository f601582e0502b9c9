// GLS Romania: the `StatusCode` of MyGLS GetParcelStatuses (a numeric string), as "MyGLS API for system
// integration" ver. 25.12.11 lists them in Appendix G (carrier-apis.md section 5), mapped to our
// catalogue as carrier-apis.md section 8 proposes, and the simulated parcel life written in them.
// Keys have no leading zero ('5'); statuses.ts also finds '05' here, should MyGLS pad it [?].
// GLS 54/55 ("delivered to the parcel box / at the ParcelShop") are read as waiting there, with 59/92
// as the pickup; some clients count 54/55 as delivered [?].
// GLS has no cancelled status (a deleted parcel simply has no tracking: our AWB_DELETED), no "returning"
// for a home delivery (57 is the ParcelShop's storage time running out) and no reliable "at the delivery
// depot" (3 "reached the parcel center" is said at both ends): the simulated life skips those steps.
// Documented codes left unmapped on purpose (an unknown code keeps the shipment's status and GLS's own
// text): 24, 46 (delivery changes saved), 28, 42 (disposed), 29 (under investigation), 30, 31
// (damaged), 43 (not locatable), 44 (excluded from the terms), 60-67, 69-76 (customs), 85, 87-91 (the
// pickup service), 93 (signature confirmed), 99 (e-mail notice), 401-404, 420 (parcel locker problems).
import { AWB_DELETED, knownCode, modelCode, standardRun, type CarrierCode, type CarrierTimeline } from '../../code-table.ts';

const REACHED_CENTER = 'Coletul a ajuns în centrul de coletărie.';
const STORED = 'Coletul este depozitat în centrul de coletărie.';

export const CODES: Readonly<Record<string, CarrierCode>> = {
  '51': knownCode('registered', 'Datele coletului au fost înregistrate la GLS; coletul nu a fost încă predat.'),
  '52': knownCode('registered', 'Datele rambursului au fost înregistrate la GLS.'),
  '83': knownCode('registered', 'Datele coletului pentru serviciul de ridicare au fost înregistrate la GLS.'),
  '84': knownCode('registered', 'Eticheta pentru ridicare a fost emisă.'),
  '1': knownCode('picked_up', 'Coletul a fost predat la GLS.'),
  '2': knownCode('in_transit', 'Coletul a plecat din centrul de coletărie.'),
  '47': knownCode('in_transit', 'Coletul a plecat din centrul de coletărie.'),
  '3': knownCode('in_transit', REACHED_CENTER),
  '26': knownCode('in_transit', REACHED_CENTER),
  '27': knownCode('in_transit', REACHED_CENTER),
  '86': knownCode('in_transit', REACHED_CENTER),
  '10': knownCode('in_transit', 'Scanare de control.'),
  '21': knownCode('in_transit', 'Coletul a fost redirecționat după o eroare de sortare.'),
  '25': knownCode('in_transit', 'Coletul a fost redirecționat: fusese trimis pe o rută greșită.'),
  '41': knownCode('in_transit', 'Coletul a fost redirecționat.'),
  '22': knownCode('in_transit', 'Coletul a fost trimis din depozit spre centrul de sortare.'),
  '53': knownCode('in_transit', 'Tranzit prin depozit.'),
  '80': knownCode('in_transit', 'Coletul a fost redirecționat la adresa dorită, unde va fi livrat.'),
  '6': knownCode('at_depot', STORED),
  '7': knownCode('at_depot', STORED),
  '9': knownCode('at_depot', 'Coletul este depozitat în centrul de coletărie și va fi livrat la o nouă dată.'),
  '4': knownCode('out_for_delivery', 'Coletul urmează să fie livrat astăzi.'),
  '32': knownCode('out_for_delivery', 'Coletul va fi livrat seara.'),
  '5': knownCode('delivered'),
  '58': knownCode('delivered', 'Coletul a fost predat unui vecin (vezi semnătura).'),
  '59': knownCode('delivered', 'Destinatarul a ridicat coletul din GLS ParcelShop.'),
  '92': knownCode('delivered'),
  '8': knownCode('in_locker', 'Coletul este depozitat în centrul GLS; destinatarul a ales să îl ridice el însuși.'),
  '54': knownCode('in_locker', 'Coletul a fost depus în GLS ParcelLocker și așteaptă să fie ridicat.'),
  '55': knownCode('in_locker', 'Coletul a fost lăsat în GLS ParcelShop și așteaptă să fie ridicat.'),
  '56': knownCode('in_locker', 'Coletul este păstrat în GLS ParcelShop.'),
  '97': knownCode('in_locker', 'Coletul a fost pus în ParcelLocker.'),
  '11': knownCode('delivery_failed', 'Coletul nu a putut fi livrat: destinatarul este în concediu.'),
  '12': knownCode('delivery_failed', 'Coletul nu a putut fi livrat: destinatarul a lipsit.'),
  '13': knownCode('delivery_failed', 'Eroare de sortare în depozit.'),
  '14': knownCode('delivery_failed', 'Coletul nu a putut fi livrat: recepția era închisă.'),
  '15': knownCode('delivery_failed', 'Coletul nu a fost livrat din lipsă de timp.'),
  '16': knownCode('delivery_failed', 'Coletul nu a putut fi livrat: destinatarul nu avea banii pentru ramburs.'),
  // Refused at the door: section 8 counts it as a failed attempt (GLS returns it only later) [?].
  '17': knownCode('delivery_failed', 'Coletul nu a putut fi livrat: destinatarul a refuzat primirea.'),
  '18': knownCode('delivery_failed', 'Coletul nu a putut fi livrat: adresa are nevoie de completări.'),
  '19': knownCode('delivery_failed', 'Coletul nu a putut fi livrat din cauza vremii.'),
  '20': knownCode('delivery_failed', 'Coletul nu a putut fi livrat: adresă greșită sau incompletă.'),
  '33': knownCode('delivery_failed', 'Coletul nu a putut fi livrat: intervalul orar a fost depășit.'),
  '34': knownCode('delivery_failed', 'Destinatarul a refuzat coletul din cauza întârzierii.'),
  '35': knownCode('delivery_failed', 'Destinatarul a refuzat coletul: marfa nu a fost comandată.'),
  '36': knownCode('delivery_failed', 'Destinatarul a lipsit și nu i s-a putut lăsa avizul.'),
  '37': knownCode('delivery_failed', 'Livrarea a fost schimbată la cererea expeditorului.'),
  '38': knownCode('delivery_failed', 'Coletul nu a putut fi livrat: lipsește avizul de însoțire.'),
  '39': knownCode('delivery_failed', 'Avizul de însoțire nu a fost semnat.'),
  '68': knownCode('delivery_failed', 'Coletul nu a putut fi livrat: destinatarul a refuzat să plătească taxele.'),
  '57': knownCode('returning', 'Termenul maxim de păstrare în GLS ParcelShop a expirat.'),
  '23': knownCode('returned'),
  '40': knownCode('returned'),
  [AWB_DELETED]: modelCode('cancelled', 'Coletul a fost șters din sistemul GLS înainte de predare.'),
};

export const TIMELINE: CarrierTimeline = {
  standard: standardRun(['51', '1', '2', '3', '4', '5']),
  failed: '12',
  inLocker: '54',
  collected: '59',
  returning: null,
  returned: '23',
  cancelled: AWB_DELETED,
};
