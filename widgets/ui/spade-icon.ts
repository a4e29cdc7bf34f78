/**
 * The spade (PvP), in a module of its own that icons.ts re-exports: the script-tag bundles put
 * every icon of icons.ts in the one chunk most widgets load, and there only the PvP rooms' row,
 * a chunk a PvP lobby alone loads, draws this one.
 */
export const spade = 'M12 3c3 4 8 6 8 10a4 4 0 0 1-6.5 3.1L14 21h-4l.5-4.9A4 4 0 0 1 4 13c0-4 5-6 8-10Z';
