// Bookurier's API on the wire (carrier-apis.md section 6; no public document: read from Bookurier's
// own Magento module and two third-party plugins). PHP endpoints under /api/, `user` and `pwd` in
// every JSON body, a separate API `key` for tracking; every command value is sent as a string.

/** One command (one AWB) of `POST add_cmds.php`. */
export interface BookurierCommand {
  pickup_point: string;
  /** Our unique reference. */
  unq: string;
  recv: string;
  phone: string;
  email: string;
  country: string;
  city: string;
  zip: string;
  /** The county. */
  district: string;
  street: string;
  no: string;
  bl: string;
  ent: string;
  floor: string;
  apt: string;
  interphone: string;
  service: string;
  packs: string;
  weight: string;
  /** Cash on delivery (ramburs), RON. */
  rbs_val: string;
  /** Declared value, RON. */
  insurance_val: string;
  ret_doc: string;
  weekend: string;
  unpack: string;
  exchange_pack: string;
  confirmation: string;
  notes: string;
  ref1: string;
  ref2: string;
}

/** Every answer: success with `data`, or `{status:"error", message}`. */
export interface BookurierAnswer<T> {
  status?: string;
  success?: boolean | string | number;
  message?: string;
  data?: T;
}

export interface BookurierHistoryItem {
  status_id: number | string;
  status_name?: string;
  /** "YYYY-MM-DD HH:mm:ss", Bucharest time: the order of events. */
  sort_date?: string;
  /** The same date as shown to people. */
  data?: string;
  obs?: string | null;
}

export type BookurierHistory = BookurierAnswer<BookurierHistoryItem[]> & { awb_histories?: BookurierHistoryItem[]; history?: BookurierHistoryItem[] };
