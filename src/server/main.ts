import { serve } from './serve';

// The production server: the API and the built app. The test-only routes are in no file this entry loads
// (src/server/dev, built into the end-to-end tests' own entry only).
await serve();
