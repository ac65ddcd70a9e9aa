import { LAYOUT_IDS, layoutById, type LayoutId } from './layouts';

/**
 * Which layout a learner types on, told from what their keys type: the browser's map of every key
 * (`navigator.keyboard.getLayoutMap()`, code -> base character) or a few keys pressed in the "press the keys right
 * of Tab" check (code -> `KeyboardEvent.key`). The layout whose base characters agree on most keys wins; layouts
 * that agree equally (QWERTY and QWERTZ on Q W E R T, US and UK on the letters) are told apart by the browser's
 * languages, then by the order of `LAYOUT_IDS`.
 */

/** The keys of the row under Tab, left to right: the row the first-run step draws and the check asks for. */
export const TAB_ROW_CODES: readonly string[] = [
  'KeyQ',
  'KeyW',
  'KeyE',
  'KeyR',
  'KeyT',
  'KeyY',
  'KeyU',
  'KeyI',
  'KeyO',
  'KeyP',
  'BracketLeft',
  'BracketRight',
];

/** The keys the "press the keys right of Tab" check asks for: enough to tell QWERTY, QWERTZ, AZERTY, Dvorak, Colemak. */
export const CHECK_CODES: readonly string[] = TAB_ROW_CODES.slice(0, 6);

/** Language tags whose people mostly type on a layout (a prefix matches: 'de' matches 'de-AT'). */
const LANGUAGES: Readonly<Partial<Record<LayoutId, readonly string[]>>> = {
  us: ['en-US', 'en'],
  uk: ['en-GB', 'en-IE'],
  fr: ['fr'],
  be: ['fr-BE', 'nl-BE'],
  de: ['de'],
  'ch-de': ['de-CH', 'fr-CH', 'it-CH'],
  es: ['es-ES', 'es', 'ca', 'gl', 'eu'],
  latam: ['es-419', 'es-MX', 'es-AR', 'es-CO', 'es-CL', 'es-PE', 'es-VE'],
  pt: ['pt-PT', 'pt'],
  it: ['it'],
  sv: ['sv', 'fi', 'nb', 'nn', 'no', 'da'],
  jis: ['ja'],
};

/** How well a language tag names a layout's people: the length of the longest tag it starts with, else 0. */
function languageFit(id: LayoutId, languages: readonly string[]): number {
  let best = 0;
  languages.forEach((language, rank) => {
    for (const tag of LANGUAGES[id] ?? []) {
      const lower = language.toLowerCase();
      const wanted = tag.toLowerCase();
      if (lower === wanted || lower.startsWith(`${wanted}-`)) {
        // An earlier language of the browser counts more; within one, a longer (more precise) tag.
        best = Math.max(best, (languages.length - rank) * 100 + wanted.length);
      }
    }
  });
  return best;
}

/**
 * The layout that best explains what the keys typed, or undefined when no key typed a character any layout puts
 * there (nothing pressed, or keys of a layout KeyQuest does not have).
 */
export function suggestLayout(
  typed: Iterable<readonly [code: string, key: string]>,
  languages: readonly string[] = [],
): LayoutId | undefined {
  const seen = [...typed].filter(([, key]) => Array.from(key).length === 1);
  let best: { id: LayoutId; agree: number; fit: number } | undefined;
  for (const id of LAYOUT_IDS) {
    const layout = layoutById(id);
    let agree = 0;
    for (const [code, key] of seen) {
      const base = layout.keys[code]?.base?.char;
      if (base !== undefined && base.toLowerCase() === key.toLowerCase()) agree += 1;
    }
    const fit = languageFit(id, languages);
    if (agree > 0 && (!best || agree > best.agree || (agree === best.agree && fit > best.fit)))
      best = { id, agree, fit };
  }
  return best?.id;
}
