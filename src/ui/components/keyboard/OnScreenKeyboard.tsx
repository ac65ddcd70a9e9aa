import { memo, useImperativeHandle, useRef, type CSSProperties, type Ref } from 'react';
import { blockSize, keysOfBlock, type KeyBlock, type KeyDef } from '../../../keyboard';
import { fingerColour, fingerNumber } from '../fingers/finger-style';
import { overlayLighting, placeOverlay } from '../lit-overlay/lit-overlays';
import styles from './OnScreenKeyboard.module.css';

/** Size of one key unit in the SVG's coordinates; the SVG scales to its container's width. */
const UNIT = 60;
const GAP = 6;

type KeyState = 'highlighted' | 'known' | 'unknown';

export interface OnScreenKeyboardProps {
  /** Keys lit in their finger's colour: the next key, and the Shift key when it is needed. */
  highlighted?: readonly string[];
  /** Keys the learner has met so far; the others are drawn faded. Omitted: every key looks known. */
  known?: readonly string[];
  /** Tint each known key lightly with its finger's colour, so the finger zones show at a glance. */
  fingerZones?: boolean;
  /** Which block to draw (default: the main block). */
  block?: KeyBlock;
  /** The keyboard table to draw from (default: US_KEYBOARD); any layout: `keyboardFor(layoutById(id))`. */
  keys?: readonly KeyDef[];
  /** Accessible description; without it the drawing is hidden from screen readers (say the key in text). */
  label?: string;
  className?: string;
  /** Imperative control for the per-keystroke path (see `OnScreenKeyboardHandle`). */
  handle?: Ref<OnScreenKeyboardHandle>;
}

/**
 * Moves the highlight without a React render and without touching the keyboard's drawing: a lesson calls it on
 * every keystroke, where reconciling sixty keys would cost a millisecond or two of the frame, and restyling the
 * keys a layout and a repaint of the keyboard (see `makeOverlay`). Use either this or the `highlighted` prop for
 * a given keyboard, not both.
 */
export interface OnScreenKeyboardHandle {
  highlight: (codes: readonly string[]) => void;
}

/**
 * An on-screen keyboard drawn from the keyboard model's geometry. Each key is its own memoised component, so
 * moving the highlight from one key to the next re-renders only those keys (a keystroke must paint in the
 * next frame).
 */
export function OnScreenKeyboard({
  highlighted = [],
  known,
  fingerZones = true,
  block = 'main',
  keys,
  label,
  className,
  handle,
}: OnScreenKeyboardProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  useImperativeHandle(handle, () => {
    const light = overlayLighting(makeOverlay, markKey);
    return {
      highlight(codes) {
        const svg = svgRef.current;
        if (svg) light(svg, codes);
      },
    };
  }, []);
  const blockKeys = keys ? keys.filter((key) => key.block === block) : keysOfBlock(block);
  const size = blockSize(blockKeys);
  const knownSet = known ? new Set(known) : null;
  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')} data-testid="on-screen-keyboard">
      <svg
        ref={svgRef}
        className={styles.keyboard}
        viewBox={`${-GAP / 2} ${-GAP / 2} ${size.width * UNIT + GAP} ${size.height * UNIT + GAP}`}
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        {blockKeys.map((key) => {
          const state: KeyState = highlighted.includes(key.code)
            ? 'highlighted'
            : !knownSet || knownSet.has(key.code)
              ? 'known'
              : 'unknown';
          return <KeyCap key={key.code} def={key} state={state} zone={fingerZones} />;
        })}
      </svg>
    </div>
  );
}

/** Room around a key's cap in its overlay, for the lit key's wider outline (keys stand GAP apart). */
const MARGIN = GAP / 2;

/** A key's lit look (lit-overlays.ts): a copy of the key in the highlighted style, over the key's cap. */
function makeOverlay(svg: SVGSVGElement, code: string): SVGSVGElement | null {
  const key = svg.querySelector<SVGGElement>(`g[data-code="${code}"]`);
  const cap = key?.querySelector('rect');
  const frame = svg.parentElement;
  if (!key || !cap || !frame) return null;
  const [x = 0, y = 0, width = 1, height = 1] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const lit = key.cloneNode(true) as SVGGElement;
  lit.setAttribute('class', [styles.key, styles.highlighted].filter(Boolean).join(' '));
  lit.removeAttribute('data-state');
  const box = {
    x: Number(cap.getAttribute('x')) - MARGIN,
    y: Number(cap.getAttribute('y')) - MARGIN,
    width: Number(cap.getAttribute('width')) + 2 * MARGIN,
    height: Number(cap.getAttribute('height')) + 2 * MARGIN,
  };
  return placeOverlay(frame, { x, y, width, height }, box, lit);
}

/** The shown overlay's key says `data-state="highlighted"`, as a lit key drawn by React. */
function markKey(overlay: SVGSVGElement, shown: boolean) {
  const key = overlay.firstElementChild as SVGGElement | null;
  if (!key) return;
  if (shown) key.dataset.state = 'highlighted';
  else delete key.dataset.state;
}

const KeyCap = memo(function KeyCap({ def, state, zone }: { def: KeyDef; state: KeyState; zone: boolean }) {
  const x = def.x * UNIT + GAP / 2;
  const y = def.y * UNIT + GAP / 2;
  const width = def.width * UNIT - GAP;
  const height = def.height * UNIT - GAP;
  const isWord = def.label.length > 1;
  // A word legend wider than a one-unit key ("Num Lock") goes on two lines rather than past the cap's edges.
  const lines =
    isWord && def.label.includes(' ') && def.label.length * 8.5 > width - 10
      ? def.label.split(' ')
      : [def.label];
  const classes = [styles.key, styles[state], zone && state === 'known' ? styles.zone : ''].join(' ');
  return (
    <g
      className={classes}
      style={{ '--key-colour': fingerColour(def.finger) } as CSSProperties}
      data-code={def.code}
      data-finger={def.finger}
      data-state={state}
    >
      <rect className={styles.cap} x={x} y={y} width={width} height={height} rx={9} />
      {def.shiftLabel ? (
        <>
          <text className={styles.shiftLegend} x={x + width / 2} y={y + height * 0.36}>
            {def.shiftLabel}
          </text>
          <text className={styles.legend} x={x + width / 2} y={y + height * 0.74}>
            {def.label}
          </text>
        </>
      ) : lines.length > 1 ? (
        <text className={styles.wordLegend} x={x + width / 2} y={y + height * 0.44}>
          {lines.map((line, index) => (
            <tspan key={line} x={x + width / 2} dy={index === 0 ? 0 : '1.15em'}>
              {line}
            </tspan>
          ))}
        </text>
      ) : (
        <text
          className={isWord ? styles.wordLegend : styles.legend}
          x={x + width / 2}
          y={y + height * (isWord ? 0.6 : 0.62)}
        >
          {def.label}
        </text>
      )}
      {/* The finger's number, shown when the learner chose finger numbers (colour is not needed to tell). */}
      <text className={styles.fingerMark} x={x + 5} y={y + 14} aria-hidden="true">
        {fingerNumber(def.finger)}
      </text>
      {def.homeBump && (
        <rect
          className={styles.bump}
          x={x + width / 2 - 9}
          y={y + height - 12}
          width={18}
          height={4}
          rx={2}
        />
      )}
    </g>
  );
});
