import type { AvatarKey } from '../../../contracts';
import { AVATAR_UNITS, avatarParts, type AvatarShape } from './avatar-look';

/** One shape of the avatar's data as an SVG element. */
function SvgShape({ shape }: { shape: AvatarShape }) {
  const paint = {
    fill: shape.fill ?? 'none',
    opacity: shape.opacity,
    ...(shape.stroke && {
      stroke: shape.stroke.colour,
      strokeWidth: shape.stroke.width,
      strokeLinecap: shape.stroke.roundCaps ? ('round' as const) : undefined,
    }),
  };
  switch (shape.kind) {
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} {...paint} />;
    case 'ellipse':
      return <ellipse cx={shape.cx} cy={shape.cy} rx={shape.rx} ry={shape.ry} {...paint} />;
    case 'rect':
      return (
        <rect
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          rx={shape.radius}
          {...paint}
        />
      );
    case 'path':
      return <path d={shape.d} {...paint} />;
  }
}

/**
 * A round avatar picture for a catalogue key (`size` in px), drawn from its parts (./avatar-look, the same the
 * character stage draws with Pixi); decorative unless `label` is given.
 */
export function AvatarArt({
  avatar,
  size = 72,
  label,
}: {
  avatar: AvatarKey;
  size?: number;
  label?: string;
}) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox={`0 0 ${AVATAR_UNITS} ${AVATAR_UNITS}`} width={size} height={size} {...a11y}>
      {avatarParts(avatar).map((part) => (
        <g key={part.name}>
          {part.shapes.map((shape, index) => (
            <SvgShape key={index} shape={shape} />
          ))}
        </g>
      ))}
    </svg>
  );
}
