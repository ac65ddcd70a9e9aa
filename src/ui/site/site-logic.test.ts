import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../api/session-store';
import { startingLocale } from '../i18n/locale-store';
import { parseHomeTheme } from './org-theme';
import { carouselSlots } from './pages/home/CardCarousel';
import { AUTO_ADVANCE_MS, nextTheme, wrapIndex } from './pages/landing/rotation';
import { sanitizeArticle } from './pages/blog/sanitize';
import { demoSteps } from './pages/video-course/demo-steps';
import { FINGER_HEX, keyboardPlacement, WALLPAPER_SIZES } from './pages/fingering-chart/wallpaper';
import { activeSection, guideTarget, isMobileViewport, jumpTop, navBlur } from './scroll';
import { SESSION_HINT_KEY } from './session-hint';

describe('the top bar', () => {
  it('blurs its background more as the page scrolls, up to 35 px at 100 px', () => {
    expect(navBlur(0)).toBe(0);
    expect(navBlur(50)).toBe(17.5);
    expect(navBlur(100)).toBe(35);
    expect(navBlur(900)).toBe(35);
    expect(navBlur(-20)).toBe(0);
  });

  it('switches to the mobile layout under 821 px wide or 360 px high', () => {
    expect(isMobileViewport(820, 900)).toBe(true);
    expect(isMobileViewport(821, 900)).toBe(false);
    expect(isMobileViewport(1280, 359)).toBe(true);
    expect(isMobileViewport(1280, 360)).toBe(false);
  });

  it('reads the same stored user the API client writes', () => {
    expect(SESSION_HINT_KEY).toBe(SESSION_KEYS.user);
  });
});

describe('the site guide', () => {
  it('jumps with the spec offsets, and the overview to part 2 of the first section', () => {
    expect(guideTarget('slide-section')).toEqual({ elementId: 'slide-section', offset: 50 });
    expect(guideTarget('data-section')).toEqual({ elementId: 'data-section', offset: 100 });
    expect(guideTarget('subform-section')).toEqual({ elementId: 'subform-section', offset: 180 });
    expect(guideTarget('course-section')).toEqual({ elementId: 'course-section', offset: 0 });
    expect(guideTarget('first-section')).toEqual({ elementId: 'first-section-part2', offset: 0 });
    expect(jumpTop(2400, 180)).toBe(2220);
    expect(jumpTop(30, 50)).toBe(0);
  });

  it('highlights the last section whose top passed a third of the window', () => {
    expect(activeSection([0, 900, 1800, 2700, 3600], 900)).toBe(0);
    expect(activeSection([-1000, 200, 1100, 2000, 2900], 900)).toBe(1);
    expect(activeSection([-4000, -3000, -2000, -900, 100], 900)).toBe(4);
  });
});

describe('the home page', () => {
  it('keeps the middle card focused with its neighbours either side, wrapping', () => {
    expect(carouselSlots(0, 3)).toEqual([2, 0, 1]);
    expect(carouselSlots(2, 3)).toEqual([1, 2, 0]);
  });

  it('takes an organisation theme from valid JSON and ignores anything else', () => {
    expect(parseHomeTheme('{"background":"dark","logo":"https://school.example/logo.png"}')).toEqual({
      background: 'dark',
      logo: 'https://school.example/logo.png',
    });
    expect(parseHomeTheme('{"background":"https://school.example/bg.jpg"}').background).toEqual({
      image: 'https://school.example/bg.jpg',
    });
    expect(parseHomeTheme('not json {')).toEqual({ background: 'default', logo: null });
    expect(parseHomeTheme('{"background":"purple","logo":"javascript:alert(1)"}')).toEqual({
      background: 'default',
      logo: null,
    });
  });
});

describe('the interface language', () => {
  it('starts in Chinese in the browser of the China-region edition, English elsewhere and in the app', () => {
    expect(startingLocale('cn', false)).toBe('CHS');
    expect(startingLocale('global', false)).toBe('ENG');
    expect(startingLocale('cn', true)).toBe('ENG');
  });
});

