// The fishing game's drawings and swims: every species drawn from a few SVG shapes in its own
// colours, and every fish's swim derived from the path seed the server gave it. Nothing here
// decides a catch: the server does.
(() => {
  const NS = 'http://www.w3.org/2000/svg';
  const svg = (tag, attributes = {}, children = []) => {
    const node = document.createElementNS(NS, tag);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    for (const child of children) node.append(child);
    return node;
  };
  const eye = (cx, cy) => [
    svg('circle', { cx, cy, r: 4.5, fill: '#fff' }),
    svg('circle', { cx: cx + 1, cy, r: 2.4, fill: '#111' }),
  ];
  const tail = (fill) => svg('path', { d: 'M24 30 L2 10 Q8 30 2 50 Z', fill });
  /** A fish body facing right in a 100×60 box, with stripes (x positions) and fins. */
  const fish = (body, fin, stripes = [], stripe = '#fff') => [
    tail(fin),
    svg('path', { d: 'M50 14 Q60 2 70 14 Z', fill: fin }),
    svg('ellipse', { cx: 56, cy: 30, rx: 36, ry: 18, fill: body }),
    ...stripes.map((x) =>
      svg('path', { d: `M${x} 14 Q${x + 6} 30 ${x} 46`, stroke: stripe, 'stroke-width': 5, fill: 'none' }),
    ),
    ...eye(78, 26),
  ];

  /** Species → size in pixels on a wide sea, and its drawing. */
  const SPECIES = {
    clownfish: { size: 50, draw: () => fish('#fb923c', '#ea580c', [44, 64], '#fff') },
    angelfish: {
      size: 54,
      draw: () => [
        tail('#0ea5e9'),
        svg('path', { d: 'M30 30 L58 2 L86 30 L58 58 Z', fill: '#facc15' }),
        svg('path', { d: 'M50 10 L50 50 M64 8 L64 52', stroke: '#0369a1', 'stroke-width': 4 }),
        ...eye(76, 26),
      ],
    },
    pufferfish: {
      size: 56,
      draw: () => [
        tail('#a16207'),
        ...[0, 45, 90, 135, 180, 225, 270, 315].map((a) =>
          svg('path', {
            d: 'M56 30 l0 -27',
            stroke: '#854d0e',
            'stroke-width': 3,
            transform: `rotate(${a} 56 30)`,
          }),
        ),
        svg('circle', { cx: 56, cy: 30, r: 22, fill: '#fde047' }),
        svg('circle', { cx: 50, cy: 38, r: 3, fill: '#a16207' }),
        svg('circle', { cx: 62, cy: 42, r: 3, fill: '#a16207' }),
        ...eye(68, 24),
      ],
    },
    lionfish: { size: 62, draw: () => [...fish('#fecaca', '#dc2626', [40, 52, 64], '#b91c1c')] },
    turtle: {
      size: 74,
      draw: () => [
        svg('ellipse', { cx: 30, cy: 12, rx: 12, ry: 6, fill: '#65a30d', transform: 'rotate(-30 30 12)' }),
        svg('ellipse', { cx: 30, cy: 48, rx: 12, ry: 6, fill: '#65a30d', transform: 'rotate(30 30 48)' }),
        svg('ellipse', { cx: 66, cy: 12, rx: 14, ry: 6, fill: '#65a30d', transform: 'rotate(30 66 12)' }),
        svg('ellipse', { cx: 66, cy: 48, rx: 14, ry: 6, fill: '#65a30d', transform: 'rotate(-30 66 48)' }),
        svg('circle', { cx: 88, cy: 30, r: 9, fill: '#84cc16' }),
        svg('ellipse', { cx: 50, cy: 30, rx: 30, ry: 21, fill: '#166534' }),
        svg('path', {
          d: 'M38 30 L44 18 L56 18 L62 30 L56 42 L44 42 Z',
          fill: 'none',
          stroke: '#86efac',
          'stroke-width': 2.5,
        }),
        svg('circle', { cx: 91, cy: 27, r: 2, fill: '#111' }),
      ],
    },
    octopus: {
      size: 74,
      draw: () => [
        ...[16, 26, 36, 46].map((y) =>
          svg('path', {
            d: `M50 ${y + 4} Q26 ${y - 6} 8 ${y + 6}`,
            stroke: '#a855f7',
            'stroke-width': 6,
            fill: 'none',
            'stroke-linecap': 'round',
          }),
        ),
        svg('ellipse', { cx: 66, cy: 30, rx: 24, ry: 22, fill: '#c084fc' }),
        ...eye(74, 24),
      ],
    },
    swordfish: {
      size: 90,
      draw: () => [
        svg('path', { d: 'M86 28 L100 26 L86 32 Z', fill: '#94a3b8' }),
        tail('#1d4ed8'),
        svg('path', { d: 'M40 16 Q50 0 62 16 Z', fill: '#1d4ed8' }),
        svg('ellipse', { cx: 56, cy: 30, rx: 34, ry: 12, fill: '#3b82f6' }),
        svg('path', { d: 'M26 34 Q56 44 88 32', stroke: '#bfdbfe', 'stroke-width': 4, fill: 'none' }),
        ...eye(78, 27),
      ],
    },
    manta: {
      size: 96,
      draw: () => [
        svg('path', { d: 'M30 30 L2 30', stroke: '#1e3a8a', 'stroke-width': 3 }),
        svg('path', { d: 'M30 30 Q58 -6 92 30 Q58 66 30 30 Z', fill: '#1e40af' }),
        svg('path', { d: 'M48 30 Q62 18 80 30 Q62 42 48 30 Z', fill: '#93c5fd' }),
        ...eye(84, 24),
      ],
    },
    shark: {
      size: 108,
      draw: () => [
        svg('path', { d: 'M22 30 L2 6 Q10 30 4 54 Z', fill: '#64748b' }),
        svg('path', { d: 'M44 18 L56 0 L64 18 Z', fill: '#64748b' }),
        svg('path', { d: 'M18 30 Q50 10 98 30 Q50 50 18 30 Z', fill: '#94a3b8' }),
        svg('path', { d: 'M30 33 Q60 46 94 32', fill: '#e2e8f0' }),
        svg('path', { d: 'M76 36 L90 36', stroke: '#334155', 'stroke-width': 2 }),
        svg('circle', { cx: 80, cy: 26, r: 2.6, fill: '#111' }),
      ],
    },
    dragon: {
      size: 128,
      draw: () => [
        svg('path', {
          d: 'M4 38 Q18 14 34 34 Q50 54 66 30',
          stroke: '#f59e0b',
          'stroke-width': 14,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
        svg('path', {
          d: 'M4 38 Q18 14 34 34 Q50 54 66 30',
          stroke: '#fde68a',
          'stroke-width': 4,
          'stroke-dasharray': '4 6',
          fill: 'none',
        }),
        svg('ellipse', { cx: 78, cy: 28, rx: 18, ry: 13, fill: '#fbbf24' }),
        svg('path', { d: 'M70 16 L74 4 L80 14 L86 2 L88 16 Z', fill: '#fef08a' }),
        svg('path', { d: 'M94 30 Q100 36 92 38', stroke: '#b45309', 'stroke-width': 2, fill: 'none' }),
        ...eye(84, 25),
      ],
    },
  };

  /** A small deterministic random from a seed (mulberry32): the same seed swims the same way. */
  function random(seed) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  window.FishShapes = {
    /** The species' drawing, facing right, in a 100×60 box. */
    draw(species) {
      return svg(
        'svg',
        { viewBox: '0 0 100 60', 'aria-hidden': 'true', focusable: 'false' },
        SPECIES[species].draw(),
      );
    },
    size: (species) => SPECIES[species].size,
    /**
     * Where a fish is at `t` seconds, as fractions of the sea (x of its centre, y of its top),
     * and which way it faces. Big fish swim slower. With reduced motion a fish holds still in its
     * `slot` of a four-by-two grid, so no two cover each other and every one stays in reach.
     */
    swim(path, species, t, slot) {
      const next = random(path);
      const lane = 0.06 + next() * 0.6;
      const direction = next() < 0.5 ? -1 : 1;
      const speed = (0.03 + next() * 0.04) * (60 / SPECIES[species].size);
      const phase = next();
      if (slot !== undefined)
        return {
          x: 0.14 + (slot % 4) * 0.24 + (phase - 0.5) * 0.06,
          y: 0.08 + Math.floor(slot / 4) * 0.36 + (lane - 0.36) * 0.12,
          direction,
        };
      const span = 1.3;
      const travelled = (((phase * span + direction * speed * t) % span) + span) % span;
      return { x: travelled - 0.15, y: lane + 0.03 * Math.sin(t * 1.3 + phase * 6), direction };
    },
  };
})();
