import { describe, expect, it } from 'vitest';
import type { FieldRule } from './validation/validate-field';
import {
  inviteLink,
  teamRegisterErrorField,
  teamRegisterInput,
  validateTeamRegister,
  type TeamRegisterValues,
} from './team-register';

const username: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[a-z][a-z0-9]{5,11}$',
  patternId: 2,
  minLength: 6,
  maxLength: 12,
};
const password: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z0-9]{8,20}$',
  patternId: 5,
  minLength: 8,
  maxLength: 20,
};
const rules = { username, password };
const valid: TeamRegisterValues = {
  kind: 'member',
  username: 'player77',
  password: 'Secret2026',
  confirmPassword: 'Secret2026',
  nickname: '',
};

describe('validateTeamRegister', () => {
  it.each<[string, Partial<TeamRegisterValues>, object]>([
    ['a valid member', {}, {}],
    ['a valid sub-agent with a nickname', { kind: 'agent', nickname: 'Lucky' }, {}],
    ['a username with spaces around it', { username: '  player77 ' }, {}],
    ['no kind', { kind: '' }, { kind: { key: 'agentTeam.register.kindRequired' } }],
    ['no username', { username: '   ' }, { username: { key: 'validation.required' } }],
    [
      'a username against the rule',
      { username: '7player' },
      { username: { key: 'validation.pattern.letterThenLettersDigits', values: { range: '6-12' } } },
    ],
    [
      'no password',
      { password: '', confirmPassword: '' },
      { password: { key: 'validation.required' }, confirmPassword: { key: 'validation.required' } },
    ],
    [
      'a short password',
      { password: 'abc', confirmPassword: 'abc' },
      { password: { key: 'validation.pattern.lettersOrDigits', values: { range: '8-20' } } },
    ],
    [
      'a confirmation that differs',
      { confirmPassword: 'Secret2025' },
      { confirmPassword: { key: 'validation.inconsistent' } },
    ],
    [
      'a password with a trailing space is not trimmed',
      { password: 'Secret2026 ', confirmPassword: 'Secret2026' },
      {
        password: { key: 'validation.pattern.lettersOrDigits', values: { range: '8-20' } },
        confirmPassword: { key: 'validation.inconsistent' },
      },
    ],
    [
      'a nickname too long',
      { nickname: 'n'.repeat(65) },
      { nickname: { key: 'agentTeam.register.nicknameTooLong', values: { max: 64 } } },
    ],
  ])('%s', (_case, change, errors) => {
    expect(validateTeamRegister({ ...valid, ...change }, rules)).toEqual(errors);
  });

  it('checks only presence while the brand rules are not loaded', () => {
    expect(
      validateTeamRegister({ ...valid, username: '7', password: 'a', confirmPassword: 'a' }, {}),
    ).toEqual({});
  });
});

describe('teamRegisterErrorField', () => {
  it.each([
    ['username_taken', { field: 'username' }, 'username'],
    ['username_taken', undefined, 'username'],
    ['password_mismatch', undefined, 'confirmPassword'],
    ['field_invalid', { field: 'password', patternId: 5 }, 'password'],
    ['field_invalid', { field: 'nickname' }, 'nickname'],
    ['field_invalid', { field: 'email' }, undefined],
    ['field_invalid', null, undefined],
    ['TOO_MANY_REQUESTS', { field: 'username' }, undefined],
    ['error_not_agent', undefined, undefined],
  ])('%s with %j goes under %s', (code, value, field) => {
    expect(teamRegisterErrorField(code, value)).toBe(field);
  });
});

describe('teamRegisterInput', () => {
  it.each([
    [
      'trims the names, keeps the passwords as typed',
      { ...valid, username: ' player77 ', password: ' x ', confirmPassword: ' x ', nickname: ' Lucky ' },
      { kind: 'member', username: 'player77', password: ' x ', confirmPassword: ' x ', nickname: 'Lucky' },
    ],
    [
      'leaves an empty nickname out',
      { ...valid, kind: 'agent' as const, nickname: '  ' },
      { kind: 'agent', username: 'player77', password: 'Secret2026', confirmPassword: 'Secret2026' },
    ],
  ])('%s', (_case, values, input) => {
    expect(teamRegisterInput(values as TeamRegisterValues & { kind: 'member' | 'agent' })).toEqual(input);
  });
});

describe('inviteLink', () => {
  it.each([
    ['http://localhost:8080', 'AG41', 'http://localhost:8080/register?affiliateCode=AG41'],
    ['https://portal.example/', 'AG41', 'https://portal.example/register?affiliateCode=AG41'],
    ['https://portal.example/some/page', 'A B&C', 'https://portal.example/register?affiliateCode=A+B%26C'],
  ])('%s with %s', (origin, code, link) => {
    expect(inviteLink(origin, code)).toBe(link);
  });
});
