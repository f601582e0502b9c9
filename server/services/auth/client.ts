// Who is calling an account route: read by the attempt limits (attempt-limits.ts), the logins and
// the sessions they open (login.ts, sessions).
export interface Client {
  ip: string;
  userAgent?: string | null;
  /** The device tokens the browser sent (devices.ts). */
  deviceTokens?: readonly string[];
}
