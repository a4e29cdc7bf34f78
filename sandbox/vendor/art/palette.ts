/** A stable 32-bit hash of a string (FNV-1a): the same name always gets the same artwork. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Two harmonious colours for a seed. */
export function colours(seed: number): { from: string; to: string; accent: string } {
  const hue = seed % 360;
  return {
    from: `hsl(${hue} 70% 38%)`,
    to: `hsl(${(hue + 40) % 360} 80% 16%)`,
    accent: `hsl(${(hue + 180) % 360} 90% 62%)`,
  };
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
