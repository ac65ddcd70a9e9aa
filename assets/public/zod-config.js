// Runs before the app's modules: zod must not try `new Function` in the page (the Content-Security-Policy forbids
// eval, and every try is reported as a violation). zod reads this object when it builds a schema.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
