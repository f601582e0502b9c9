// Cargus (UrgentCargus "UrgentOnline" API v3) request and response shapes, as the official PrestaShop
// and Magento 2 modules send and read them (carrier-apis.md section 2). Field names are Cargus's own
// (PascalCase); money in RON, weights in kg, sizes in cm. Only the fields we send or read are typed.

export interface CargusRecipient {
  LocationId: number | null;
  Name: string;
  CountyId: number | null;
  CountyName: string;
  LocalityId: number | null;
  LocalityName: string;
  StreetId: number | null;
  StreetName: string;
  BuildingNumber: string;
  AddressText: string;
  ContactPerson: string;
  PhoneNumber: string;
  Email: string;
  CodPostal: string;
}

/** One parcel (Type 1) or envelope (Type 0) of an AWB. */
export interface CargusParcelCode {
  Code: string;
  Type: 0 | 1;
  Weight: number;
  Length: number;
  Width: number;
  Height: number;
  ParcelContent: string;
}

/** The body of `POST Awbs` / `Awbs/WithGetAwb`. */
export interface CargusAwbRequest {
  Sender: { LocationId: number };
  Recipient: CargusRecipient;
  Parcels: number;
  Envelopes: number;
  TotalWeight: number;
  ServiceId: number;
  /** The Ship & Go point the parcel is delivered to (ServiceId 38). */
  DeliveryPudoPoint?: number;
  DeclaredValue: number;
  CashRepayment: number;
  BankRepayment: number;
  OtherRepayment: string;
  OpenPackage: boolean;
  PriceTableId: number;
  ShipmentPayer: 1 | 2;
  SaturdayDelivery: boolean;
  MorningDelivery: boolean;
  Observations: string;
  PackageContent: string;
  CustomString: string;
  ParcelCodes: CargusParcelCode[];
}

/** The body of `POST ShippingCalculation`. */
export interface CargusCalculationRequest {
  FromLocalityId: number;
  ToLocalityId: number;
  FromCountyName: string;
  FromLocalityName: string;
  ToCountyName: string;
  ToLocalityName: string;
  Parcels: number;
  Envelopes: number;
  TotalWeight: number;
  ServiceId: number;
  DeclaredValue: number;
  CashRepayment: number;
  BankRepayment: number;
  OtherRepayment: string;
  PaymentInstrumentId: number;
  PaymentInstrumentValue: number;
  OpenPackage: boolean;
  SaturdayDelivery: boolean;
  MorningDelivery: boolean;
  ShipmentPayer: 1 | 2;
  PriceTableId: number;
  DeliveryPudoPoint?: number;
  ParcelCodes: CargusParcelCode[];
}

export interface CargusCalculation {
  Subtotal: number;
  Tax: number;
  GrandTotal: number;
}

/** An AWB as `Awbs/WithGetAwb`, `Awbs?orderId=` and `Awbs/GetByDate` return it. */
export interface CargusAwb {
  BarCode: string | number;
  Status?: string;
  CustomString?: string | null;
  ShippingCost?: { GrandTotal?: number } | null;
}

export interface CargusTraceEvent {
  Date: string;
  EventId: number | string;
  Description: string | null;
  LocalityName?: string | null;
}

/** One AWB of `AwbTrace/WithRedirect`. */
export interface CargusTrace {
  Code: string | number;
  Event?: CargusTraceEvent[] | null;
}

/** One Ship & Go point of `PudoPoints`. */
export interface CargusPudoPoint {
  Id: number;
  Name: string;
  County?: string | null;
  City?: string | null;
  StreetName?: string | null;
  StreetNo?: string | null;
  Address?: string | null;
  PostalCode?: string | null;
  Longitude?: number | null;
  Latitude?: number | null;
  PointType?: number | null;
  ServiceCOD?: boolean | null;
  PaymentType?: number | null;
  [openHours: `OpenHours${string}`]: string | null | undefined;
}
