import type { APIRequestContext } from '@playwright/test';
import { contract } from '../../../sdk/contract/table';
import { platformClient, type SandboxControl } from './fixtures';

/** The password of every player registerPlayer opens. */
export const PLAYER_PASSWORD = 'Good2026';

/**
 * Registers a fresh member of the seeded brand through the platform (captcha answered by the
 * sandbox, age confirmed), with `balance` in the wallet: a journey's own account, so journeys that
 * set limits or exclusions never touch another's. Resolves with the username.
 */
export async function registerPlayer(
  request: APIRequestContext,
  sandbox: SandboxControl,
  prefix: string,
  balance = 0,
): Promise<string> {
  const { client } = platformClient(request);
  const username = `${prefix}${Date.now().toString(36)}`.slice(0, 16);
  const captchaKey = `e2e-${username}`;
  await client.call(contract.captcha, { key: captchaKey });
  await client.call(contract.register, {
    username,
    password: PLAYER_PASSWORD,
    confirmPassword: PLAYER_PASSWORD,
    captcha: await sandbox.captchaAnswer(captchaKey),
    captchaKey,
    registerMethod: 'WEB',
    login: true,
    ageConfirmed: true,
  });
  if (balance) await sandbox.setBalance(username, balance);
  return username;
}
