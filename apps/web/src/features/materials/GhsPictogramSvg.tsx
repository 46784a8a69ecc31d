import type { GhsPictogram } from "@eln/shared/risk";

// The nine UN GHS pictograms (GHS Rev. 10, Annex 3), drawn here as simple shapes in a
// 100 × 100 box: a black symbol on white inside a red-bordered square set on a point. The
// official artwork is public, but a small hand-drawn set keeps the bundle free of image
// files and scales cleanly from a 20 px chip to the register.

const B = "#000";
const W = "#fff";

function Flame({ dx = 0, dy = 0, s = 1 }: { dx?: number; dy?: number; s?: number }) {
  return (
    <path
      transform={`translate(${dx} ${dy}) scale(${s})`}
      d="M50 20 C63 34 70 45 65 60 C62 70 38 70 35 60 C31 49 41 44 44 33 C47 42 52 44 52 50 C57 42 55 30 50 20 Z"
      fill={B}
    />
  );
}

const GLYPHS: Record<GhsPictogram, () => React.JSX.Element> = {
  // Exploding bomb: a bomb in the lower left, bursting fragments above and to the right.
  GHS01: () => (
    <g fill={B}>
      <circle cx="43" cy="60" r="13" />
      <path d="M52 49 L58 41" stroke={B} strokeWidth="3" />
      <polygon points="62,24 65,34 75,30 69,39 79,44 68,45 70,56 62,48 56,55 57,44 48,40 58,37" />
      <rect x="28" y="30" width="5" height="5" transform="rotate(20 30 32)" />
      <rect x="72" y="60" width="5" height="5" transform="rotate(35 74 62)" />
      <rect x="40" y="27" width="4" height="4" />
    </g>
  ),
  // Flame over a base line.
  GHS02: () => (
    <g>
      <Flame dy={4} />
      <rect x="32" y="75" width="36" height="4" fill={B} />
    </g>
  ),
  // Flame over circle: an oxidiser.
  GHS03: () => (
    <g>
      <Flame dy={-6} s={1} />
      <circle cx="50" cy="66" r="9" fill="none" stroke={B} strokeWidth="5" />
      <rect x="32" y="79" width="36" height="4" fill={B} />
    </g>
  ),
  // Gas cylinder lying on a slant, valve to the upper right.
  GHS04: () => (
    <g fill={B} transform="rotate(-35 50 52)">
      <rect x="22" y="44" width="46" height="18" rx="9" />
      <rect x="66" y="48" width="8" height="10" />
      <rect x="74" y="46" width="4" height="14" />
    </g>
  ),
  // Corrosion: two tubes pouring drops onto a bar (left) and a hand (right).
  GHS05: () => (
    <g fill={B}>
      <rect x="28" y="20" width="8" height="20" rx="2" transform="rotate(-40 32 30)" />
      <rect x="58" y="20" width="8" height="20" rx="2" transform="rotate(-40 62 30)" />
      <circle cx="36" cy="48" r="2.5" />
      <circle cx="36" cy="55" r="2" />
      <circle cx="66" cy="48" r="2.5" />
      <circle cx="66" cy="55" r="2" />
      <path d="M24 64 H46 V72 H38 L35 68 L32 72 H24 Z" />
      <path d="M56 62 C60 60 64 62 66 66 L76 66 C79 66 79 70 76 70 L68 70 L66 75 L56 75 Z" />
      <rect x="22" y="78" width="56" height="3" />
    </g>
  ),
  // Skull and crossbones.
  GHS06: () => (
    <g>
      <path d="M30 62 L70 80 M70 62 L30 80" stroke={B} strokeWidth="6" strokeLinecap="round" />
      <circle cx="50" cy="40" r="15" fill={B} />
      <rect x="42" y="48" width="16" height="12" rx="3" fill={B} />
      <circle cx="44" cy="39" r="4" fill={W} />
      <circle cx="56" cy="39" r="4" fill={W} />
      <path d="M50 45 L47 50 H53 Z" fill={W} />
    </g>
  ),
  // Exclamation mark.
  GHS07: () => (
    <g fill={B}>
      <path d="M44 24 H56 L53 60 H47 Z" />
      <circle cx="50" cy="70" r="6" />
    </g>
  ),
  // Health hazard: a human bust with a star burst on the chest.
  GHS08: () => (
    <g>
      <circle cx="50" cy="28" r="8" fill={B} />
      <path d="M30 78 C30 52 38 40 50 40 C62 40 70 52 70 78 Z" fill={B} />
      <polygon points="50,48 53,57 62,55 56,62 62,70 53,67 50,76 47,67 38,70 44,62 38,55 47,57" fill={W} />
    </g>
  ),
  // Environment: a bare tree and a dead fish above the water line.
  GHS09: () => (
    <g fill={B} stroke={B}>
      <path d="M34 72 V40 M34 52 L26 42 M34 48 L42 38 M34 60 L42 54" strokeWidth="3" fill="none" />
      <path d="M50 64 C56 56 68 56 74 64 C68 72 56 72 50 64 Z" />
      <path d="M50 64 L44 59 L44 69 Z" />
      <circle cx="68" cy="63" r="1.6" fill={W} stroke="none" />
      <rect x="24" y="74" width="54" height="3" stroke="none" />
    </g>
  ),
};

/** One GHS pictogram as inline SVG (`size` px square); the label is read out by screen readers. */
export function GhsPictogramSvg({ pictogram, size = 24, label }: { pictogram: GhsPictogram; size?: number; label: string }) {
  const Glyph = GLYPHS[pictogram];
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox="0 0 100 100" data-pictogram={pictogram}>
      <polygon points="50,3 97,50 50,97 3,50" fill={W} stroke="#d00000" strokeWidth="7" strokeLinejoin="round" />
      {/* The symbols are drawn on a 20–80 grid and shrunk to stay well inside the diamond. */}
      <g transform="translate(50 50) scale(0.7) translate(-50 -50)">
        <Glyph />
      </g>
    </svg>
  );
}
