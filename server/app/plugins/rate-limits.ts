// `curiero-rate-limits`: with REDIS_URL, the Redis every rate limit is counted in (services/
// rate-limit-redis.ts), connected before the app answers (a Redis that cannot be reached at start
// stops it, naming REDIS_URL: a wrong address is found at once, not under load) and closed with the
// app. Once started, a Redis that stops answering makes the limits count in the database until it
// answers again (ioredis reconnects by itself). Without REDIS_URL this part does nothing: the limits
// are counted in the database (services/rate-limit.ts).
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { attachRedisLimits, RedisLimits } from '../../services/rate-limit-redis.ts';
import { sharedSecret } from '../../services/server-secrets.ts';

export default fp(
  async (app) => {
    const url = app.appConfig.redisUrl;
    if (!url) return;
    // No offline queue: while Redis is away a command fails at once (the limit is counted in the
    // database) instead of waiting for a reconnection with the request; a hung one is given up after
    // 2 s (rate-limit-redis.ts, not ioredis's commandTimeout, which a busy event loop trips).
    const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5000 });
    const seen: { error?: Error } = {};
    redis.on('error', (error: Error) => (seen.error = error));
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      const reason = seen.error?.message ?? (error instanceof Error ? error.message : String(error));
      throw new Error(`REDIS_URL: Redis could not be reached (${reason})`);
    }
    // One namespace per installation (database): two installations never share a counter on one Redis.
    const installation = await sharedSecret(app.db, 'redis-namespace', 9);
    const detach = attachRedisLimits(app.db, new RedisLimits(redis, `curiero:${installation}:`, app.log));
    app.addHook('onClose', async () => {
      detach();
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'curiero-rate-limits', dependencies: ['curiero-db'], decorators: { fastify: ['appConfig'] } },
);
