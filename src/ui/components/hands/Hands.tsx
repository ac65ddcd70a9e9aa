import { memo, useImperativeHandle, useRef, type CSSProperties, type Ref } from 'react';
import type { Finger, FingerName, Hand } from '../../../keyboard';
import { fingerColour, fingerNumber } from '../fingers/finger-style';
import { overlayLighting, placeOverlay, svgGroup } from '../lit-overlay/lit-overlays';
import styles from './Hands.module.css';

/**
 * One finger of the left hand, seen from above with the fingers towards the keyboard: a capsule from its tip
 * down to the palm, tilted about its base. The right hand is the mirror image.
 */
interface FingerShape {
  name: FingerName;
  x: number;
  top: number;
  width: number;
  height: number;
  tilt: number;
}

const LEFT_HAND: readonly FingerShape[] = [
  { name: 'pinky', x: 34, top: 66, width: 32, height: 96, tilt: -10 },
  { name: 'ring', x: 72, top: 30, width: 35, height: 128, tilt: -4 },
  { name: 'middle', x: 112, top: 16, width: 36, height: 140, tilt: 0 },
  { name: 'index', x: 153, top: 32, width: 36, height: 124, tilt: 6 },
  { name: 'thumb', x: 188, top: 100, width: 40, height: 104, tilt: 46 },
];

/** Width of one hand's drawing, and the space between the two hands. */
const HAND_WIDTH = 270;
const HANDS_GAP = 70;
const HEIGHT = 250;

export interface HandsProps {
  /** Fingers to light in their colour: the finger for the next key (and the one holding Shift). */
  active: readonly Finger[];
  /** Tint every finger lightly with its colour, like the keyboard's finger zones. */
  fingerZones?: boolean;
  /** Accessible description ("Use your left index finger"); without it the drawing is hidden from screen readers. */
  label?: string;
  className?: string;
  /** Imperative control for the per-keystroke path (see `HandsHandle`). */
  handle?: Ref<HandsHandle>;
}

/** Lights fingers without a React render and without restyling the drawing (a lesson calls it on every keystroke). */
export interface HandsHandle {
  setActive: (fingers: readonly Finger[]) => void;
}

/** Two hands on the keyboard with the finger to use lit in its colour. */
export const Hands = memo(function Hands({
  active,
  fingerZones = true,
  label,
  className,
  handle,
}: HandsProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  useImperativeHandle(handle, () => {
    const light = overlayLighting(makeOverlay, markFinger);
    return {
      setActive(fingers) {
        const svg = svgRef.current;
        if (svg) light(svg, fingers);
      },
    };
  }, []);
  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')} data-testid="hands">
      <svg
        ref={svgRef}
        className={styles.hands}
        viewBox={VIEW_BOX}
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        <HandDrawing hand="left" active={active} zones={fingerZones} />
        <g transform={`translate(${HAND_WIDTH * 2 + HANDS_GAP} 0) scale(-1 1)`}>
          <HandDrawing hand="right" active={active} zones={fingerZones} />
        </g>
      </svg>
    </div>
  );
});

const TOTAL_WIDTH = HAND_WIDTH * 2 + HANDS_GAP;
const VIEW_BOX = `0 0 ${TOTAL_WIDTH} ${HEIGHT}`;

/**
 * The box a finger is drawn in (its capsule turned by its tilt, the right hand mirrored), with room for the lit
 * outline: its overlay covers only this box, so showing or hiding it damages no more of the screen than that.
 */
