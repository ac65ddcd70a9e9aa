import { serve } from '../serve';
import { devRoutes } from './routes';

// The end-to-end tests' server (tests/e2e/serve-fresh.mjs): the production server plus the test-only routes.
// scripts/build.mjs builds it on its own into <dist>/e2e-server, so the production bundle (<dist>/server) holds
// none of them (src/server/dev/production-bundle.test.ts checks).
await serve({ testRoutes: [devRoutes] });
