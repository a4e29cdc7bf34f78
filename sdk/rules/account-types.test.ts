import { describe, expect, it } from 'vitest';
import {
  agentCentreAccess,
  isAgentAccount,
  isTrialAccount,
  memberCentreAccess,
  protectedAction,
} from './account-types';

describe('account types', () => {
  it.each([
    [4, true],
    [0, false],
    [1, false],
    [undefined, false],
  ])('type %s is a trial account: %s', (type, expected) => {
    expect(isTrialAccount(type)).toBe(expected);
  });

  it.each([
    [1, true],
    [2, true],
    [41, true],
    [42, true],
    [0, false],
    [3, false],
    [4, false],
    [undefined, false],
  ])('type %s is an agent with the default list: %s', (type, expected) => {
    expect(isAgentAccount(type)).toBe(expected);
  });

  it('keeps type 4 out even when the brand lists it among agent types', () => {
    expect(isAgentAccount(4, [1, 2, 4, 41, 42])).toBe(false);
  });

  it('follows a brand list that differs from the default', () => {
    expect(isAgentAccount(7, [7])).toBe(true);
    expect(isAgentAccount(1, [7])).toBe(false);
  });
});

describe('access to protected actions', () => {
  it.each([
    [{ hasToken: false }, 'login'],
    [{ hasToken: false, accountType: 0 }, 'login'],
    [{ hasToken: true, accountType: 4 }, 'trial'],
    [{ hasToken: true, accountType: 0 }, 'allowed'],
    [{ hasToken: true, accountType: 41 }, 'allowed'],
  ] as const)('%o → %s', (viewer, decision) => {
    expect(protectedAction(viewer)).toBe(decision);
    expect(memberCentreAccess(viewer)).toBe(decision);
  });

  it.each([
    [{ hasToken: false }, 'login'],
    [{ hasToken: true, accountType: 4 }, 'trial'],
    [{ hasToken: true, accountType: 0 }, 'not-agent'],
    [{ hasToken: true, accountType: 1 }, 'allowed'],
    [{ hasToken: true, accountType: 42 }, 'allowed'],
  ] as const)('agent centre: %o → %s', (viewer, decision) => {
    expect(agentCentreAccess(viewer)).toBe(decision);
  });
});