function fingerBox(finger: string): { x: number; y: number; width: number; height: number } | null {
  const [hand, name] = finger.split('-');
  const shape = LEFT_HAND.find((candidate) => candidate.name === name);
  if (!shape || (hand !== 'left' && hand !== 'right')) return null;
  const baseX = shape.x + shape.width / 2;
  const baseY = shape.top + shape.height;
  const angle = (shape.tilt * Math.PI) / 180;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [cornerX, cornerY] of [
    [shape.x, shape.top],
    [shape.x + shape.width, shape.top],
    [shape.x, baseY],
    [shape.x + shape.width, baseY],
  ] as const) {
    const dx = cornerX - baseX;
    const dy = cornerY - baseY;
    const x = baseX + dx * Math.cos(angle) - dy * Math.sin(angle);
    xs.push(hand === 'left' ? x : TOTAL_WIDTH - x);
    ys.push(baseY + dx * Math.sin(angle) + dy * Math.cos(angle));
  }
  const margin = 4;
  const x = Math.floor(Math.min(...xs)) - margin;
  const y = Math.floor(Math.min(...ys)) - margin;
  return {
    x,
    y,
    width: Math.ceil(Math.max(...xs)) + margin - x,
    height: Math.ceil(Math.max(...ys)) + margin - y,
  };
}
/**
 * A finger's lit look (lit-overlays.ts): a copy of the finger in the active style, inside the transforms of the
 * groups around it, over the finger's box.
 */
function makeOverlay(svg: SVGSVGElement, finger: string): SVGSVGElement | null {
  const shape = svg.querySelector<SVGGElement>(`g[data-finger="${finger}"]`);
  const frame = svg.parentElement;
  const box = fingerBox(finger);
  if (!shape || !frame || !box) return null;
  const lit = shape.cloneNode(true) as SVGGElement;
  lit.setAttribute('class', `${styles.finger} ${styles.active}`);
  lit.removeAttribute('data-active');
  let drawing: SVGElement = lit;
  for (let group: Element | null = shape.parentElement; group && group !== svg; group = group.parentElement) {
    const transform = group.getAttribute('transform');
    if (!transform) continue;
    const wrapper = svgGroup();
    wrapper.setAttribute('transform', transform);
    wrapper.append(drawing);
    drawing = wrapper;
  }
  return placeOverlay(frame, { x: 0, y: 0, width: TOTAL_WIDTH, height: HEIGHT }, box, drawing);
}

/** The shown overlay's finger says `data-active="true"`, as one drawn by React. */
function markFinger(overlay: SVGSVGElement, shown: boolean) {
  const finger = overlay.querySelector<SVGGElement>('g[data-finger]');
  if (!finger) return;
  if (shown) finger.dataset.active = 'true';
  else delete finger.dataset.active;
}

function HandDrawing({ hand, active, zones }: { hand: Hand; active: readonly Finger[]; zones: boolean }) {
  return (
    <g className={styles.hand} data-hand={hand}>
      <path
        className={styles.palm}
        d="M 40 150 C 36 118 60 104 110 104 L 186 108 C 214 110 226 136 222 168 L 212 214 C 206 236 188 246 160 246 L 84 246 C 58 246 44 232 42 208 Z"
      />
      {LEFT_HAND.map((shape) => {
        const finger: Finger = `${hand}-${shape.name}`;
        const isActive = active.includes(finger);
        const baseX = shape.x + shape.width / 2;
        const baseY = shape.top + shape.height;
        const classes = [styles.finger, isActive ? styles.active : zones ? styles.zone : ''].join(' ');
        return (
          <g
            key={shape.name}
            className={classes}
            style={{ '--finger-colour': fingerColour(finger) } as CSSProperties}
            transform={`rotate(${shape.tilt} ${baseX} ${baseY})`}
            data-finger={finger}
            data-active={isActive || undefined}
          >
            <rect x={shape.x} y={shape.top} width={shape.width} height={shape.height} rx={shape.width / 2} />
            {/* The nail, so the drawing reads as a hand seen from above. */}
            <rect
              className={styles.nail}
              x={shape.x + 8}
              y={shape.top + 7}
              width={shape.width - 16}
              height={shape.width * 0.62}
              rx={(shape.width - 16) / 2}
            />
            {/* The finger's number (finger numbers chosen); the right hand's is turned back to read. */}
            <text
              className={styles.mark}
              x={baseX}
              y={shape.top + shape.height * 0.62}
              transform={hand === 'right' ? `translate(${2 * baseX} 0) scale(-1 1)` : undefined}
            >
              {fingerNumber(finger)}
            </text>
          </g>
        );
      })}
    </g>
  );
}
