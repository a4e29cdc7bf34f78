/**
 * What a card or dice table's art can show besides its cards, drawn in a 100×100 box in the same
 * gold-and-white hand as SYMBOLS: a stack of chips, the dealing shoe, a scoreboard's bead road.
 * Tables of one name at six vendors then differ by more than their colours.
 */
const GOLD = 'fill="url(#shine)" stroke="#fff" stroke-width="3" stroke-linejoin="round"';

export const TABLE_SHAPES: Record<string, string> = {
  chips: `<g ${GOLD}><ellipse cx="38" cy="70" rx="26" ry="9"/><ellipse cx="38" cy="60" rx="26" ry="9"/><ellipse cx="38" cy="50" rx="26" ry="9"/><ellipse cx="68" cy="76" rx="24" ry="8"/><ellipse cx="68" cy="66" rx="24" ry="8"/></g><g fill="#fff"><rect x="30" y="46" width="16" height="8" rx="2"/><rect x="61" y="62" width="14" height="7" rx="2"/></g><circle cx="38" cy="50" r="4" fill="#b91c1c"/>`,
  shoe: `<path ${GOLD} d="M10 80 L18 34 H78 L90 62 V80 Z"/><path ${GOLD} d="M40 34 L52 10 H80 L70 34 Z"/><path d="M16 66 H88 M60 20 H72" stroke="#fff" stroke-width="3"/><path d="M58 20 L62 28 L58 32 L54 28 Z" fill="#b91c1c"/>`,
  road: `<rect x="10" y="18" width="80" height="64" rx="6" ${GOLD}/><g fill="#b91c1c" stroke="#fff" stroke-width="2"><circle cx="24" cy="32" r="6"/><circle cx="24" cy="50" r="6"/><circle cx="60" cy="32" r="6"/><circle cx="76" cy="50" r="6"/><circle cx="76" cy="68" r="6"/></g><g fill="#1d4ed8" stroke="#fff" stroke-width="2"><circle cx="42" cy="32" r="6"/><circle cx="42" cy="50" r="6"/><circle cx="42" cy="68" r="6"/><circle cx="60" cy="50" r="6"/></g>`,
  ace: `<rect x="24" y="12" width="52" height="76" rx="7" ${GOLD}/><path d="M50 30 C40 42 30 48 34 58 C37 64 45 64 48 58 L44 70 H56 L52 58 C55 64 63 64 66 58 C70 48 60 42 50 30 Z" fill="#fff"/><path d="M30 26 L34 18 L38 26 M31 23 H37" stroke="#fff" stroke-width="2" fill="none"/>`,
};
