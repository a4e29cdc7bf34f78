// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { exampleFrameSrc, exampleFrames, framesOf } from './example-frames';

const origins = { portal: 'http://localhost:8080', game: 'http://localhost:8082' };

describe('what an example page frames, and the frame-src it gets', () => {
  it.each([
    ['mounts widgets', "Croupier('mount', 'lobby', '#games');", ['https:', 'http://localhost:8082']],
    [
      'frames widgets',
      "Croupier('frame', 'auth', '#auth', { title: 'Account' });",
      ['http://localhost:8080/embed/'],
    ],
    [
      'does both',
      "if (framed) Croupier('frame', 'agent-centre', '#a'); else Croupier('mount', 'agent-centre', '#a');",
      ['https:', 'http://localhost:8082', 'http://localhost:8080/embed/'],
    ],
    ['does neither', "console.log('hello');", ["'none'"]],
  ])('a page that %s', (_case, script, frameSrc) => {
    expect(exampleFrameSrc(framesOf(script), origins)).toEqual(frameSrc);
  });

  it('reads every example of the repository', () => {
    const pages = exampleFrames(join(process.cwd(), 'examples'));
    expect(pages.get('/examples/iframe.html')).toEqual({ widgets: true, games: false });
    expect(pages.get('/examples/iframe-games.html')).toEqual({ widgets: true, games: false });
    expect(pages.get('/examples/game-corner.html')).toEqual({ widgets: false, games: true });
    expect(pages.get('/examples/agent-office.html')).toEqual({ widgets: true, games: true });
    expect(pages.get('/examples/rewards.html')).toEqual({ widgets: true, games: true });
  });
});
