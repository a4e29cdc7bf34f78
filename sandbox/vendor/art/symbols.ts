/** Centre-piece symbols for game artwork, drawn in a 100×100 box. */
export const SYMBOLS: Record<string, string> = {
  gem: '<path d="M20 38 L35 18 H65 L80 38 L50 86 Z" fill="url(#shine)" stroke="#fff" stroke-width="3"/><path d="M20 38 H80 M35 18 L42 38 L50 86 L58 38 L65 18" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>',
  seven:
    '<path d="M22 18 H80 V30 L52 86 H36 L62 32 H22 Z" fill="url(#shine)" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>',
  crown:
    '<path d="M16 74 L22 30 L38 52 L50 22 L62 52 L78 30 L84 74 Z" fill="url(#shine)" stroke="#fff" stroke-width="3" stroke-linejoin="round"/><rect x="16" y="74" width="68" height="10" rx="3" fill="#fff" fill-opacity=".85"/>',
  star: '<path d="M50 12 L61 38 L89 40 L67 58 L74 86 L50 71 L26 86 L33 58 L11 40 L39 38 Z" fill="url(#shine)" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>',
  coin: '<circle cx="50" cy="50" r="36" fill="url(#shine)" stroke="#fff" stroke-width="3"/><circle cx="50" cy="50" r="26" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/><path d="M50 32 V68 M40 40 H56 A7 7 0 0 1 56 54 H44 A7 7 0 0 0 44 68 H60" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>',
  clover:
    '<g fill="url(#shine)" stroke="#fff" stroke-width="3"><circle cx="50" cy="30" r="16"/><circle cx="30" cy="50" r="16"/><circle cx="70" cy="50" r="16"/><circle cx="50" cy="66" r="14"/></g><path d="M50 66 Q56 82 66 90" stroke="#fff" stroke-width="4" fill="none"/>',
  cherry:
    '<path d="M34 62 Q44 28 70 16 M66 60 Q62 36 70 16" stroke="#fff" stroke-width="4" fill="none"/><circle cx="32" cy="68" r="16" fill="url(#shine)" stroke="#fff" stroke-width="3"/><circle cx="66" cy="66" r="16" fill="url(#shine)" stroke="#fff" stroke-width="3"/>',
  bell: '<path d="M50 14 C30 14 26 34 26 50 C26 62 18 68 16 74 H84 C82 68 74 62 74 50 C74 34 70 14 50 14 Z" fill="url(#shine)" stroke="#fff" stroke-width="3"/><circle cx="50" cy="82" r="7" fill="#fff"/>',
  flame:
    '<path d="M50 10 C58 30 78 40 74 64 C71 80 60 90 50 90 C36 90 24 78 26 60 C28 46 38 42 40 28 C46 36 48 44 46 52 C54 44 56 30 50 10 Z" fill="url(#shine)" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>',
  moon: '<path d="M62 14 A38 38 0 1 0 86 66 A30 30 0 1 1 62 14 Z" fill="url(#shine)" stroke="#fff" stroke-width="3"/><circle cx="74" cy="30" r="3" fill="#fff"/><circle cx="84" cy="44" r="2" fill="#fff"/>',
  lotus:
    '<g fill="url(#shine)" stroke="#fff" stroke-width="3" stroke-linejoin="round"><path d="M50 20 C62 36 62 58 50 74 C38 58 38 36 50 20 Z"/><path d="M50 74 C42 56 26 46 12 46 C16 62 30 74 50 74 Z"/><path d="M50 74 C58 56 74 46 88 46 C84 62 70 74 50 74 Z"/></g>',
  cards:
    '<g stroke="#fff" stroke-width="3"><rect x="18" y="22" width="38" height="54" rx="5" transform="rotate(-12 37 49)" fill="url(#shine)"/><rect x="44" y="22" width="38" height="54" rx="5" transform="rotate(10 63 49)" fill="url(#shine)"/></g><path d="M63 40 L70 50 L63 60 L56 50 Z" fill="#fff"/>',
  fish: '<path d="M14 50 C30 26 62 24 78 44 L92 30 V70 L78 56 C62 76 30 74 14 50 Z" fill="url(#shine)" stroke="#fff" stroke-width="3" stroke-linejoin="round"/><circle cx="32" cy="46" r="4" fill="#fff"/>',
  ball: '<circle cx="50" cy="50" r="36" fill="url(#shine)" stroke="#fff" stroke-width="3"/><path d="M50 30 L66 42 L60 62 H40 L34 42 Z" fill="#fff" fill-opacity=".85"/>',
  rocket:
    '<path d="M50 10 C66 24 70 44 66 64 H34 C30 44 34 24 50 10 Z" fill="url(#shine)" stroke="#fff" stroke-width="3"/><circle cx="50" cy="38" r="8" fill="#fff"/><path d="M34 64 L22 80 L38 74 M66 64 L78 80 L62 74 M44 70 L50 90 L56 70" stroke="#fff" stroke-width="3" fill="none"/>',
  ticket:
    '<path d="M14 30 H86 V44 A6 6 0 0 0 86 56 V70 H14 V56 A6 6 0 0 0 14 44 Z" fill="url(#shine)" stroke="#fff" stroke-width="3"/><g fill="#fff"><circle cx="34" cy="50" r="6"/><circle cx="50" cy="50" r="6"/><circle cx="66" cy="50" r="6"/></g>',
};
