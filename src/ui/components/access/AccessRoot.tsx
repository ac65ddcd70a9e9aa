import { useEffect } from 'react';
import { useAccessSettings } from '../../queries/access';

/** The readable font's faces, loaded the first time a learner chooses it (never on anyone else's first paint). */
let fontLoaded: Promise<unknown> | null = null;
function loadReadableFont(): void {
  fontLoaded ??= Promise.all([
    import('@fontsource/atkinson-hyperlegible/400.css'),
    import('@fontsource/atkinson-hyperlegible/700.css'),
  ]).catch(() => {
    fontLoaded = null; // offline before the font was cached: the next visit tries again
  });
}

/**
 * Puts the current learner's display settings on the page's root element, where the style sheets read them
 * (styles/global.css, "Accessibility settings"): text size, readable font, spacing, focus line, finger marks,
 * high contrast, large keys and the hand of one-handed practice. Renders nothing.
 */
export function AccessRoot() {
  const { settings } = useAccessSettings();
  useEffect(() => {
    const root = document.documentElement;
    const set = (name: string, value: string | null) => {
      if (value === null) root.removeAttribute(name);
      else root.setAttribute(name, value);
    };
    root.style.setProperty('--text-scale', String(settings.textSize / 100));
    if (settings.textSize === 100) root.style.removeProperty('--text-scale');
    set('data-text-size', settings.textSize === 100 ? null : String(settings.textSize));
    set('data-readable-font', settings.readableFont ? '' : null);
    set('data-spacing', settings.spacing === 'normal' ? null : settings.spacing);
    set('data-focus-line', settings.focusLine ? '' : null);
    set('data-finger-marks', settings.fingerMarks === 'colours' ? null : settings.fingerMarks);
    set('data-theme', settings.highContrast ? 'contrast' : null);
    set('data-large-keys', settings.largeKeys ? '' : null);
    set('data-one-handed', settings.oneHanded === 'both' ? null : settings.oneHanded);
    if (settings.readableFont) loadReadableFont();
  }, [settings]);
  return null;
}

export default AccessRoot;
