import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../tools/seed/games';
import { VENDORS } from '../../tools/seed/vendors';
import { outlinedLine } from './display-face';
import { gameArt } from './game-art';
import { motifName } from './motifs';
import { hashOf } from './palette';
import { titleLines } from './text-fit';
import { vendorLogo } from './vendor-logo';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('game artwork', () => {
  it('draws every game of a lane differently, the same table at six vendors included', () => {
    const lanes = new Map<string, Map<string, string>>();
    for (const [gameId, vendor, name, , category, gameType] of catalogue()) {
      const lane = lanes.get(category) ?? new Map<string, string>();
      lanes.set(category, lane);
      const art = gameArt({ vendor, gameId, name, gameType });
      // Drawn in outlines, with no number a browser would stop at (opentype.js wrote NaN for some).
      expect(art, name).not.toMatch(/<text|NaN|\de[-+]/);
      const hash = sha(art);
      expect(lane.get(hash), `${vendor} ${name} looks like ${lane.get(hash)}`).toBeUndefined();
      lane.set(hash, `${vendor} ${name}`);
    }
    expect(lanes.get('RNG')!.size).toBeGreaterThan(10_000);
    expect(lanes.get('LIVE')!.size).toBeGreaterThan(100);
  });

  it('is the same picture every time for the same game', () => {
    const game = { vendor: 'EVO', gameId: 'EVO-0001', name: 'Speed Baccarat A', gameType: 'BACCARAT' };
    expect(gameArt(game)).toBe(gameArt({ ...game }));
  });

  it("draws the title and its ribbon in the display face's outlines, and as escaped text what the face lacks", () => {
    const place = { x: 150, y: 0, size: 16, maxWidth: 124, anchor: 'middle' } as const;
    const ribbon = (label: string) => / d="[^"]+"/.exec(outlinedLine(label, place)!.path)![0];
    const art = gameArt({ vendor: 'PG', gameId: 'x', name: 'Ruby <Tiger> 龍 Hold & Win', gameType: 'SLOT' });
    expect(art).toContain(ribbon('HOLD & WIN'));
    expect(art).toContain('>&#60;TIGER&#62; 龍</text>');
    expect(art).not.toContain('<Tiger>');
    const table = gameArt({ vendor: 'EVO', gameId: 'y', name: 'Speed Baccarat B', gameType: 'BACCARAT' });
    expect(table).toContain(ribbon('TABLE B'));
    expect(table).not.toContain('<text');
  });

  it('takes the motif from the theme, and a table game from its kind', () => {
    expect(motifName({ name: 'Ruby Tiger', gameType: 'SLOT' }, 0)).toBe('paw');
    expect(motifName({ name: 'Ancient Pyramid Rush', gameType: 'SLOT' }, 0)).toBe('pyramid');
    expect(motifName({ name: 'Dragon Tiger A', gameType: 'DRAGONTIGER' }, 0)).toBe('cards');
    expect(motifName({ name: 'Aviator', gameType: 'CRASH' }, 0)).toBe('plane');
    expect(motifName({ name: 'Rocket Crash', gameType: 'CRASH' }, 0)).toBe('rocket');
  });

  it("varies a table's motif among its kind's things: one table at six vendors is not six pairs of cards", () => {
    const speedA = catalogue().filter(
      ([, , name, , category]) => category === 'LIVE' && name === 'Speed Baccarat A',
    );
    expect(speedA.length).toBeGreaterThanOrEqual(6);
    const motifs = new Set(
      speedA.map(([gameId, vendor, name, , , gameType]) =>
        motifName({ name, gameType }, hashOf(`${vendor}/${gameId}/${name}`)),
      ),
    );
    expect(motifs.size).toBeGreaterThanOrEqual(3);
    for (const motif of motifs) expect(['cards', 'chips', 'shoe', 'road']).toContain(motif);
  });

  it("sets a table's title at the top, as its sign (a live tile's state covers the lower half), and a slot's at the foot", () => {
    const baselines = (gameType: string) =>
      [
        ...gameArt({ vendor: 'EVO', gameId: 'z', name: 'Speed Baccarat A', gameType }).matchAll(
          /<path transform="translate\([\d.]+ ([\d.]+)\)/g,
        ),
      ].map((match) => Number(match[1]));
    // The title's lines and its table letter end in the upper 55%; a live tile's state starts below.
    expect(Math.max(...baselines('BACCARAT'))).toBeLessThan(165);
    expect(Math.min(...baselines('SLOT'))).toBeGreaterThan(150);
  });
});

describe('titles', () => {
  it('keeps a short title on one line and splits a long one evenly', () => {
    expect(titleLines('KENO', 11)).toEqual(['KENO']);
    expect(titleLines('NO COMMISSION BACCARAT', 11)).toEqual(['NO COMMISSION', 'BACCARAT']);
    expect(titleLines('SUPERCALIFRAGILISTIC', 11)).toEqual(['SUPERCALIFRAGILISTIC']);
  });
});

describe('vendor wordmarks', () => {
  it('are as wide as their name needs: the name ends inside the image', () => {
    for (const vendor of VENDORS) {
      for (const white of [false, true]) {
        const svg = vendorLogo({ code: vendor.code, name: vendor.name }, white);
        const width = Number(/viewBox="0 0 ([\d.]+) 48"/.exec(svg)![1]);
        const name = outlinedLine(vendor.name, { x: 48, y: 31, size: 18, maxWidth: Infinity })!;
        expect(48 + name.width).toBeLessThanOrEqual(width);
        expect(svg).toContain(/ d="[^"]+"/.exec(name.path)![0]);
        expect(svg).toContain(`aria-label="${vendor.name.replace('&', '&#38;')}"`);
        expect(svg).not.toContain('<text');
      }
    }
  });
});
