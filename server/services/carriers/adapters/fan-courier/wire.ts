// FAN Courier API v2.0 ("selfAWB") on the wire: the bodies we send and the answers we read
// (carrier-apis.md section 1; FAN's "API DOCUMENTATION v2.0" and the daika7ana/fancourier-api-v2
// client). Money in RON with decimals, weights in kg, sizes in cm, dates "YYYY-MM-DD HH:mm:ss"
// in Romanian time without a zone.

/** Every read answer: `status` success | error | fail. */
export interface FanEnvelope<T> {
  status?: string;
  message?: string;
  data?: T;
}

export interface FanLoginData {
  token: string;
  /** "2024-06-14 06:00:55", no zone (read as Bucharest time). */
  expiresAt?: string;
}

export interface FanAddress {
  county: string;
  locality: string;
  street: string;
  streetNo?: string;
  zipCode?: string;
  building?: string;
  entrance?: string;
  floor?: string;
  apartment?: string;
  /** FANbox / PayPoint / office the recipient picks the parcel up from. */
  pickupLocationId?: string;
  /** FANbox / PayPoint the sender drops the parcel off at. */
  dropOffLocationId?: string;
}

export interface FanParty {
  name: string;
  contactPerson?: string;
  phone: string;
  email?: string;
  address: FanAddress;
}

export interface FanShipment {
  info: {
    service: string;
    bankAccount?: string;
    packages: { parcel: number; envelope: number };
    weight: number;
    cod?: number;
    declaredValue?: number;
    payment: string;
    observation?: string;
    content?: string;
    dimensions: { length: number; height: number; width: number };
    options?: string[];
  };
  recipient: FanParty;
  sender?: FanParty;
}

export interface FanCreateBody {
  clientId: number;
  shipments: FanShipment[];
}

/** One entry per shipment, in order; a refused one has awbNumber null and `errors` keyed by field path. */
export interface FanCreatedShipment {
  awbNumber: number | string | null;
  tariff?: number;
  vat?: number;
  success?: boolean;
  errors?: Record<string, string | string[]> | null;
}

export interface FanCreateAnswer {
  response?: FanCreatedShipment[];
  status?: string;
  message?: string;
  errors?: Record<string, string | string[]>;
}

export interface FanTariff {
  weightCost?: number;
  costNoVAT: number;
  vat: number;
  total: number;
}

export interface FanTrackedEvent {
  id: string;
  name?: string;
  location?: string;
  date: string;
}

export interface FanTrackedAwb {
  awbNumber: number | string;
  content?: string;
  /** Only for an AWB not scanned yet ("The AWB has been registerd by sender"). */
  message?: string;
  events?: FanTrackedEvent[];
}

export interface FanPickupPoint {
  id: string;
  name: string;
  description?: string | null;
  address?: { locality?: string; county?: string; street?: string; streetNo?: string; zipCode?: string | null };
  latitude?: string | number | null;
  longitude?: string | number | null;
  schedule?: ({ firstHour?: string | null; secondHour?: string | null } | null)[];
}
