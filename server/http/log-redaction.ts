// What of a request URL may be logged: secrets travel in some paths (the set-password and
// verify-email links, as pages and as API calls) and in query strings (OAuth codes and states, the
// reset link's token and e-mail, impersonation codes), so path tokens become ":token" and every query
// value is dropped, keeping the names. Drizzle's query errors list the bound values (hashes of
// tokens and passwords): only the query text is kept.
const SECRET_PATH = /\/(set-password|verify-email)\/([^/?#]*)\/[^/?#]+/g;

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at === -1 ? url : url.slice(0, at)).replace(SECRET_PATH, '/$1/$2/:token');
  if (at === -1) return path;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return names.length ? `${path}?${names.join('&')}` : path;
}

// "Failed query: <sql>\nparams: <values>": the values end the message (and the stack's first line).
const PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** Errors for the log: name, message, code, stack and causes, minus bound query values. */
export function serializeError(error: Error, depth = 0): SerializedError {
  const code = (error as { code?: unknown }).code;
  const cause = error.cause;
  return {
    type: error.name,
    message: String(error.message).replace(PARAMS, ''),
    stack: (error.stack ?? '').replace(PARAMS, ''),
    ...(code !== undefined ? { code } : {}),
    ...(cause !== undefined && depth < 3
      ? { cause: cause instanceof Error ? serializeError(cause, depth + 1) : String(cause) }
      : {}),
  };
}
