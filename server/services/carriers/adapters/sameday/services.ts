// Which Sameday service id books each of our services (carrier-apis.md section 4, "Services"): the
// numeric ids differ per account and between demo and production, so they are either set
// (SAMEDAY_SERVICE_HOME_ID / SAMEDAY_SERVICE_LOCKER_ID) or discovered by their code in
// GET /api/client/services: '24' (Standard 24H) to a home, 'LN' (Locker NextDay) to an easybox, the
// codes of the official WooCommerce plugin. The list (with each service's optional taxes: open package
// is 'OPCG') is read once per process and account and kept in memory.
import { CARRIER_MESSAGES, CarrierError } from '../../carrier-http.ts';
import type { SamedayClient } from './client.ts';
import { SAMEDAY } from './errors.ts';
import type { SamedayService } from './wire.ts';

export const SERVICE_CODES = { home: '24', locker: 'LN' } as const;
export const OPEN_PACKAGE_TAX = 'OPCG';
/** "Predare personală în punct fix": the official plugin adds it to an AWB whose first mile is an easybox, where the service offers it. */
export const PERSONAL_DROP_OFF_TAX = 'PDO';

export type Destination = keyof typeof SERVICE_CODES;

/** Our service (src/shared/shipping.ts SERVICES: 2 and 4 end in a locker) -> where it is delivered. */
export const destinationOf = (serviceId: number): Destination => (serviceId === 2 || serviceId === 4 ? 'locker' : 'home');

/** The services list of each account (by base URL and user), once per process. */
const catalogues = new Map<string, Promise<SamedayService[]>>();

export class SamedayServices {
  constructor(
    private readonly client: SamedayClient,
    private readonly key: string,
    private readonly configured: Partial<Record<Destination, number>>,
  ) {}

  list(): Promise<SamedayService[]> {
    let pending = catalogues.get(this.key);
    if (!pending) {
      pending = this.client.all<SamedayService>('api/client/services');
      catalogues.set(this.key, pending);
      // A failed read is not kept: the next call asks again.
      pending.catch(() => catalogues.delete(this.key));
    }
    return pending;
  }

  async idFor(destination: Destination): Promise<number> {
    const set = this.configured[destination];
    if (set) return set;
    const found = (await this.list()).find((s) => s.serviceCode === SERVICE_CODES[destination]);
    if (!found) {
      const reason = `contul nu are serviciul ${destination === 'locker' ? 'Locker NextDay (easybox)' : 'Standard 24H'} (cod ${SERVICE_CODES[destination]}).`;
      throw new CarrierError('refused', CARRIER_MESSAGES.refused(SAMEDAY, reason), SAMEDAY, { carrierMessage: `no service with serviceCode ${SERVICE_CODES[destination]}` });
    }
    return found.id;
  }

  /** The id of an optional tax of a service (estimate-cost takes ids) [?]: null when the list does not offer it. */
  async taxId(serviceId: number, taxCode: string): Promise<number | null> {
    const service = (await this.list()).find((s) => s.id === serviceId);
    return service?.serviceOptionalTaxes?.find((t) => t.taxCode === taxCode)?.id ?? null;
  }
}

/** Forgets every cached list (tests). */
export function forgetSamedayServices(): void {
  catalogues.clear();
}
