// FAN Courier: the event ids of its tracking (`events[].id` of GET reports/awb/tracking), as its API
// documentation v2.0 lists them under GET reports/awb-events (carrier-apis.md section 1), mapped to our
// catalogue as carrier-apis.md section 8 proposes, and the simulated parcel life written in them.
// FAN has no event for a registered AWB (the tracking answers only "The AWB has been registerd by
// sender") and none for a cancellation (the AWB is deleted): for those two we use our own codes
// AWB_CREATED and AWB_DELETED (code-table.ts). Documented ids we leave unmapped on purpose (an
// unknown code keeps the shipment's status and FAN's own text): S37 "Compensated" (paid out for a
// loss or damage: not a step of delivery) and S50 "confirmation refused" (meaning unclear [?]).
import { AWB_CREATED, AWB_DELETED, knownCode, modelCode, T, type CarrierCode, type CarrierTimeline } from '../../code-table.ts';

export const CODES: Readonly<Record<string, CarrierCode>> = {
  [AWB_CREATED]: modelCode('registered'),
  S38: knownCode('registered', 'AWB-ul nu a fost predat curierului.'),
  C0: knownCode('picked_up', 'Coletul a fost ridicat de la expeditor.'),
  H0: knownCode('in_transit', 'Coletul este în tranzit spre depozitul de destinație.'),
  H10: knownCode('in_transit', 'Coletul este în tranzit spre depozitul de destinație.'),
  H2: knownCode('in_transit'),
  H3: knownCode('in_transit', 'Coletul a fost sortat pe bandă.'),
  H4: knownCode('in_transit', 'Coletul a fost sortat pe bandă.'),
  // "Shipment in the warehouse": FAN does not say which one; read as on the way [?].
  H12: knownCode('in_transit', 'Coletul se află în depozit.'),
  H13: knownCode('in_transit', 'Coletul se află în depozit.'),
  H15: knownCode('in_transit', 'Coletul se află în depozit.'),
  // Redirected to another address (a redirection AWB follows) [?]: on the way again.
  S9: knownCode('in_transit', 'Coletul a fost redirecționat.'),
  // Handed to an external partner that carries it further [?].
  S47: knownCode('in_transit', 'Coletul a fost predat unui partener extern.'),
  H1: knownCode('at_depot', 'Coletul a fost descărcat în depozitul de destinație.'),
  H11: knownCode('at_depot', 'Coletul a fost descărcat în depozitul de destinație.'),
  H17: knownCode('at_depot', 'Coletul se află în depozitul de destinație.'),
  C1: knownCode('out_for_delivery', 'Coletul a fost preluat de curier pentru livrare.'),
  S1: knownCode('out_for_delivery', 'Coletul este în curs de livrare.'),
  S35: knownCode('out_for_delivery', 'Coletul a fost retrimis spre livrare.'),
  S2: knownCode('delivered'),
  S46: knownCode('in_locker', 'Coletul a fost predat în punctul de livrare (FANbox sau PayPoint) și așteaptă să fie ridicat.'),
  // "Delivery from the FAN Courier office": the recipient collects it there (section 8 reads it as waiting at a point).
  S8: knownCode('in_locker', 'Coletul așteaptă să fie ridicat de destinatar de la sediul FAN Courier.'),
  S3: knownCode('delivery_failed', 'Destinatarul nu a fost găsit la adresă și a fost avizat; livrarea se reîncearcă.'),
  S4: knownCode('delivery_failed', 'Adresa destinatarului este incompletă.'),
  S5: knownCode('delivery_failed', 'Adresă greșită: destinatarul s-a mutat.'),
  S10: knownCode('delivery_failed', 'Adresă incorectă, iar destinatarul nu are telefon.'),
  S11: knownCode('delivery_failed', 'Destinatarul a fost avizat și a primit un SMS.'),
  S12: knownCode('delivery_failed', 'Destinatarul a fost contactat; livrarea se face mai târziu.'),
  S14: knownCode('delivery_failed', 'Accesul la adresa destinatarului este restricționat.'),
  S19: knownCode('delivery_failed', 'Adresă incompletă; destinatarul a primit un SMS.'),
  S20: knownCode('delivery_failed', 'Adresă incompletă, iar destinatarul nu are telefon.'),
  S21: knownCode('delivery_failed', 'Destinatarul a fost avizat; persoana de contact lipsește.'),
  S22: knownCode('delivery_failed', 'Destinatarul a fost avizat; nu are bani pentru ramburs.'),
  S24: knownCode('delivery_failed', 'Destinatarul a fost avizat; nu are procură sau act de identitate.'),
  S25: knownCode('delivery_failed', 'Adresă incorectă; destinatarul a primit un SMS.'),
  S27: knownCode('delivery_failed', 'Adresă incorectă și număr de telefon incorect.'),
  S28: knownCode('delivery_failed', 'Adresă incompletă și număr de telefon incorect.'),
  S30: knownCode('delivery_failed', 'Destinatarul nu răspunde la telefon.'),
  S42: knownCode('delivery_failed', 'Adresă incorectă.'),
  S49: knownCode('delivery_failed', 'Activitatea destinatarului este suspendată.'),
  S6: knownCode('returning', 'Destinatarul a refuzat coletul.'),
  S7: knownCode('returning', 'Destinatarul a refuzat plata transportului.'),
  S15: knownCode('returning', 'Destinatarul a refuzat plata rambursului.'),
  S33: knownCode('returning', 'S-a cerut returnarea coletului la expeditor.'),
  // "Return on time": the holding period ran out and the parcel went back (section 8: returned) [?].
  S16: knownCode('returned', 'Coletul a fost returnat expeditorului la expirarea termenului de păstrare.'),
  // "Return": section 8 reads it as the return done; FAN does not say whether it is the start or the end [?].
  S43: knownCode('returned'),
  [AWB_DELETED]: modelCode('cancelled', 'AWB-ul a fost anulat (șters la FAN Courier).'),
};

/** A life like the one in FAN's own tracking example (sorted on the belt, in transit, delivery round C1 then S1). */
export const TIMELINE: CarrierTimeline = {
  standard: [
    { code: AWB_CREATED, after: 0 },
    { code: 'C0', after: T.picked },
    { code: 'H4', after: T.picked + 120 },
    { code: 'H10', after: T.transit },
    { code: 'H11', after: T.depot },
    { code: 'C1', after: T.out },
    { code: 'S1', after: T.delivered - 60 },
    { code: 'S2', after: T.delivered },
  ],
  failed: 'S3',
  inLocker: 'S46',
  returning: 'S33',
  returned: 'S43',
  cancelled: AWB_DELETED,
};
