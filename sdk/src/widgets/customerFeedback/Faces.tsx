/** Face colours from 1 (red, very unhappy) to 5 (green, very happy). */
const FACE_COLOURS = ['#e74c3c', '#e67e22', '#f1c40f', '#9acd32', '#2ecc71'] as const;

/** Mouth curves from a deep frown (1) to a wide smile (5), as quadratic Bézier control heights. */
const MOUTH_BEND = [-9, -5, 0, 5, 9] as const;

/**
 * A smiley for a score 1–5, drawn as SVG so it looks the same on every screen (TV engines lack
 * colour emoji fonts). Decorative: the button around it carries the name.
 */
export function Face({ score }: { score: number }) {
  const bend = MOUTH_BEND[score - 1] ?? 0;
  const mouthY = 64 - bend / 2;
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true" focusable="false">
      <circle cx="50" cy="50" r="46" fill={FACE_COLOURS[score - 1]} />
      <circle cx="35" cy="40" r="6" fill="#1f2937" />
      <circle cx="65" cy="40" r="6" fill="#1f2937" />
      <path
        d={`M 30 ${mouthY} Q 50 ${mouthY + bend * 2} 70 ${mouthY}`}
        stroke="#1f2937"
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
