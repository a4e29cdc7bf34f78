import { describe, expect, it } from 'vitest';
import { flagsFromTree, isFlagOn, type FeatureNode } from './whitelabel';

/** The tree as the platform sends it: one root node, `enabled` as text. */
const tree: FeatureNode = {
  modId: 'WHITELABEL',
  enabled: '1',
  childrenNodes: [
    {
      modId: 'REGISTER',
      enabled: '1',
      childrenNodes: [
        { modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] },
        { modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [] },
      ],
    },
    {
      modId: 'LOGIN',
      enabled: '0',
      childrenNodes: [{ modId: 'FREEPLAY3', enabled: '1', childrenNodes: [] }],
    },
  ],
};

describe('whitelabel flags', () => {
  const flags = flagsFromTree(tree);

  it.each([
    ['WHITELABEL', true],
    ['DIRECTREG3', true],
    ['MOBILENUMREG3', false],
    // The platform's page reads each node alone: a parent switched off is a menu group, not a gate.
    ['LOGIN', false],
    ['FREEPLAY3', true],
    ['REGISTER', true],
    ['UNKNOWN3', false],
  ])('%s is on: %s', (id, expected) => {
    expect(isFlagOn(flags, id)).toBe(expected);
  });

  it('reads only the text "1" as on', () => {
    const odd = { modId: 'X', enabled: 'true', childrenNodes: [] } as unknown as FeatureNode;
    expect(flagsFromTree(odd)).toEqual({ X: false });
  });
});
