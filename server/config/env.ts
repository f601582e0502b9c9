// The env kit: typed readers over the environment. Each bad value adds one line to `problems`, naming
// the variable and what it expects, and the reader returns its fallback so that every problem is
// found in one pass; loadConfig (index.ts) then throws them all as one ConfigError.

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Readonly<Record<string, string | undefined>>;

export interface EnvKit {
  /** The problems found so far, one line each (the delegated readers push to it directly). */
  readonly problems: string[];
  /** A variable's value, trimmed; empty counts as unset (`PORT= npm start` means "default", not "invalid"). */
  readonly read: (name: string) => string | undefined;
  /** Records `NAME must be <expected>, got "<got>"` and returns the fallback. */
  readonly fail: <T>(name: string, expected: string, got: string, fallback: T) => T;
  readonly integer: (name: string, fallback: number, min: number, max: number) => number;
  /** true/1/yes or false/0/no, any case. */
  readonly boolean: (name: string, fallback: boolean) => boolean;
  readonly oneOf: <T extends string>(name: string, allowed: readonly T[], fallback: T) => T;
  /** A URL with one of the protocols (`'https:'`); null when unset or invalid. */
  readonly url: (name: string, protocols: string[], expected: string) => string | null;
  /** A bare address (no display name): it is only ever a recipient. */
  readonly emailAddress: (name: string, fallback: string) => string;
  /** A key of at least minLength characters (a short one is guessable); null when unset or too short. */
  readonly secret: (name: string, minLength: number) => string | null;
  /** A variable that must be set (why: the reason, after the colon); '' when it is not. */
  readonly required: (name: string, why: string) => string;
}

export function envKit(env: Env): EnvKit {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const fail = <T>(name: string, expected: string, got: string, fallback: T): T => {
    problems.push(`${name} must be ${expected}, got ${JSON.stringify(got)}`);
    return fallback;
  };

  return {
    problems,
    read,
    fail,
    integer: (name, fallback, min, max) => {
      const raw = read(name);
      if (raw === undefined) return fallback;
      const value = Number(raw);
      if (!/^\d+$/.test(raw) || value < min || value > max) {
        return fail(name, `an integer ${min}-${max}`, raw, fallback);
      }
      return value;
    },
    boolean: (name, fallback) => {
      const raw = read(name);
      if (raw === undefined) return fallback;
      const lower = raw.toLowerCase();
      if (['true', '1', 'yes'].includes(lower)) return true;
      if (['false', '0', 'no'].includes(lower)) return false;
      return fail(name, 'true or false', raw, fallback);
    },
    oneOf: (name, allowed, fallback) => {
      const raw = read(name);
      if (raw === undefined) return fallback;
      return (allowed as readonly string[]).includes(raw) ? (raw as typeof fallback) : fail(name, `one of ${allowed.join('|')}`, raw, fallback);
    },
    url: (name, protocols, expected) => {
      const raw = read(name);
      if (raw === undefined) return null;
      try {
        if (protocols.includes(new URL(raw).protocol)) return raw;
      } catch {
        // Falls through to the shared message below.
      }
      return fail(name, expected, raw, null);
    },
    emailAddress: (name, fallback) => {
      const raw = read(name);
      if (raw === undefined) return fallback;
      return /^[^\s@<>",]+@[^\s@<>",]+\.[^\s@<>",]{2,}$/.test(raw) ? raw : fail(name, 'an e-mail address (name@example.ro)', raw, fallback);
    },
    secret: (name, minLength) => {
      const secret = read(name);
      if (secret !== undefined && secret.length < minLength) {
        problems.push(`${name} must be at least ${minLength} characters, got ${secret.length}`);
        return null;
      }
      return secret ?? null;
    },
    required: (name, why) => {
      const value = read(name);
      if (!value) problems.push(`${name} must be set: ${why}`);
      return value ?? '';
    },
  };
}
