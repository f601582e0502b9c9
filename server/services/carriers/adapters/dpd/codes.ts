// DPD Romania: the numeric `operationCode` of POST track (Speedy/DPD Web API, Appendix 1; DPD RO runs
// the same platform, carrier-apis.md section 3), as decimal text ('-14', not -14), mapped to our
// catalogue as carrier-apis.md section 8 proposes, and the simulated parcel life written in them.
// Every code here is documented: DPD's tracking has its own registration (148) and cancellation (128).
// It has no reliable "at the delivery depot" (11 and 21 occur at both ends), so the simulated life goes
// from transit straight to the delivery round. Documented codes we leave unmapped on purpose (an unknown
// code keeps the shipment's status and DPD's own text): 112 to the insurance department, 114 for
// destruction, 125 destroyed, 127 theft, 129 administrative closure (section 8 proposes no status for
// these; none of our statuses says "lost"), 175 Predict (a notice, not a step).
// Appendix 2's exception codes are a separate list (its 14 "refused - not ordered" is not -14).
import { knownCode, standardRun, type CarrierCode, type CarrierTimeline } from '../../code-table.ts';

export const CODES: Readonly<Record<string, CarrierCode>> = {
  '148': knownCode('registered', 'DPD a primit datele expediției.'),
  '164': knownCode('registered', 'Ridicarea coletului de la expeditor nu a reușit.'),
  '39': knownCode('picked_up', 'Coletul a fost ridicat de curier de la expeditor.'),
  '1': knownCode('in_transit', 'Coletul a fost scanat la sosirea în depozit.'),
  '2': knownCode('in_transit', 'Coletul a fost scanat la plecarea din depozit.'),
  '11': knownCode('in_transit', 'Coletul a fost primit în oficiu.'),
  '21': knownCode('in_transit', 'Coletul a fost procesat în oficiu.'),
  '115': knownCode('in_transit', 'Expediția a fost redirecționată.'),
  '116': knownCode('in_transit', 'Expediția a fost transmisă mai departe.'),
  '176': knownCode('in_transit', 'Expediția a fost predată unui partener din străinătate.'),
  '217': knownCode('in_transit', 'Coletul a fost predat unui transportator intermediar.'),
  '12': knownCode('out_for_delivery'),
  '144': knownCode('out_for_delivery', 'Coletul a fost predat destinatarului pentru verificarea conținutului.'),
  '-14': knownCode('delivered'),
  '134': knownCode('in_locker', 'Coletul este pregătit pentru ridicare de către destinatar din oficiu sau din DPD Box.'),
  '1134': knownCode('in_locker', 'Destinatarul a primit mesajul că poate ridica coletul din oficiu sau din DPD Box.'),
  '38': knownCode('delivery_failed', 'Coletul a fost readus în oficiu.'),
  '44': knownCode('delivery_failed', 'Livrarea nu a reușit; se reîncearcă.'),
  '69': knownCode('delivery_failed', 'Livrarea a fost amânată.'),
  '169': knownCode('delivery_failed', 'Capacitatea de livrare a zilei a fost atinsă; livrarea se amână.'),
  '181': knownCode('delivery_failed', 'Întârziere neprevăzută.'),
  '190': knownCode('delivery_failed', 'Livrarea a fost amânată: adresă incompletă.'),
  '111': knownCode('returning', 'Coletul se întoarce la expeditor.'),
  '121': knownCode('returning', 'Expediția a fost oprită de expeditor.'),
  '123': knownCode('returning', 'Destinatarul a refuzat coletul.'),
  '195': knownCode('returning', 'Destinatarul a refuzat verificarea conținutului.'),
  '124': knownCode('returned', 'Coletul a fost livrat înapoi expeditorului.'),
  '128': knownCode('cancelled'),
};

export const TIMELINE: CarrierTimeline = {
  standard: standardRun(['148', '39', '2', '1', '12', '-14']),
  failed: '44',
  inLocker: '134',
  returning: '111',
  returned: '124',
  cancelled: '128',
};
