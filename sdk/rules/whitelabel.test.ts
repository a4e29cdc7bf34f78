import { describe, expect, it } from 'vitest';
import { flagsFromTree, isFlagOn } from './whitelabel';

const tree = [
  {
    modId: 'REGISTER',
    enabled: true,
    childrenNodes: [
      { modId: 'DIRECTREG3', enabled: true, childrenNodes: [] },
      { modId: 'MOBILENUMREG3', enabled: false, childrenNodes: [] },
    ],
  },
  {
    modId: 'LOGIN',
    enabled: false,
    childrenNodes: [{ modId: 'FREEPLAY3', enabled: true, childrenNodes: [] }],
  },
];

describe('whitelabel flags', () => {
  const flags = flagsFromTree(tree);

  it.each([
    ['DIRECTREG3', true],
    ['MOBILENUMREG3', false],
    ['FREEPLAY3', false],
    ['REGISTER', true],
    ['UNKNOWN3', false],
  ])('%s is on: %s', (id, expected) => {
    expect(isFlagOn(flags, id)).toBe(expected);
  });
});
