import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract } from './table';
import { provenanceCounts, provenanceOf } from './provenance';

describe('provenance', () => {
  it('is designed for an entry the platform page does not show', () => {
    expect(provenanceOf('partnerSignOnTicket')).toEqual({ kind: 'designed' });
  });

  it('cites the evidence of every observed or named entry', () => {
    for (const name of Object.keys(contract)) {
      const { kind, evidence } = provenanceOf(name);
      if (kind !== 'designed') expect(evidence, name).toMatch(/\S/);
    }
  });

  it('is counted in docs/spec-coverage.md as it stands', () => {
    const names = Object.keys(contract);
    const { observed, named, designed } = provenanceCounts(names);
    const doc = readFileSync('docs/spec-coverage.md', 'utf8').replace(/\s+/g, ' ');
    expect(doc).toContain(
      `Of the contract's ${names.length} entries, ${observed} are observed (path, method and fields as the ` +
        `platform's page sends and reads them), ${named} named`,
    );
    expect(doc).toContain(`and ${designed} designed (ours)`);
  });
});
