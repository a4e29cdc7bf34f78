import { encodePng } from '../../platform/captcha';

type Colour = readonly [number, number, number];
type Shape =
  | { rows: readonly Colour[]; weights?: readonly number[] }
  | { columns: readonly Colour[]; weights?: readonly number[] }
  | { rect: [x: number, y: number, w: number, h: number]; colour: Colour }
  | { circle: [cx: number, cy: number, r: number]; colour: Colour }
  | { polygon: readonly [number, number][]; colour: Colour };

const W = 60;
const H = 40;
const hex = (value: string): Colour => [
  parseInt(value.slice(1, 3), 16),
  parseInt(value.slice(3, 5), 16),
  parseInt(value.slice(5, 7), 16),
];
const star = (cx: number, cy: number, r: number): [number, number][] =>
  Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 ? r * 0.42 : r;
    return [cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius];
  });

const RED = hex('#CE1126');
const WHITE = hex('#FFFFFF');
const BLUE = hex('#0038A8');
const YELLOW = hex('#FCD116');
const GREEN = hex('#009B3A');

/** Simplified national flags for the dialling-code list (recognisable at 20×14). */
const FLAGS: Record<string, Shape[]> = {
  PH: [
    { rows: [BLUE, RED] },
    {
      polygon: [
        [0, 0],
        [30, 20],
        [0, 40],
      ],
      colour: WHITE,
    },
    { circle: [10, 20, 4], colour: YELLOW },
  ],
  VN: [{ rows: [hex('#DA251D')] }, { polygon: star(30, 20, 11), colour: hex('#FFFF00') }],
  TH: [{ rows: [hex('#A51931'), WHITE, hex('#2D2A4A'), WHITE, hex('#A51931')], weights: [1, 1, 2, 1, 1] }],
  MY: [
    { rows: Array.from({ length: 14 }, (_, i) => (i % 2 ? WHITE : hex('#CC0001'))) },
    { rect: [0, 0, 30, 23], colour: hex('#010066') },
    { circle: [12, 11, 7], colour: YELLOW },
    { circle: [14, 11, 6], colour: hex('#010066') },
  ],
  ID: [{ rows: [hex('#FF0000'), WHITE] }],
  SG: [
    { rows: [hex('#EF3340'), WHITE] },
    { circle: [12, 10, 6], colour: WHITE },
    { circle: [14, 10, 6], colour: hex('#EF3340') },
  ],
  KH: [
    { rows: [hex('#032EA1'), hex('#E00025'), hex('#032EA1')], weights: [1, 2, 1] },
    { rect: [22, 14, 16, 12], colour: WHITE },
  ],
  MM: [
    { rows: [hex('#FECB00'), hex('#34B233'), hex('#EA2839')] },
    { polygon: star(30, 21, 13), colour: WHITE },
  ],
  IN: [
    { rows: [hex('#FF9933'), WHITE, hex('#138808')] },
    { circle: [30, 20, 5], colour: hex('#000080') },
    { circle: [30, 20, 3], colour: WHITE },
  ],
  BR: [
    { rows: [GREEN] },
    {
      polygon: [
        [30, 4],
        [56, 20],
        [30, 36],
        [4, 20],
      ],
      colour: hex('#FEDF00'),
    },
    { circle: [30, 20, 9], colour: hex('#002776') },
  ],
  PT: [
    { columns: [hex('#006600'), hex('#FF0000')], weights: [2, 3] },
    { circle: [24, 20, 7], colour: hex('#FFFF00') },
  ],
  ES: [{ rows: [hex('#AA151B'), hex('#F1BF00'), hex('#AA151B')], weights: [1, 2, 1] }],
  MX: [{ columns: [hex('#006847'), WHITE, hex('#CE1126')] }, { circle: [30, 20, 5], colour: hex('#8C6239') }],
  CO: [{ rows: [hex('#FCD116'), hex('#003893'), hex('#CE1126')], weights: [2, 1, 1] }],
  AR: [{ rows: [hex('#74ACDF'), WHITE, hex('#74ACDF')] }, { circle: [30, 20, 4], colour: hex('#F6B40E') }],
  PE: [{ columns: [hex('#D91023'), WHITE, hex('#D91023')] }],
  CL: [
    { rows: [WHITE, hex('#D52B1E')] },
    { rect: [0, 0, 20, 20], colour: hex('#0039A6') },
    { polygon: star(10, 10, 6), colour: WHITE },
  ],
  US: [
    { rows: Array.from({ length: 13 }, (_, i) => (i % 2 ? WHITE : hex('#B22234'))) },
    { rect: [0, 0, 26, 22], colour: hex('#3C3B6E') },
  ],
  GB: [
    { rows: [hex('#012169')] },
    { rect: [0, 15, 60, 10], colour: WHITE },
    { rect: [25, 0, 10, 40], colour: WHITE },
    { rect: [0, 17, 60, 6], colour: hex('#C8102E') },
    { rect: [27, 0, 6, 40], colour: hex('#C8102E') },
  ],
  JP: [{ rows: [WHITE] }, { circle: [30, 20, 11], colour: hex('#BC002D') }],
  KR: [
    { rows: [WHITE] },
    { circle: [30, 20, 10], colour: hex('#0047A0') },
    { circle: [30, 17, 8], colour: hex('#CD2E3A') },
  ],
};

function band(weights: readonly number[], position: number, length: number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let edge = 0;
  for (let i = 0; i < weights.length; i++) {
    edge += (weights[i]! / total) * length;
    if (position < edge) return i;
  }
  return weights.length - 1;
}

function inside(polygon: readonly [number, number][], x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function colourAt(shapes: Shape[], x: number, y: number): Colour {
  let colour: Colour = WHITE;
  for (const shape of shapes) {
    if ('rows' in shape) colour = shape.rows[band(shape.weights ?? shape.rows.map(() => 1), y, H)]!;
    else if ('columns' in shape)
      colour = shape.columns[band(shape.weights ?? shape.columns.map(() => 1), x, W)]!;
    else if ('rect' in shape) {
      const [rx, ry, rw, rh] = shape.rect;
      if (x >= rx && x < rx + rw && y >= ry && y < ry + rh) colour = shape.colour;
    } else if ('circle' in shape) {
      const [cx, cy, r] = shape.circle;
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) colour = shape.colour;
    } else if (inside(shape.polygon, x, y)) colour = shape.colour;
  }
  return colour;
}

const cache = new Map<string, Buffer>();

/** The flag of a country as a 60×40 PNG, or undefined when the sandbox has none. */
export function flagPng(code: string): Buffer | undefined {
  const shapes = Object.hasOwn(FLAGS, code) ? FLAGS[code] : undefined;
  if (!shapes) return undefined;
  let png = cache.get(code);
  if (!png) {
    const rgb = new Uint8Array(W * H * 3);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) rgb.set(colourAt(shapes, x + 0.5, y + 0.5), (y * W + x) * 3);
    png = encodePng(W, H, rgb);
    cache.set(code, png);
  }
  return png;
}
