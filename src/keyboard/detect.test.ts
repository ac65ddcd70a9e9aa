import { describe, expect, it } from 'vitest';
import { CHECK_CODES, LAYOUT_IDS, layoutById, suggestLayout, type LayoutId } from './index';

/** What `getLayoutMap()` answers on a layout: every key's base character. */
function layoutMapOf(id: LayoutId): [string, string][] {
  return Object.entries(layoutById(id).keys).flatMap(([code, key]) =>
    key.base ? [[code, key.base.char] as [string, string]] : [],
  );
}

/** What the learner's keys type in the "press the keys right of Tab" check. */
function checkOf(id: LayoutId): [string, string][] {
  return CHECK_CODES.map((code) => [code, layoutById(id).keys[code]?.base?.char ?? '']);
}

describe('suggesting a layout', () => {
  it.each(LAYOUT_IDS.filter((id) => id !== 'us-intl'))(
    '%s: the browser’s layout map names it (with its language where two layouts share every base key)',
    (id) => {
      const language = { be: 'fr-BE', 'ch-de': 'de-CH', jis: 'ja' }[id as string] ?? 'en-US';
      expect(suggestLayout(layoutMapOf(id), [language])).toBe(id);
    },
  );

  it('tells the families apart from the six keys right of Tab, and the country from the languages', () => {
    expect(suggestLayout(checkOf('us'), ['en-US'])).toBe('us');
    expect(suggestLayout(checkOf('fr'), ['fr-FR'])).toBe('fr');
    expect(suggestLayout(checkOf('fr'), ['fr-BE', 'fr'])).toBe('be');
    expect(suggestLayout(checkOf('de'), ['de-AT'])).toBe('de');
    expect(suggestLayout(checkOf('de'), ['de-CH'])).toBe('ch-de');
    expect(suggestLayout(checkOf('dvorak'), ['en-US'])).toBe('dvorak');
    expect(suggestLayout(checkOf('colemak'), ['en-US'])).toBe('colemak');
    expect(suggestLayout(checkOf('colemak-dh'), ['en-US'])).toBe('colemak-dh');
    // QWERTY in Spain, Japan, Sweden; a language no layout is for keeps the first QWERTY, US.
    expect(suggestLayout(checkOf('us'), ['es-ES'])).toBe('es');
    expect(suggestLayout(checkOf('us'), ['ja-JP'])).toBe('jis');
    expect(suggestLayout(checkOf('us'), ['sv-SE'])).toBe('sv');
    expect(suggestLayout(checkOf('us'), ['zh-CN'])).toBe('us');
    // An AZERTY key pressed with Shift held still counts (keys compared without case).
    expect(suggestLayout([['KeyQ', 'A']], [])).toBe('fr');
  });

  it('suggests nothing when no key typed a character any layout puts there', () => {
    expect(suggestLayout([], ['fr'])).toBeUndefined();
    expect(suggestLayout([['KeyQ', 'Shift']], ['fr'])).toBeUndefined();
    expect(suggestLayout([['KeyQ', 'й']], ['ru'])).toBeUndefined();
  });
});
