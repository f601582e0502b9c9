// MyGLS ParcelService's request and answer shapes (carrier-apis.md section 5; the field names of
// "MyGLS API for system integration" ver. 25.12.11, stored in dfoddav2/shopickup-integration-layer:
// carrier-docs/hu-gls/raw/MyGLS_API.pdf), the password digest every request carries, and WCF dates.
import { createHash } from 'node:crypto';

/** Username (login e-mail), Password (SHA-512 of the password as 64 byte values), WebshopEngine. */
export interface GlsCredentials {
  Username: string;
  Password: number[];
  WebshopEngine: string;
}

/** The password as MyGLS wants it: its SHA-512 digest as a JSON array of byte values (0-255). */
export const glsPassword = (password: string): number[] => Array.from(createHash('sha512').update(password, 'utf8').digest());

/**
 * A WCF JSON date: "/Date(ms since epoch)/" (the answers may add an offset, "/Date(ms+0200)/", which
 * only says the zone it was written in: the milliseconds are UTC). Sent unescaped ("/" not "\/"):
 * WCF reads it into a DateTime member either way [?: PHP clients send "\/" because json_encode escapes slashes].
 */
export const wcfDate = (date: Date): string => `/Date(${date.getTime()})/`;

export function parseWcfDate(text: string | null | undefined): Date | null {
  const m = /\/?Date\((-?\d+)(?:[+-]\d{4})?\)\/?/.exec(text ?? '');
  if (m) return new Date(Number(m[1]));
  const date = text ? new Date(text) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

export interface GlsErrorInfo {
  ErrorCode: number;
  ErrorDescription?: string | null;
  ClientReferenceList?: string[] | null;
  ParcelIdList?: number[] | null;
}

export interface GlsAddress {
  Name: string;
  Street: string;
  /** Digits only (error 23 when 0). */
  HouseNumber?: string;
  HouseNumberInfo?: string;
  City: string;
  ZipCode: string;
  CountryIsoCode: string;
  ContactName?: string;
  ContactPhone?: string;
  ContactEmail?: string;
}

export interface GlsService {
  Code: string;
  [parameter: `${string}Parameter`]: Record<string, unknown> | undefined;
}

export interface GlsParcel {
  ClientNumber: number;
  ClientReference: string;
  Count: number;
  CODAmount?: number;
  CODReference?: string;
  CODCurrency?: string;
  Content: string;
  /** The pickup day as a WCF date [doc: Parcel.PickupDate]. */
  PickupDate?: string;
  PickupAddress: GlsAddress;
  DeliveryAddress: GlsAddress;
  ServiceList: GlsService[];
  /** 2 = LabellessParcelLocker: with the LRS service, the sender drops the parcel in a locker by PIN [doc: Parcel.PickupType, "only used for LRS service"]. */
  PickupType?: number;
  ParcelPropertyList?: { Content?: string; PackageType: number; Height?: number; Length?: number; Width?: number; Weight?: number }[];
}

export type GlsPrinter = 'A4_2x2' | 'A4_4x1' | 'Connect' | 'Thermo' | 'ThermoZPL' | 'ThermoZPL_300DPI';

export interface GlsPrintLabelsResponse {
  /** The PDF (or ZPL) as byte values. */
  Labels?: number[] | null;
  PrintLabelsErrorList?: GlsErrorInfo[] | null;
  /** `PIN` (PrintLabels_20251022 on): the code that opens the locker for a label-less parcel (LRS + PickupType 2). */
  PrintLabelsInfoList?: { ClientReference?: string; ParcelId: number; ParcelNumber: number; PIN?: string | null }[] | null;
}

export interface GlsGetPrintedLabelsResponse {
  Labels?: number[] | null;
  GetPrintedLabelsErrorList?: GlsErrorInfo[] | null;
}

export interface GlsDeleteLabelsResponse {
  SuccessfullyDeletedList?: { ParcelId: number; SubParcelIdList?: number[] }[] | null;
  DeleteLabelsErrorList?: GlsErrorInfo[] | null;
}

export interface GlsPrintDataInfo {
  ParcelId: number;
  ParcelNumber: number;
  ClientReference?: string | null;
}

export interface GlsGetParcelListResponse {
  PrintDataInfoList?: GlsPrintDataInfo[] | null;
  GetParcelListErrors?: GlsErrorInfo[] | null;
}

export interface GlsParcelStatus {
  DepotCity?: string | null;
  DepotNumber?: string | null;
  StatusCode: string;
  StatusDate: string;
  StatusDescription?: string | null;
  StatusInfo?: string | null;
}

export interface GlsGetParcelStatusesResponse {
  ClientReference?: string | null;
  ParcelNumber?: number;
  /** The parcel's weight in kg as GLS states it [doc: GetParcelStatuses response]. */
  Weight?: number | string | null;
  ParcelStatusList?: GlsParcelStatus[] | null;
  GetParcelStatusErrors?: GlsErrorInfo[] | null;
}

/** One item of GLS's public delivery-point feed (3p: shopickup packages/adapters/GLS/src/types). */
export interface GlsDeliveryPoint {
  id: string;
  name: string;
  description?: string;
  contact?: { countryCode?: string; postalCode?: string; city?: string; address?: string; phone?: string; web?: string };
  location?: [number, number];
  hours?: [number, string | null, string | null, ...unknown[]][];
  features?: string[];
  type?: string;
}
