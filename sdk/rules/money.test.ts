import { describe, expect, it } from 'vitest';
import { fromMinorUnits, moneyText, parseAmountMinor, readAmount, toMinorUnits } from './money';

describe('parseAmountMinor', () => {
  it.each([
    ['100', 10_000],
    ['100.5', 10_050],
    ['100,50', 10_050],
    ['0.01', 1],
    [' 42 ', 4_200],
    ['0.1', 10],
    ['999999999999.99', 99_999_999_999_999],
  ])('reads %j as %d minor units', (text, minor) => {
    expect(parseAmountMinor(text)).toBe(minor);
  });

  it.each([
    '',
    ' ',
    '-5',
    '+5',
    '1e3',
    '12.345',
    '12.',
    '.5',
    'abc',
    '1 000',
    '0x10',
    'Infinity',
    '1,000.00',
  ])('refuses %j', (text) => {
    expect(parseAmountMinor(text)).toBeNull();
  });
});

describe('minor units', () => {
  it('round-trips the platform amounts that floats cannot hold exactly', () => {
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(1.005)).toBe(100);
    expect(fromMinorUnits(10_050)).toBe(100.5);
  });

  it('prints two decimals, grouped by the locale', () => {
    expect(moneyText(1234.5, 'en')).toBe('1,234.50');
    expect(moneyText(1234.5, 'es')).toMatch(/^1\.?234,50$/);
  });
});

describe('readAmount: what is wrong with a typed amount', () => {
  it.each([
    ['150', { kind: 'ok', minor: 15_000 }],
    [' 150,5 ', { kind: 'ok', minor: 15_050 }],
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['-50', { kind: 'negative' }],
    ['- 50.25', { kind: 'negative' }],
    ['−50', { kind: 'negative' }],
    ['12.345', { kind: 'decimals' }],
    ['1,000', { kind: 'decimals' }],
    ['1.000', { kind: 'decimals' }],
    ['abc', { kind: 'notNumber' }],
    ['1e3', { kind: 'notNumber' }],
    ['12.', { kind: 'notNumber' }],
    ['1,000.00', { kind: 'notNumber' }],
    ['$50', { kind: 'notNumber' }],
    ['+5', { kind: 'notNumber' }],
    ['0', { kind: 'zero' }],
    ['0.00', { kind: 'zero' }],
    ['1234567890123', { kind: 'tooLarge' }],
  ])('%j', (text, expected) => {
    expect(readAmount(text)).toEqual(expected);
  });
});
