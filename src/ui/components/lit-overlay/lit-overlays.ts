import styles from './LitOverlay.module.css';

const SVG = 'http://www.w3.org/2000/svg';

/** A box in a drawing's own units (its viewBox). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The lit look of one part of a drawing (a key of the on-screen keyboard, a finger of the hands), made once: an
 * SVG of its own holding `content`, laid over the drawing's `frame` exactly at `box` of the drawing's `view`, and
 * hidden. Lighting the part then only shows its overlay (opacity, on its own compositor layer): a keystroke
 * restyles nothing in the drawing, so it costs no layout (a lit outline is wider) and no repaint of the drawing.
 */
export function placeOverlay(frame: Element, view: Box, box: Box, content: SVGElement): SVGSVGElement {
  const overlay = document.createElementNS(SVG, 'svg');
  overlay.setAttribute('viewBox', `${box.x} ${box.y} ${box.width} ${box.height}`);
  overlay.setAttribute('class', styles.overlay ?? '');
  overlay.setAttribute('aria-hidden', 'true');
  const percent = (value: number, of: number) => `${(100 * value) / of}%`;
  overlay.style.left = percent(box.x - view.x, view.width);
  overlay.style.top = percent(box.y - view.y, view.height);
  overlay.style.width = percent(box.width, view.width);
  overlay.style.height = percent(box.height, view.height);
  overlay.append(content);
  frame.append(overlay);
  return overlay;
}

/** An SVG group element, for wrapping an overlay's content. */
export const svgGroup = () => document.createElementNS(SVG, 'g');

/**
 * Lights exactly the parts named, without a React render: each part's overlay is made the first time it is lit
 * (`make`; null when the drawing has no such part), then only shown or hidden. `mark` sets on the shown overlay's
 * copy the attribute a part drawn lit by React carries (tests and the page read the same thing either way).
 */
export function overlayLighting(
  make: (drawing: SVGSVGElement, part: string) => SVGSVGElement | null,
  mark: (overlay: SVGSVGElement, shown: boolean) => void,
): (drawing: SVGSVGElement, parts: readonly string[]) => void {
  const overlays = new Map<string, SVGSVGElement | null>();
  let lit: SVGSVGElement[] = [];
  let litParts = '';
  const show = (overlay: SVGSVGElement, shown: boolean) => {
    overlay.classList.toggle(styles.shown ?? 'shown', shown);
    mark(overlay, shown);
  };
  return (drawing, parts) => {
    const joined = parts.join(' ');
    if (joined === litParts) return;
    const next = parts
      .map((part) => {
        if (!overlays.has(part)) overlays.set(part, make(drawing, part));
        return overlays.get(part) ?? null;
      })
      .filter((overlay) => overlay !== null);
    for (const overlay of lit) if (!next.includes(overlay)) show(overlay, false);
    for (const overlay of next) show(overlay, true);
    lit = next;
    litParts = joined;
  };
}
