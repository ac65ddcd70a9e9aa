/**
 * zod's global config for the browser app: `jitless`, so that zod never tries `new Function` in the page (the
 * Content-Security-Policy forbids eval, and every try is reported as a violation). zod reads the object when it
 * builds a schema (and shares it if it is already there when zod loads), so it has to be set before the first
 * schema is built: main.tsx imports this module first, ahead of every other module of the app, and zod itself
 * loads later with the API client. This module imports nothing (no zod: it must stay out of the first page's
 * weight). The server does not import it (its schemas may compile).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
