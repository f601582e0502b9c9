// Bookurier's real adapter (carrier-apis.md section 6). Every call goes through CarrierHttp
// (timeouts, retries only for reads, the circuit breaker). What Bookurier's API offers and we use:
// - book: `POST add_cmds.php`, one command, user/pwd in the body (command.ts); never retried;
// - label: `POST print_awbs.php` with format pdf, one label per page (mode "s"; Bookurier rejects a
//   non-zero `page`); the paper size cannot be chosen [?], we call it A4;
// - tracking: `GET awb_history.php?key&awb`, one AWB per call (trackBatchMax 1; trackMany asks a
//   few at a time).
// Not offered: a quote (our rate card prices Bookurier), a cancel (no endpoint: the official module's
// "delete" only forgets the AWB locally; Bookurier cancels by phone or in its portal), lockers, a
// lookup by our reference. Bookurier answers errors as `{status:"error", message}` with HTTP 200;
// a message about the user, password or key is read as our credentials being refused [?].
import type { BookedShipment, Booking, BookingRequest, CancelResult, CarrierAdapter, CarrierCapabilities, Label, LabelFormat, TrackingEvent } from '../../carrier-adapter.ts';
import type { CarrierAccount } from '../../carrier-manifest.ts';
import { CarrierError, CarrierHttp, CARRIER_MESSAGES, type FetchLike } from '../../carrier-http.ts';
import { trackEach } from '../../track-each.ts';
import { BOOKURIER, bookurierCommand } from './command.ts';
import { bookurierEvents, registeredEvent } from './tracking.ts';
import type { BookurierAnswer, BookurierHistory } from './wire.ts';

/** How many AWBs trackMany asks about at once (one per call). */
const TRACK_PARALLEL = 4;
const CREDENTIALS = /user|utilizator|parol|password|pwd|cheie|api key|\bkey\b|autentific|auth|login|credential/i;
const NOT_FOUND = /not found|nu exist|inexistent|invalid awb|awb invalid|negasit|negăsit/i;

export const BOOKURIER_CAPABILITIES: CarrierCapabilities = { quote: false, cancel: false, labelFormats: ['A4'], trackBatchMax: 1, lockers: false, findByReference: false };

export const MANUAL_CANCEL = 'Bookurier nu permite anularea prin API: AWB-ul se anulează doar telefonic sau din portalul Bookurier.';

export interface BookurierOptions {
  fetch?: FetchLike;
  timeouts?: { quoteMs: number; otherMs: number };
  backoffMs?: number;
  /** Tells our team an AWB must be cancelled by hand (an alert, a task); without it the customer is asked to write to us. */
  onManualCancel?: (awb: string, now: Date) => Promise<void> | void;
}

export interface BookurierAdapter extends CarrierAdapter {
  readonly capabilities: CarrierCapabilities;
  shutdown(): void;
}

const succeeded = (answer: BookurierAnswer<unknown>): boolean =>
  answer.status === 'success' || answer.success === true || answer.success === 1 || answer.success === '1' || answer.success === 'true';

function refusal(answer: BookurierAnswer<unknown>, reason: string, status: number): CarrierError {
  const carrierMessage = answer.message ?? 'no message';
  if (CREDENTIALS.test(carrierMessage)) return new CarrierError('auth', CARRIER_MESSAGES.auth(BOOKURIER), BOOKURIER, { status, carrierMessage });
  return new CarrierError('refused', CARRIER_MESSAGES.refused(BOOKURIER, reason), BOOKURIER, { status, carrierMessage });
}

export function createBookurierAdapter(account: CarrierAccount, options: BookurierOptions = {}): BookurierAdapter {
  const { USERNAME: user = '', PASSWORD: pwd = '', API_KEY: key = '', PICKUP_POINT: pickupPoint = '' } = account.values;
  const http = new CarrierHttp({ carrier: BOOKURIER, baseUrl: account.baseUrl, fetch: options.fetch, timeouts: options.timeouts, backoffMs: options.backoffMs });

  async function book(request: BookingRequest): Promise<Booking> {
    const command = bookurierCommand(request, pickupPoint);
    const response = await http.request({ method: 'POST', path: 'add_cmds.php', json: { user, pwd, data: [command] } });
    const answer = response.json<BookurierAnswer<(string | number)[]>>();
    const awb = succeeded(answer) && Array.isArray(answer.data) ? answer.data[0] : undefined;
    if (awb === undefined || awb === null || awb === '') {
      throw refusal(answer, 'AWB-ul nu a fost emis; verificați adresa, telefonul și greutatea.', response.status);
    }
    return { awb: String(awb), events: [registeredEvent(request.now)], carrierRefs: { reference: command.unq } };
  }

  async function cancel(awb: string, now: Date): Promise<CancelResult> {
    if (options.onManualCancel) {
      await options.onManualCancel(awb, now);
      return { ok: false, reason: `${MANUAL_CANCEL} Echipa Curiero a fost anunțată și se ocupă de anulare.` };
    }
    return { ok: false, reason: `${MANUAL_CANCEL} Scrieți-ne și ne ocupăm noi de anulare.` };
  }

  async function label(shipment: BookedShipment, format: LabelFormat): Promise<Label> {
    if (format !== 'A4') throw new CarrierError('refused', CARRIER_MESSAGES.refused(BOOKURIER, 'Bookurier tipărește eticheta doar ca PDF, în formatul său (A4).'), BOOKURIER);
    const response = await http.request({ method: 'POST', path: 'print_awbs.php', json: { user, pwd, format: 'pdf', mode: 's', page: 0, data: [shipment.awb] }, idempotent: true });
    const start = new TextDecoder().decode(response.body.slice(0, 8)).trimStart();
    if (start.startsWith('{')) throw refusal(response.json<BookurierAnswer<unknown>>(), 'eticheta nu poate fi generată pentru acest AWB.', response.status);
    if (!start.startsWith('%PDF')) {
      throw new CarrierError('protocol', CARRIER_MESSAGES.protocol(BOOKURIER), BOOKURIER, { status: response.status, carrierMessage: response.text().slice(0, 200) });
    }
    return { contentType: 'application/pdf', body: response.body };
  }

  async function track(awb: string): Promise<TrackingEvent[]> {
    const response = await http.request({ method: 'GET', path: 'awb_history.php', query: { key, awb }, idempotent: true });
    const answer = response.json<BookurierHistory>();
    if (succeeded(answer)) return bookurierEvents(answer);
    // An AWB Bookurier does not know is no error for us: no events.
    if (NOT_FOUND.test(answer.message ?? '')) return [];
    throw refusal(answer, 'urmărirea AWB-ului nu este disponibilă.', response.status);
  }

  async function trackMany(awbs: string[]): Promise<Map<string, TrackingEvent[]>> {
    return trackEach(awbs, track, TRACK_PARALLEL);
  }

  return {
    network: 'bookurier',
    capabilities: BOOKURIER_CAPABILITIES,
    book,
    cancel,
    label,
    track: (awb) => track(awb),
    trackMany,
    shutdown: () => http.shutdown(),
  };
}
