/**
 * Background patterns for game artwork, on a 300×300 canvas. A vendor keeps one family (its house
 * style); the game's seed turns and shifts it, so two games of a vendor never share a background.
 */
type Pattern = (seed: number) => string;

const ray = (angle: number, width: number) => {
  const point = (a: number) =>
    `${(150 + Math.cos(a) * 260).toFixed(1)} ${(130 + Math.sin(a) * 260).toFixed(1)}`;
  return `M150 130 L${point(angle)} L${point(angle + width)}Z`;
};

const PATTERNS: Pattern[] = [
  // Sunburst rays.
  (seed) => {
    const count = 10 + (seed % 8);
    const step = (2 * Math.PI) / count;
    const rays = Array.from({ length: count }, (_, i) => ray(i * step + (seed % 60) / 60, step / 2.4));
    return `<path fill="#fff" fill-opacity=".08" d="${rays.join('')}"/>`;
  },
  // Concentric rings around the motif.
  (seed) => {
    const gap = 22 + (seed % 14);
    const rings = Array.from({ length: 9 }, (_, i) => `<circle cx="150" cy="130" r="${30 + i * gap}"/>`);
    return `<g fill="none" stroke="#fff" stroke-opacity=".09" stroke-width="${4 + (seed % 6)}">${rings.join('')}</g>`;
  },
  // Diamonds on a lattice.
  (seed) => {
    const size = 30 + (seed % 20);
    const shift = seed % size;
    const cells: string[] = [];
    for (let y = -size; y < 300 + size; y += size)
      for (let x = -size + ((y / size) % 2) * (size / 2); x < 300 + size; x += size)
        cells.push(
          `M${x + shift} ${y} l${size / 4} ${size / 4} l${-size / 4} ${size / 4} l${-size / 4} ${-size / 4}Z`,
        );
    return `<path fill="#fff" fill-opacity=".07" d="${cells.join('')}"/>`;
  },
  // Diagonal stripes.
  (seed) => {
    const gap = 26 + (seed % 18);
    const tilt = (seed % 2 ? 1 : -1) * (120 + (seed % 80));
    const stripes = Array.from(
      { length: 24 },
      (_, i) => `M${i * gap - 200} 300 L${i * gap - 200 + tilt + 200} 0`,
    );
    return `<path stroke="#fff" stroke-opacity=".07" stroke-width="${8 + (seed % 10)}" d="${stripes.join('')}"/>`;
  },
  // Scattered sparkles.
  (seed) => {
    const sparkles = Array.from({ length: 18 }, (_, i) => {
      const x = (seed >>> i) % 300;
      const y = (Math.imul(seed, i + 7) >>> 3) % 300;
      const r = 2 + ((seed >>> (i + 3)) % 5);
      return `M${x} ${y - r * 2} L${x + r / 2} ${y} L${x} ${y + r * 2} L${x - r / 2} ${y}Z`;
    });
    return `<path fill="#fff" fill-opacity=".35" d="${sparkles.join('')}"/>`;
  },
  // Waves.
  (seed) => {
    const gap = 24 + (seed % 16);
    const lift = 8 + (seed % 12);
    const waves = Array.from(
      { length: 14 },
      (_, i) => `M-20 ${i * gap} q 40 ${-lift} 80 0 t 80 0 t 80 0 t 80 0`,
    );
    return `<path fill="none" stroke="#fff" stroke-opacity=".09" stroke-width="5" d="${waves.join('')}"/>`;
  },
];

/** The pattern family a vendor draws with (an index into the families). */
export const patternFamily = (vendorHash: number) => vendorHash % PATTERNS.length;

/** One background pattern, of `family`, placed by `seed`. */
export const pattern = (family: number, seed: number): string => PATTERNS[family % PATTERNS.length]!(seed);
