import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes the next SQL migration from src/server/db/schema.ts; commit it. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
