import { expect } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import { expectValid, type TestSandbox } from './harness';

/**
 * Opens a catalogue game as the portal does and answers its launch token, checking that the
 * game opened the demo vendor's page `page` (/play/crash, /play/fish…). With a session token the
 * launch plays demomember's (or `username`'s) money; without one, a guest's play money.
 */
export async function demoGameLaunch(
  sandbox: TestSandbox,
  game: { node_id: number; vendor: string },
  page: string,
  token?: string,
  username = 'demomember',
): Promise<string> {
  const answer = await sandbox.call(
    contract.launchGame,
    {
      nodeId: game.node_id,
      vassalage: game.vendor,
      ...GAME_LAUNCH_DEFAULTS,
      merchantCode: 'CROUPIER',
      language: 'EN',
      ...(token ? { token, username } : {}),
    },
    { token },
  );
  const url = new URL(
    (expectValid(contract.launchGame, answer) as { content: { game_url: string } }).content.game_url,
  );
  expect(url.pathname).toBe(page);
  return url.searchParams.get('launch')!;
}
