import type { AvatarKey } from '../../../contracts';

/** Colours of each avatar: background, skin, hair, shirt. Drawn by us (no image files needed). */
const LOOKS: Record<AvatarKey, { bg: string; skin: string; hair: string; shirt: string; style: number }> = {
  'avatar-student-1': { bg: '#cfe3ff', skin: '#f6d2b8', hair: '#4a2f1d', shirt: '#2b59c3', style: 0 },
  'avatar-student-2': { bg: '#ffe0ec', skin: '#f1c6a4', hair: '#1f1a17', shirt: '#e2609b', style: 1 },
  'avatar-student-3': { bg: '#dff5e6', skin: '#d9a47f', hair: '#2b1a10', shirt: '#35b37e', style: 2 },
  'avatar-student-4': { bg: '#fff1cc', skin: '#f6d2b8', hair: '#c9822b', shirt: '#f0a431', style: 3 },
  'avatar-student-5': { bg: '#ebe2ff', skin: '#b97d57', hair: '#1b1b1b', shirt: '#9a6ee5', style: 1 },
  'avatar-student-6': { bg: '#d9f3f6', skin: '#f3cfb3', hair: '#7a3f1b', shirt: '#1e9bb0', style: 0 },
  'avatar-student-7': { bg: '#ffe4d6', skin: '#8d5a3b', hair: '#111111', shirt: '#e4572e', style: 2 },
  'avatar-student-8': { bg: '#e8f0d8', skin: '#f6d2b8', hair: '#e7c16b', shirt: '#6b8f2a', style: 3 },
  'avatar-teacher-1': { bg: '#dde7f7', skin: '#f1c6a4', hair: '#3b2a20', shirt: '#1d3f8f', style: 4 },
  'avatar-teacher-2': { bg: '#f7e3dd', skin: '#d9a47f', hair: '#5a5a5a', shirt: '#8f1d4a', style: 5 },
  'avatar-inst': { bg: '#e6ecf5', skin: '#000', hair: '#000', shirt: '#2b59c3', style: 6 },
  'avatar-school': { bg: '#e9f5e6', skin: '#000', hair: '#000', shirt: '#1f8a4c', style: 7 },
};

function Hair({ style, color }: { style: number; color: string }) {
  switch (style) {
    case 1: // long hair
      return <path d="M22 46c0-18 10-28 26-28s26 10 26 28v26h-8V46H30v26h-8z" fill={color} />;
    case 2: // curls
      return (
        <g fill={color}>
          {[28, 36, 44, 52, 60, 68].map((x) => (
            <circle key={x} cx={x} cy={x % 16 === 0 ? 30 : 27} r="8" />
          ))}
        </g>
      );
    case 3: // ponytail
      return (
        <g fill={color}>
          <path d="M26 44c0-15 9-24 22-24s22 9 22 24c-7-6-18-9-30-8z" />
          <ellipse cx="75" cy="46" rx="7" ry="13" />
        </g>
      );
    case 5: // bun
      return (
        <g fill={color}>
          <circle cx="48" cy="17" r="8" />
          <path d="M26 44c0-15 9-24 22-24s22 9 22 24c-6-8-16-11-22-11s-16 3-22 11z" />
        </g>
      );
    default: // short hair
      return <path d="M25 44c0-16 10-25 23-25s23 9 23 25c-4-7-12-11-23-11s-19 4-23 11z" fill={color} />;
  }
}

/** A round avatar picture for a catalogue key (`size` in px); decorative unless `label` is given. */
export function AvatarArt({
  avatar,
  size = 72,
  label,
}: {
  avatar: AvatarKey;
  size?: number;
  label?: string;
}) {
  const look = LOOKS[avatar];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 96 96" width={size} height={size} {...a11y}>
      <circle cx="48" cy="48" r="48" fill={look.bg} />
      {look.style === 6 ? (
        <g fill={look.shirt}>
          <rect x="24" y="34" width="48" height="40" rx="3" />
          <path d="M20 36 48 18l28 18z" />
          <g fill="#fff">
            {[30, 44, 58].map((x) => (
              <rect key={x} x={x} y="44" width="8" height="10" rx="1" />
            ))}
            <rect x="42" y="60" width="12" height="14" rx="1" />
          </g>
        </g>
      ) : look.style === 7 ? (
        <g fill={look.shirt}>
          <rect x="22" y="42" width="52" height="32" rx="3" />
          <path d="M34 42 48 28l14 14z" />
          <rect x="47" y="14" width="2.5" height="16" />
          <path d="M49.5 14h12l-3 4 3 4h-12z" fill="#f5a623" />
          <g fill="#fff">
            <circle cx="48" cy="38" r="4" />
            <rect x="30" y="50" width="8" height="8" rx="1" />
            <rect x="58" y="50" width="8" height="8" rx="1" />
            <rect x="43" y="58" width="10" height="16" rx="1" />
          </g>
        </g>
      ) : (
        <g>
          <path d="M18 96c2-18 14-26 30-26s28 8 30 26z" fill={look.shirt} />
          <rect x="42" y="60" width="12" height="12" rx="4" fill={look.skin} />
          <circle cx="48" cy="46" r="21" fill={look.skin} />
          <Hair style={look.style} color={look.hair} />
          <circle cx="40" cy="48" r="2.6" fill="#1f2433" />
          <circle cx="56" cy="48" r="2.6" fill="#1f2433" />
          <circle cx="35" cy="55" r="3" fill="#f28b82" opacity="0.45" />
          <circle cx="61" cy="55" r="3" fill="#f28b82" opacity="0.45" />
          <path d="M41 57q7 6 14 0" stroke="#1f2433" strokeWidth="2.2" fill="none" strokeLinecap="round" />
          {look.style >= 4 && (
            <g stroke="#1f2433" strokeWidth="1.8" fill="none">
              <circle cx="40" cy="48" r="6" />
              <circle cx="56" cy="48" r="6" />
              <path d="M46 48h4" />
            </g>
          )}
        </g>
      )}
    </svg>
  );
}
