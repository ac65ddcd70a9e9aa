import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate` writes the next SQL migration from the schema files; commit it. Every table lives in the
 * schema file of the resource that owns it, beside its routes: src/server/<resource>/schema.ts (the
 * infrastructure's own in src/server/shared/schema.ts). src/server/db/schema.ts only re-exports the older ones.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/*/schema.ts'],
  out: './src/server/db/migrations',
});
