import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate` writes the next SQL migration from the schema files; commit it. The shared tables live in
 * src/server/db/schema.ts; a resource's own tables live beside its routes in src/server/<resource>/schema.ts.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/db/schema.ts', './src/server/*/schema.ts'],
  out: './src/server/db/migrations',
});
