/**
 * Where the built message files are kept for offline use (docs/ARCHITECTURE.md, "Messages by chunk"): the
 * service worker does not precache them (each child reads one language of five); it keeps each one fetched
 * through it in a cache of its own (vite.config.ts), and the app fetches every file of the languages in use once a
 * worker controls the page (messages.ts). No imports: the build's config reads this module too.
 */
export const MESSAGE_FILES_CACHE = 'keyquest-messages';

/** The list of every message set's key (scripts/split-messages.ts writes it beside the built files). */
export const MESSAGE_SETS_FILE = 'message-sets.json';

/**
 * A built message file's address, `.../assets/messages-<CODE>-<key>.js` (the worker's route for them: Workbox
 * matches it against the whole address and writes it into the worker as it is, so it names nothing else).
 */
export const MESSAGE_FILE_URL = /\/assets\/messages-[A-Z]+-[\w-]+\.js$/;