describe('blog articles', () => {
  it('keep their text and links but lose scripts, handlers and unsafe links', () => {
    const clean = sanitizeArticle(
      '<h2>Tips</h2><p onclick="steal()">Hi <a href="javascript:alert(1)">x</a> <a href="/fingering-chart">chart</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    expect(clean).toContain('<h2>Tips</h2>');
    expect(clean).toContain('<a href="/fingering-chart">chart</a>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<img/);
  });
});

describe('the video course and the wallpaper', () => {
  it('demonstrates every keystroke of the lines in order', () => {
    const steps = demoSteps(['fj', 'F']);
    expect(steps.map((step) => step.char)).toEqual(['f', 'j', 'F']);
    expect(steps[0]).toEqual({ char: 'f', typed: 'f', rest: 'j' });
  });

  it('offers the three wallpaper sizes and fits the keyboard inside each', () => {
    expect(Object.values(WALLPAPER_SIZES)).toEqual([
      { width: 5120, height: 3412 },
      { width: 3840, height: 2560 },
      { width: 2400, height: 1600 },
    ]);
    for (const { width, height } of Object.values(WALLPAPER_SIZES)) {
      const { unit, left, top } = keyboardPlacement(width, height, { width: 15, height: 5 });
      expect(left).toBeGreaterThan(0);
      expect(left + 15 * unit).toBeLessThanOrEqual(width);
      expect(top + 5 * unit).toBeLessThanOrEqual(height);
    }
  });

  it("paints the fingers in the usual theme's colours (a canvas cannot read the CSS variables)", () => {
    const css = readFileSync(`${import.meta.dirname}/../styles/global.css`, 'utf8');
    const usual = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
    for (const [finger, hex] of Object.entries(FINGER_HEX)) {
      const token = finger.endsWith('-thumb') ? 'thumb' : finger;
      expect(new RegExp(`--finger-${token}: (#[0-9a-f]{6})`).exec(usual)?.[1], finger).toBe(hex);
    }
  });
});

describe('the landing page', () => {
  it('advances every 5 seconds, wrapping both ways, and plays the two game videos in turn', () => {
    expect(AUTO_ADVANCE_MS).toBe(5000);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(nextTheme('STAR_TREK')).toBe('BALLOON_POP');
    expect(nextTheme('BALLOON_POP')).toBe('STAR_TREK');
  });
});

describe('the country', () => {
  it('maps proxy and browser regions onto the 15 entries, each with its language', async () => {
    const { COUNTRIES, countryOfIso, countryOfLanguageTag } = await import('../../content/site/countries');
    expect(COUNTRIES.map((country) => country.code)).toEqual([
      'FR',
      'US',
      'UK',
      'GE',
      'RU',
      'ES',
      'MA',
      'KR',
      'JP',
      'PT',
      'CN',
      'MO',
      'HK',
      'TW',
      'OTHER',
    ]);
    expect(countryOfIso('GB')).toBe('UK');
    expect(countryOfIso('DE')).toBe('GE');
    expect(countryOfIso('NZ')).toBe('OTHER');
    expect(countryOfLanguageTag('zh-HK,zh;q=0.8')).toBe('HK');
    expect(countryOfLanguageTag('en')).toBe('OTHER');
  });

  it('takes the language of the detected country only when none was chosen before', async () => {
    const { detectCountry, useCountryStore } = await import('./country');
    const { useLocaleStore } = await import('../i18n/locale-store');
    localStorage.clear();
    useCountryStore.setState({ country: null });
    const answer = async () => new Response(JSON.stringify({ code: 'JP', languageCode: 'JA' }));
    await detectCountry(answer as unknown as typeof fetch);
    expect(useCountryStore.getState().country).toBe('JP');
    expect(useLocaleStore.getState().locale).toBe('JA');

    useLocaleStore.getState().setLocale('ENG');
    useCountryStore.setState({ country: null });
    localStorage.removeItem('country');
    await detectCountry(answer as unknown as typeof fetch);
    expect(useLocaleStore.getState().locale).toBe('ENG');
  });
});
