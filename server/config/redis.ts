// Redis for the rate limits (services/rate-limit.ts): unset, they are counted in the database.
import type { EnvKit } from './env.ts';

export function readRedis(kit: EnvKit): { redisUrl: string | null } {
  return { redisUrl: kit.url('REDIS_URL', ['redis:', 'rediss:'], 'a redis:// or rediss:// URL') };
}
