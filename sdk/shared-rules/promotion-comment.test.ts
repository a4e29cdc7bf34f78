import { describe, expect, it } from 'vitest';
import { commentLength, commentProblem } from './promotion-comment';

describe('SPEC §5 activity comment: at most 140 characters', () => {
  it.each([
    ['', 'required'],
    ['   \n ', 'required'],
    ['Nice!', undefined],
    ['x'.repeat(140), undefined],
    [`  ${'x'.repeat(140)}  `, undefined],
    ['x'.repeat(141), 'length'],
    ['🎉'.repeat(140), undefined],
    ['🎉'.repeat(141), 'length'],
  ])('%j → %s', (text, problem) => {
    expect(commentProblem(text)).toBe(problem);
  });

  it('counts an emoji as one character, as the database does', () => {
    expect(commentLength(' 🎉a ')).toBe(2);
  });
});
