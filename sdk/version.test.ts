import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAJOR_VERSION, VERSION } from './version';

describe('VERSION', () => {
  it("is package.json's version, with its major", () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
    expect(MAJOR_VERSION).toBe(Number(pkg.version.split('.')[0]));
  });

  it('has a section in CHANGELOG.md', () => {
    expect(readFileSync('CHANGELOG.md', 'utf8')).toContain(`## ${VERSION}`);
  });
});
