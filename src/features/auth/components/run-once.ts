// One-shot calls from an effect (a social code, an impersonation code, a verification link are
// single-use): React's StrictMode runs effects twice and a remount runs them again, so the first
// promise per key is kept and shared.
const calls = new Map<string, Promise<unknown>>();

export function runOnce<T>(key: string, call: () => Promise<T>): Promise<T> {
  let promise = calls.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = call();
    calls.set(key, promise);
  }
  return promise;
}
