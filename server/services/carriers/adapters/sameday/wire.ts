// Sameday's answers as the API sends them (carrier-apis.md section 4; field names from the official
// PHP SDK sameday-courier/php-sdk: src/Sameday/Responses/*.php and the fixtures in tests/Responses/).

/** POST /api/authenticate. `expire_at` is 'Y-m-d H:i' (Romanian local time). */
export interface SamedayToken {
  token: string;
  expire_at: string;
}

/** Every list is paginated with `page` and `countPerPage`. */
export interface SamedayPage<T> {
  total: number;
  currentPage: number;
  pages: number;
  perPage: number;
  data: T[];
}

export interface SamedayService {
  id: number;
  name: string;
  serviceCode: string;
  deliveryType?: { id: number; name: string };
  defaultServices?: boolean;
  serviceOptionalTaxes?: { id: number; name: string; taxCode?: string; costType?: string; tax?: number; packageType?: number }[];
}

/** POST /api/awb/estimate-cost. */
export interface SamedayEstimate {
  amount: number;
  currency: string;
  /** Hours, as the SDK reads it. */
  time?: number;
}

/** POST /api/awb (201). Parcel AWBs are the AWB plus a 3-digit position. */
export interface SamedayAwb {
  awbNumber: string;
  awbCost?: number;
  parcels?: { position: number; awbNumber: string }[];
  pdfLink?: string;
  /**
   * The code that opens an easybox to hand a return over, for an AWB whose first mile is an easybox
   * (lockerFirstMile) [3p: the AWB type of several Sameday clients; the API gives it only here].
   */
  lockerReturnChargeCode?: string | null;
}

export interface SamedayStatus {
  statusId: number;
  status: string;
  statusLabel?: string;
  statusState?: string;
  /** ISO 8601 with offset: 2019-02-26T09:37:28+0200. */
  statusDate: string;
  county?: string;
  reason?: string;
  transitLocation?: string;
}

/** GET /api/client/awb/{awb}/status. */
export interface SamedayAwbStatus {
  /** `awbWeight`: the AWB's weight in kg as Sameday states it (3.0 in the SDK's fixture). */
  expeditionSummary?: { awbNumber?: string; awbWeight?: number | string | null; delivered?: boolean; canceled?: boolean };
  expeditionStatus?: SamedayStatus;
  parcelsStatus?: (SamedayStatus & { parcelAwbNumber: string })[];
  expeditionHistory?: SamedayStatus[];
  inReturn?: boolean;
}

/** GET /api/client/lockers. */
export interface SamedayLocker {
  lockerId: number;
  name: string;
  county: string;
  city: string;
  address: string;
  postalCode?: string | null;
  lat?: number | null;
  lng?: number | null;
  /** 1 when the recipient can pay there (card), 0 when not. */
  supportedPayment?: number | boolean;
  clientVisible?: number | boolean;
  schedule?: { day: number; openingHour: string; closingHour: string }[];
}

/** A 4xx answer: `errors.children` nests per field, `errors.errors` holds the field's (or form's) messages. */
export interface SamedayErrorNode {
  errors?: string[] | SamedayErrorNode;
  children?: Record<string, SamedayErrorNode>;
}
export interface SamedayErrorBody {
  code?: number;
  message?: string;
  errors?: SamedayErrorNode;
}
