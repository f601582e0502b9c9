// DPD Romania Web API v1 request and response shapes (the Speedy platform: carrier-apis.md section 3;
// field names from the Speedy "Web API Documentation" and the official DPD RO plugins). Every method
// is a POST with a JSON body that carries userName and password; money in RON, weights in kg, sizes in
// cm. Only the fields we send or read are typed.

export interface DpdError {
  context?: string;
  message: string;
  id?: string;
  code: number;
  component?: string;
}

/** Every answer may carry an error instead of (or besides) its data, with HTTP 200. */
export interface DpdAnswer {
  error?: DpdError | null;
}

export interface DpdPhone {
  number: string;
}

export interface DpdAddress {
  countryId: number;
  siteId: number;
  postCode?: string;
  /** The whole address within the site (valid on its own, per the doc: "everything in addressNote"). */
  addressNote?: string;
}

export interface DpdRecipient {
  privatePerson: boolean;
  clientName: string;
  contactName?: string;
  phone1: DpdPhone;
  email?: string;
  address?: DpdAddress;
  /** The office or APT (locker) the recipient collects from. */
  pickupOfficeId?: number;
}

export interface DpdSender {
  clientId?: number;
  /** The office or APT (locker) the sender drops the parcel at. */
  dropoffOfficeId?: number;
}

export interface DpdAdditionalServices {
  cod?: { amount: number; currencyCode: 'RON'; processingType: 'CASH' | 'POSTAL_MONEY_TRANSFER' };
  declaredValue?: { amount: number };
  obpd?: { option: 'OPEN' | 'TEST'; returnShipmentServiceId: number; returnShipmentPayer: 'SENDER' | 'RECIPIENT' };
}

export interface DpdParcel {
  seqNo: number;
  weight: number;
  size?: { width: number; depth: number; height: number };
}

export interface DpdShipmentRequest {
  sender?: DpdSender;
  recipient: DpdRecipient;
  /** pickupDate (YYYY-MM-DD) [doc]: the day chosen for the pickup; autoAdjustPickupDate moves it to DPD's next working day if needed. */
  service: { serviceId: number; pickupDate?: string; autoAdjustPickupDate: boolean; additionalServices?: DpdAdditionalServices; saturdayDelivery?: boolean };
  content: { parcelsCount: number; totalWeight: number; contents: string; package: string; documents?: boolean; parcels: DpdParcel[] };
  payment: { courierServicePayer: 'SENDER' };
  shipmentNote?: string;
  /** Our reference (≤30) [doc]. */
  ref1: string;
  /** The shop's own reference (≤30) [doc]. */
  ref2?: string;
}

export interface DpdPrice {
  amount: number;
  vat: number;
  total: number;
  currency?: string;
}

export interface DpdShipmentAnswer extends DpdAnswer {
  id?: string;
  parcels?: { seqNo: number; id: string }[];
  price?: DpdPrice;
  pickupDate?: string;
  deliveryDeadline?: string;
}

export interface DpdCalculationRequest {
  sender?: DpdSender;
  recipient: { privatePerson: boolean; addressLocation?: { countryId: number; siteId: number }; pickupOfficeId?: number };
  service: { serviceIds: number[]; autoAdjustPickupDate: boolean; additionalServices?: DpdAdditionalServices; saturdayDelivery?: boolean };
  content: { parcelsCount: number; totalWeight: number; documents?: boolean; parcels?: DpdParcel[] };
  payment: { courierServicePayer: 'SENDER' };
}

export interface DpdCalculationAnswer extends DpdAnswer {
  calculations?: { serviceId: number; price?: DpdPrice; error?: DpdError | null }[];
}

export interface DpdSite {
  id: number;
  name: string;
  nameEn?: string;
  region?: string;
  regionEn?: string;
  municipality?: string;
  postCode?: string;
}

export interface DpdOffice {
  id: number;
  name: string;
  siteId?: number;
  type: 'OFFICE' | 'APT';
  address?: { siteName?: string; postCode?: string; fullAddressString?: string; localAddressString?: string; x?: number; y?: number };
  workingTimeFrom?: string;
  workingTimeTo?: string;
  workingTimeHalfFrom?: string;
  workingTimeHalfTo?: string;
  cashPaymentAllowed?: boolean;
  cardPaymentAllowed?: boolean;
  dropOffAllowed?: boolean;
}

export interface DpdOperation {
  dateTime: string;
  operationCode: number;
  description?: string | null;
  comment?: string | null;
  place?: string | null;
}

export interface DpdTrackAnswer extends DpdAnswer {
  parcels?: { parcelId: string; operations?: DpdOperation[] | null; error?: DpdError | null }[];
}

export interface DpdShipmentInfo {
  id: string;
  ref1?: string;
  content?: { parcels?: { id: string; seqNo?: number }[] };
  price?: DpdPrice;
}
