// The EN 16931 / CIUS-RO business rules that can be checked offline, before an invoice is issued and
// sent to RO e-Factura: required fields, Romanian addresses (county code, Bucharest sector), VAT
// identifiers and the CUI control digit, the VAT categories and rates, lengths (BR-RO-L*), a credit
// note's reference to the invoice it corrects; and, given the XML, that its totals add up (BR-CO-*,
// BR-S-08/09 ...; xml-totals-checks.ts). Codes are the official rule ids where one exists (from
// ANAF's schematron 1.0.9, RO16931-rules.sch, and the EN 16931 UBL rules); 'CUR-*' are ours.
// ANAF still runs its own validation: this list catches what we can before issuing.
import { isValidIBAN } from 'ibantools';
import { CITY_MAX, STREET_LINE_MAX } from '../../../src/shared/address-rules.ts';
import { normalizeCui } from '../../../src/shared/identity-rules.ts';
import { computeTotals, cuiDigits, VAT_RATES, type Address, type Invoice, type Party } from './invoice-model.ts';
import { BUCHAREST, bucharestSector, countyMatches, RO_COUNTIES } from './ro-address.ts';
import { payeeIban } from './ubl-xml.ts';
import { roundingLimitOf } from './vat-included.ts';
import { checkXmlTotals } from './xml-totals-checks.ts';

export interface RuleViolation {
  code: string;
  message: string;
}

const chars = (text: string | undefined) => [...(text ?? '').trim()].length;
const blank = (text: string | undefined) => chars(text) === 0;

