// drizzle-kit only generates SQL here (`npm run db:generate`); the server applies it with its own
// migrator (server/db/migrate.ts), which locks across processes and names a failing file.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
