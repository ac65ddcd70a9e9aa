import { useLayoutEffect, useState, type RefObject } from 'react';

/** Whether a row's last item ends past the row's own right edge (false while the row is not laid out). */
function overflows(row: HTMLElement): boolean {
  const last = row.lastElementChild;
  if (!last || row.offsetParent === null) return false;
  return last.getBoundingClientRect().right > row.getBoundingClientRect().right + 1;
}

/**
 * Whether the top bar's links must go behind the menu button: true as soon as they do not fit on one row beside
 * the logo and the account button, in whatever language and with whatever links the bar has. The bar width at
 * which they stopped fitting is remembered, so a wider window tries the row again; `resetKey` (the language)
 * measures anew. Measured in layout effects, before the browser paints.
 */
export function useCompactBar(
  bar: RefObject<HTMLElement | null>,
  row: RefObject<HTMLElement | null>,
  resetKey: string,
): boolean {
  // `fitsAbove`: the bar width at which the row stopped fitting (0 while it fits).
  const [state, setState] = useState({ fitsAbove: 0, key: resetKey });
  if (state.key !== resetKey) setState({ fitsAbove: 0, key: resetKey });
  const compact = state.fitsAbove > 0 && state.key === resetKey;

  useLayoutEffect(() => {
    const barElement = bar.current;
    const rowElement = row.current;
    if (!barElement || !rowElement) return;
    const check = () => {
      const width = barElement.clientWidth;
      if (compact) {
        if (width > state.fitsAbove) setState({ fitsAbove: 0, key: resetKey });
      } else if (overflows(rowElement)) {
        setState({ fitsAbove: width, key: resetKey });
      }
    };
    check();
    void document.fonts?.ready.then(check);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(barElement);
    for (const child of rowElement.children) observer.observe(child);
    return () => observer.disconnect();
  }, [bar, row, compact, state.fitsAbove, resetKey]);

  return compact;
}