function validDate(text: string | undefined): boolean {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

type Report = (code: string, message: string) => void;

function checkAddress(address: Address | undefined, who: 'seller' | 'buyer', report: Report): void {
  const [bt, name, n] = who === 'seller' ? (['BT-35..BT-40', 'Vânzătorului', 1] as const) : (['BT-50..BT-55', 'Cumpărătorului', 2] as const);
  if (!address) return report(who === 'seller' ? 'BR-08' : 'BR-10', `Adresa poștală a ${name} (${bt}) lipsește.`);
  if (blank(address.street)) report(`BR-RO-08${n}`, `Adresa ${name} - Linia 1 (strada) trebuie furnizată.`);
  if (blank(address.city)) report(`BR-RO-09${n}`, `Localitatea ${name} trebuie furnizată.`);
  if (address.country !== 'RO') report(who === 'seller' ? 'BR-09' : 'BR-11', `Codul țării ${name} lipsește sau nu este RO.`);
  if (!(address.countyCode in RO_COUNTIES)) {
    report(`BR-RO-11${n - 1}`, `Județul ${name} trebuie codificat după ISO 3166-2:RO (ex. RO-B pentru București, RO-CJ pentru Cluj).`);
  } else if (blank(address.county) || !countyMatches(address.county, address.countyCode)) {
    report(`CUR-JUD-0${n}`, `Județul ${name} („${address.county ?? ''}”) nu corespunde codului ${address.countyCode}.`);
  }
  if (address.countyCode === BUCHAREST && bucharestSector(address) === null) {
    report(`BR-RO-10${n - 1}`, `Pentru București, localitatea ${name} trebuie să fie sectorul (SECTOR1..SECTOR6).`);
  }
  // The same limits every door checks before money moves (src/shared/address-rules.ts).
  if (chars(address.street) > STREET_LINE_MAX) report(`BR-RO-L15${n}`, `Adresa ${name} - Linia 1 are peste ${STREET_LINE_MAX} de caractere.`);
  if (chars(address.city) > CITY_MAX) report(`BR-RO-L050${n}`, `Localitatea ${name} are peste ${CITY_MAX} de caractere.`);
  if (chars(address.postalCode) > 20) report(`BR-RO-L020${n}`, `Codul poștal al ${name} are peste 20 de caractere.`);
}

function checkParty(party: Party | undefined, who: 'seller' | 'buyer', report: Report): void {
  const seller = who === 'seller';
  const name = seller ? 'Vânzătorului' : 'Cumpărătorului';
  if (!party) return report(seller ? 'BR-06' : 'BR-07', `Datele ${name} lipsesc.`);
  if (blank(party.name)) report(seller ? 'BR-06' : 'BR-07', `Numele ${name} (${seller ? 'BT-27' : 'BT-44'}) trebuie furnizat.`);
  if (chars(party.name) > 200) report(seller ? 'BR-RO-L201' : 'BR-RO-L203', `Numele ${name} are peste 200 de caractere.`);
  checkAddress(party.address, who, report);
  const digits = cuiDigits(party.cui);
  const needsCui = party.isCompany || party.vatPayer || seller;
  if (needsCui && !digits) {
    report(seller ? 'BR-CO-26' : 'BR-RO-120', seller
      ? 'Identificatorul fiscal al Vânzătorului (BT-31 / BT-32) trebuie furnizat.'
      : 'Identificatorul de înregistrare legală (BT-47) sau de TVA (BT-48) al Cumpărătorului trebuie furnizat.');
  } else if (needsCui && normalizeCui(digits) === null) {
    report(seller ? 'CUR-CIF-01' : 'CUR-CIF-02', `Codul fiscal al ${name} (${party.cui}) nu este valid: cifra de control nu corespunde.`);
  }
  if (party.cui && /^RO/i.test(party.cui.trim()) && !party.vatPayer) {
    report(seller ? 'CUR-TVA-01' : 'CUR-TVA-02', `Codul fiscal al ${name} are prefixul RO, dar ${seller ? 'vânzătorul' : 'cumpărătorul'} nu este marcat plătitor de TVA.`);
  }
  if (!party.isCompany && !seller && digits && !/^\d{13}$/.test(digits) && normalizeCui(digits) === null) {
    report('CUR-CNP-01', 'Identificatorul Cumpărătorului persoană fizică trebuie să fie CNP-ul (13 cifre) sau lipsă.');
  }
  if (seller && chars(party.phone) > 100) report('BR-RO-L1005', 'Telefonul Vânzătorului are peste 100 de caractere.');
  if (seller && chars(party.email) > 100) report('BR-RO-L1006', 'Adresa de email a Vânzătorului are peste 100 de caractere.');
  if (party.iban && !isValidIBAN(party.iban.replace(/\s/g, '').toUpperCase())) report(seller ? 'CUR-IBAN-01' : 'CUR-IBAN-02', `IBAN-ul ${name} nu este valid.`);
}

function checkLines(invoice: Invoice, report: Report): void {
  if (invoice.lines.length === 0) report('BR-16', 'Factura trebuie să conțină cel puțin o linie (BG-25).');
  const categories = new Set(invoice.lines.map((line) => line.vatCategory));
  const sellerVat = invoice.seller?.vatPayer && !blank(invoice.seller.cui);
  invoice.lines.forEach((line, i) => {
    const at = `linia ${i + 1}`;
    if (blank(line.name)) report('BR-25', `Denumirea articolului (BT-153) lipsește pe ${at}.`);
    if (chars(line.name) > 100) report('BR-RO-L1024', `Denumirea articolului are peste 100 de caractere pe ${at}.`);
    if (chars(line.description) > 200) report('BR-RO-L212', `Descrierea articolului are peste 200 de caractere pe ${at}.`);
    if (!/^[A-Z0-9]{2,3}$/.test(line.unitCode ?? '')) report('BR-23', `Unitatea de măsură (BT-130) lipsește sau nu e un cod UN/ECE pe ${at}.`);
    const thousandths = line.quantity * 1000;
    // A negative quantity reverses something on an invoice (an advance: stornare avans) or, on a credit
    // note, charges it (an advance kept in the wallet); the credit note as a whole never owes the buyer less than 0.
    if (line.quantity === 0 || !Number.isFinite(line.quantity) || Math.abs(thousandths - Math.round(thousandths)) > 1e-6) {
      report('CUR-CANT-01', `Cantitatea de pe ${at} trebuie să fie nenulă, cu cel mult 3 zecimale.`);
    }
    if (!Number.isInteger(line.unitPriceBani) || line.unitPriceBani < 0) report('BR-27', `Prețul net al articolului (BT-146) de pe ${at} nu poate fi negativ.`);
    if (!(VAT_RATES as readonly number[]).includes(line.vatRatePercent)) report('CUR-COTA-01', `Cota de TVA ${line.vatRatePercent}% de pe ${at} nu este o cotă din România.`);
    if (line.vatCategory === 'S' && !(line.vatRatePercent > 0)) report('BR-S-05', `Pe ${at}, categoria S (cota standard) cere o cotă de TVA mai mare ca zero.`);
    if (line.vatCategory !== 'S' && line.vatRatePercent !== 0) report(`BR-${line.vatCategory}-05`, `Pe ${at}, categoria ${line.vatCategory} cere cota de TVA 0.`);
    if (line.vatCategory === 'E' && blank(line.exemptionReason) && blank(line.exemptionReasonCode)) {
      report('BR-E-10', `Motivul scutirii de TVA (BT-120 / BT-121) lipsește pentru linia scutită ${i + 1}.`);
    }
  });
  if (['S', 'Z', 'E', 'AE'].some((c) => categories.has(c as never)) && !sellerVat) {
    report('BR-RO-065', 'Codul de TVA al Vânzătorului (BT-31) trebuie furnizat pentru liniile cu TVA (categoriile S, Z, E, AE).');
  }
  if (categories.has('AE') && !(invoice.buyer?.vatPayer && !blank(invoice.buyer.cui))) {
    report('BR-AE-02', 'Taxarea inversă (AE) cere codul de TVA al Cumpărătorului (BT-48).');
  }
  if (categories.has('O') && (sellerVat || invoice.buyer?.vatPayer)) {
    report('BR-O-02', 'O factură cu operațiuni neimpozabile (O) nu poate avea codul de TVA al Vânzătorului sau al Cumpărătorului.');
  }
  if (categories.has('O') && categories.size > 1) report('BR-O-11', 'O factură cu categoria O nu poate avea și alte categorii de TVA.');
}

/** The rules an invoice (and, if given, its XML) breaks; an empty list when it can be issued. */
export function checkInvoice(invoice: Invoice, xml?: string): RuleViolation[] {
  const found: RuleViolation[] = [];
  const report: Report = (code, message) => void found.push({ code, message });
  if (blank(invoice.id)) report('BR-02', 'Numărul facturii (BT-1) trebuie furnizat.');
  else {
    if (!/\d/.test(invoice.id)) report('BR-RO-010', 'Numărul facturii (BT-1) trebuie să conțină cel puțin o cifră.');
    if (chars(invoice.id) > 200) report('BR-RO-L155', 'Numărul facturii (BT-1) are peste 200 de caractere.');
    if (!invoice.id.startsWith(invoice.series) || !invoice.id.endsWith(String(invoice.number))) {
      report('CUR-NR-01', `Numărul facturii ${invoice.id} nu este seria ${invoice.series} urmată de numărul ${invoice.number}.`);
    }
  }
  if (!validDate(invoice.issueDate)) report('BR-RO-DT001', 'Data emiterii facturii (BT-2) trebuie să fie o dată în formatul AAAA-LL-ZZ.');
  if (invoice.dueDate !== undefined && !validDate(invoice.dueDate)) report('BR-RO-DT003', 'Data scadenței (BT-9) trebuie să fie o dată în formatul AAAA-LL-ZZ.');
  if (invoice.currency !== 'RON') report('BR-05', 'Codul monedei facturii (BT-5) trebuie să fie RON.');
  if (chars(invoice.note) > 300) report('BR-RO-L302', 'Comentariul din factură (BT-22) are peste 300 de caractere.');
  if (chars(invoice.paymentTerms) > 300) report('BR-RO-L301', 'Termenii de plată (BT-20) au peste 300 de caractere.');
  if (chars(invoice.orderReference) > 200) report('BR-RO-L0303', 'Referința comenzii (BT-13) are peste 200 de caractere.');
  checkParty(invoice.seller, 'seller', report);
  checkParty(invoice.buyer, 'buyer', report);
  checkLines(invoice, report);
  if (invoice.kind === 'credit_note' && invoice.references.length === 0) {
    report('CUR-STORNO-01', 'Factura storno trebuie să indice factura pe care o corectează (BG-3: BT-25, BT-26).');
  }
  invoice.references.forEach((ref) => {
    if (blank(ref.id)) report('BR-55', 'Referința la factura anterioară trebuie să conțină numărul acesteia (BT-25).');
    else if (chars(ref.id) > 200) report('BR-RO-L156', 'Numărul facturii anterioare (BT-25) are peste 200 de caractere.');
    if (!validDate(ref.issueDate)) report('CUR-STORNO-02', `Data facturii corectate ${ref.id} (BT-26) trebuie să fie în formatul AAAA-LL-ZZ.`);
  });
  if (invoice.paymentMeans === 'transfer' && !payeeIban(invoice)) {
    report('BR-61', `Plata prin transfer bancar cere contul (IBAN) ${invoice.kind === 'credit_note' ? 'Cumpărătorului' : 'Vânzătorului'} (BT-84).`);
  }
  if (invoice.kind === 'credit_note' && invoice.dueDate && !invoice.paymentMeans) {
    report('CUR-SCAD-01', 'Data scadenței unei facturi storno (BT-9) se transmite cu modalitatea de plată: alegeți una.');
  }
  checkPayment(invoice, report);
  if (xml !== undefined) for (const violation of checkXmlTotals(xml)) report(violation.code, violation.message);
  return found;
}

function checkPayment(invoice: Invoice, report: Report): void {
  if (!Number.isInteger(invoice.paid) || invoice.paid < 0) report('CUR-PLATA-01', 'Suma achitată (BT-113) trebuie să fie un număr întreg de bani, nenegativ.');
  const lines = invoice.lines.filter((line) => Number.isFinite(line.quantity) && Number.isFinite(line.unitPriceBani));
  if (lines.length !== invoice.lines.length || invoice.lines.length === 0) return;
  const due = computeTotals(invoice);
  // A batch's invoice (several orders, each priced with its VAT rounded on its own): per order (roundingLimitOf).
  const limit = roundingLimitOf(invoice);
  if (!Number.isInteger(due.rounding) || Math.abs(due.rounding) > limit) report('CUR-ROTUNJIRE-01', `Rotunjirea (BT-114) este de cel mult ${limit} bani, într-un număr întreg de bani.`);
  if (invoice.paid > due.taxInclusive + due.rounding) report('CUR-PLATA-02', 'Suma achitată (BT-113) depășește totalul facturii cu TVA (BT-112).');
  if (invoice.kind === 'credit_note' && due.taxInclusive < 0) report('CUR-STORNO-03', 'Totalul unei facturi storno (BT-112) nu poate fi negativ.');
  const payableNoDate = due.payable > 0 && (invoice.kind === 'credit_note' || !invoice.dueDate) && blank(invoice.paymentTerms);
  if (payableNoDate) report('BR-CO-25', 'Când rămâne o sumă de plată, trebuie furnizată data scadenței (BT-9) sau termenii de plată (BT-20).');
}

