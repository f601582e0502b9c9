// A local stand-in for Bookurier's API (carrier-apis.md sections 6 and 7), for the adapter's contract
// tests and as a plain local server for end-to-end runs (set BOOKURIER_USERNAME / _PASSWORD /
// _API_KEY / _PICKUP_POINT to STAND_IN_CREDENTIALS and BOOKURIER_BASE_URL to its url). It speaks the
// format Bookurier's own module reads: JSON bodies with `user`/`pwd`, every command value a string,
// answers `{status:"success", message, data:[awb]}` or `{status:"error", message}` with HTTP 200;
// `print_awbs.php` answering PDF bytes (HTML for format html) or a JSON error; `awb_history.php?key&awb`
// with events set by the test. There is no cancel endpoint (as at Bookurier).
import { startStandInServer, type StandInReply, type StandInRequest, type StandInServer } from './stand-in-server.ts';
import { PAGE, tinyPdf } from './tiny-pdf.ts';

export const STAND_IN_CREDENTIALS = { USERNAME: 'curiero-bk', PASSWORD: 'bk-secret', API_KEY: 'bk-track-key', PICKUP_POINT: '12' } as const;

export interface BookurierStandInEvent {
  status_id: number;
  status_name: string;
  /** "YYYY-MM-DD HH:mm:ss", Bucharest time. */
  sort_date: string;
  obs?: string;
}

export interface BookurierStandInBooking {
  awb: string;
  command: Record<string, unknown>;
}

export interface BookurierStandIn extends StandInServer {
  readonly bookings: Map<string, BookurierStandInBooking>;
  setEvents(awb: string, events: BookurierStandInEvent[]): void;
}

const SERVICES = ['1', '3', '5', '7', '8', '9', '11'];
const REQUIRED = ['pickup_point', 'unq', 'recv', 'phone', 'city', 'district', 'street', 'service', 'packs', 'weight'];

const error = (message: string): StandInReply => ({ body: { status: 'error', message } });
type Json = Record<string, unknown>;

export async function startBookurierStandIn(options: { port?: number } = {}): Promise<BookurierStandIn> {
  const bookings = new Map<string, BookurierStandInBooking>();
  const events = new Map<string, BookurierStandInEvent[]>();
  let next = 4_100_000_001;

  const loggedIn = (body: Json): boolean => body.user === STAND_IN_CREDENTIALS.USERNAME && body.pwd === STAND_IN_CREDENTIALS.PASSWORD;

  const handle = (request: StandInRequest): StandInReply => {
    const body = (request.json ?? {}) as Json;
    if (request.method === 'POST' && request.path === '/add_cmds.php') {
      if (!loggedIn(body)) return error('Invalid user or password');
      const commands = Array.isArray(body.data) ? (body.data as Json[]) : [];
      if (!commands.length) return error('No commands received');
      for (const command of commands) {
        const notString = Object.entries(command).find(([, v]) => typeof v !== 'string');
        if (notString) return error(`Field ${notString[0]} must be a string`);
        const empty = REQUIRED.find((f) => !command[f]);
        if (empty) return error(`Missing field: ${empty}`);
        if (command.pickup_point !== STAND_IN_CREDENTIALS.PICKUP_POINT) return error('Invalid pickup point');
        if (!SERVICES.includes(String(command.service))) return error('Invalid service');
        if (!/^0\d{9}$/.test(String(command.phone))) return error('Invalid phone number');
      }
      const data = commands.map((command) => {
        const awb = String(next++);
        bookings.set(awb, { awb, command });
        return awb;
      });
      return { body: { status: 'success', message: `${data.length} commands added`, data } };
    }
    if (request.method === 'POST' && request.path === '/print_awbs.php') {
      if (!loggedIn(body)) return error('Invalid user or password');
      if (body.page !== undefined && body.page !== 0) return error('Invalid page');
      const awbs = Array.isArray(body.data) ? body.data.map(String) : [];
      if (!awbs.length || awbs.some((a) => !bookings.has(a))) return error('AWB not found');
      if (body.format === 'html') return { headers: { 'content-type': 'text/html' }, body: `<html><body>${awbs.join(' ')}</body></html>` };
      return { headers: { 'content-type': 'application/pdf' }, body: tinyPdf(`Bookurier ${awbs.join(' ')}`, PAGE.A4) };
    }
    if (request.method === 'GET' && request.path === '/awb_history.php') {
      if (request.query.get('key') !== STAND_IN_CREDENTIALS.API_KEY) return { body: { success: false, status: 'error', message: 'Invalid API key' } };
      const awb = request.query.get('awb') ?? '';
      if (!bookings.has(awb)) return { body: { success: false, status: 'error', message: 'AWB not found' } };
      return { body: { success: true, status: 'success', data: events.get(awb) ?? [] } };
    }
    return { status: 404, body: `Stand-in: no route ${request.method} ${request.path}` };
  };

  const server = await startStandInServer(handle, { port: options.port });
  return Object.assign(server, {
    bookings,
    setEvents(awb: string, list: BookurierStandInEvent[]) {
      events.set(awb, list);
    },
  });
}
