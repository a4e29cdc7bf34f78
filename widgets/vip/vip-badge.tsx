/** Each level's metal, from plain to crown; levels past the list keep the last one. */
const PALETTES: readonly (readonly [light: string, dark: string])[] = [
  ['#9aa7b8', '#4d5868'],
  ['#e0a26b', '#8a4b1f'],
  ['#e9eef5', '#8c97a8'],
  ['#ffd970', '#b8860b'],
  ['#8ff0e0', '#1f8f87'],
  ['#9cc9ff', '#2a5bd7'],
  ['#e2a8ff', '#7b2cbf'],
];

/**
 * A level's badge, drawn here rather than shipped as images: a shield in the level's metal, its
 * number on it, and a star per tier above 3. Decorative: the level's name is always beside it.
 */
export function VipBadge(props: { level: number; size?: number }) {
  const [light, dark] = PALETTES[Math.min(props.level, PALETTES.length - 1)]!;
  const id = `vip-badge-${props.level}`;
  const stars = Math.max(0, props.level - 3);
  const size = props.size ?? 48;
  return (
    <svg
      className="vip-badge"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <path
        d="M32 3 L56 12 V30 C56 45 46 55 32 61 C18 55 8 45 8 30 V12 Z"
        fill={`url(#${id})`}
        stroke={dark}
        strokeWidth="2"
      />
      <path
        d="M32 9 L50 16 V30 C50 41 43 49 32 54 C21 49 14 41 14 30 V16 Z"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.45"
      />
      {Array.from({ length: stars }, (_, i) => (
        <circle key={i} cx={32 + (i - (stars - 1) / 2) * 8} cy="18" r="2.6" fill="#fff" fillOpacity="0.9" />
      ))}
      <text
        x="32"
        y="42"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="22"
        fontWeight="800"
        fill="#fff"
        stroke={dark}
        strokeWidth="0.8"
      >
        {props.level}
      </text>
    </svg>
  );
}
