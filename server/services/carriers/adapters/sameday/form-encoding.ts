// Sameday's POST/PUT bodies are application/x-www-form-urlencoded with PHP-style bracket nesting
// (carrier-apis.md section 4, "Request encoding": the official SDK's RequestBodyUrlEncoded is PHP's
// http_build_query): awbRecipient[cityString]=Huedin, parcels[0][weight]=0.5. This flattens a nested
// object into those keys, in order, for CarrierHttp's `form`. Absent values (null/undefined) are left
// out, as http_build_query does; booleans become 1/0.

export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

export function bracketForm(value: Record<string, FormValue>): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (key: string, item: FormValue): void => {
    if (item === null || item === undefined) return;
    if (Array.isArray(item)) item.forEach((child, index) => walk(`${key}[${index}]`, child));
    else if (typeof item === 'object') for (const [name, child] of Object.entries(item)) walk(`${key}[${name}]`, child);
    else out[key] = typeof item === 'boolean' ? (item ? '1' : '0') : String(item);
  };
  for (const [name, item] of Object.entries(value)) walk(name, item);
  return out;
}
