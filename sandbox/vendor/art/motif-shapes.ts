/**
 * Theme motifs for game artwork, drawn in a 100×100 box in the same gold-and-white hand as
 * SYMBOLS: a paw for the big cats, a pyramid for the pharaohs, a chest for treasure.
 */
const GOLD = 'fill="url(#shine)" stroke="#fff" stroke-width="3" stroke-linejoin="round"';

export const MOTIF_SHAPES: Record<string, string> = {
  paw: `<g ${GOLD}><ellipse cx="50" cy="64" rx="22" ry="18"/><ellipse cx="24" cy="40" rx="9" ry="12"/><ellipse cx="40" cy="24" rx="9" ry="12"/><ellipse cx="60" cy="24" rx="9" ry="12"/><ellipse cx="76" cy="40" rx="9" ry="12"/></g>`,
  feather: `<path ${GOLD} d="M78 12 C40 18 22 46 24 78 L18 90 M24 78 C52 76 74 54 78 12 Z"/><path d="M70 22 L30 74 M60 30 L44 32 M66 40 L46 46 M60 52 L40 58" stroke="#fff" stroke-width="2" fill="none"/>`,
  bamboo: `<g ${GOLD}><rect x="26" y="10" width="14" height="80" rx="5"/><rect x="56" y="18" width="14" height="72" rx="5"/></g><path d="M26 36 H40 M26 62 H40 M56 44 H70 M56 68 H70" stroke="#fff" stroke-width="3"/><path d="M70 30 C82 22 90 24 94 30 C86 34 78 34 70 30 Z M40 50 C30 40 18 42 12 48 C22 54 32 54 40 50 Z" fill="#fff" fill-opacity=".85"/>`,
  horns: `<path ${GOLD} d="M50 56 C36 56 18 48 12 20 C24 34 36 38 50 38 C64 38 76 34 88 20 C82 48 64 56 50 56 Z"/><path ${GOLD} d="M36 54 H64 L58 84 H42 Z"/><circle cx="44" cy="66" r="3" fill="#fff"/><circle cx="56" cy="66" r="3" fill="#fff"/>`,
  horseshoe: `<path ${GOLD} d="M22 86 L18 48 C16 26 32 12 50 12 C68 12 84 26 82 48 L78 86 H62 L66 50 C67 36 60 28 50 28 C40 28 33 36 34 50 L38 86 Z"/><g fill="#fff"><circle cx="24" cy="54" r="3"/><circle cx="76" cy="54" r="3"/><circle cx="28" cy="74" r="3"/><circle cx="72" cy="74" r="3"/></g>`,
  pyramid: `<circle cx="76" cy="22" r="10" fill="#fff" fill-opacity=".9"/><path ${GOLD} d="M50 20 L90 84 H10 Z"/><path d="M50 20 L58 84 M22 64 H78 M30 50 H70" stroke="#fff" stroke-width="2" fill="none"/>`,
  temple: `<g ${GOLD}><path d="M10 34 L50 12 L90 34 Z"/><rect x="14" y="80" width="72" height="8"/><rect x="20" y="38" width="10" height="40"/><rect x="45" y="38" width="10" height="40"/><rect x="70" y="38" width="10" height="40"/></g>`,
  chest: `<g ${GOLD}><path d="M14 46 C14 26 86 26 86 46 Z"/><rect x="14" y="46" width="72" height="38" rx="4"/></g><rect x="44" y="40" width="12" height="16" rx="2" fill="#fff"/><path d="M14 46 H86" stroke="#fff" stroke-width="3"/><g fill="#fff"><circle cx="30" cy="24" r="4"/><circle cx="70" cy="22" r="3"/><circle cx="50" cy="16" r="4"/></g>`,
  sword: `<path ${GOLD} d="M80 12 L88 20 L36 72 L28 64 Z"/><path ${GOLD} d="M20 60 L40 80 L34 86 L14 66 Z"/><path d="M22 78 L10 90" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`,
  shield: `<path ${GOLD} d="M50 10 L86 22 V48 C86 70 70 84 50 92 C30 84 14 70 14 48 V22 Z"/><path d="M50 22 V80 M24 42 H76" stroke="#fff" stroke-width="4"/>`,
  leaf: `<path ${GOLD} d="M16 84 C14 42 44 14 88 12 C88 56 60 86 16 84 Z"/><path d="M16 84 C38 62 56 44 76 24 M38 62 L36 44 M52 48 L66 50" stroke="#fff" stroke-width="3" fill="none"/>`,
  wave: `<path ${GOLD} d="M8 74 C20 30 56 14 80 30 C62 28 50 40 56 54 C62 66 80 62 90 52 C90 72 72 86 50 86 H8 Z"/><path d="M8 86 C24 78 36 94 50 86 S76 78 92 86" stroke="#fff" stroke-width="3" fill="none"/>`,
  volcano: `<path ${GOLD} d="M8 88 L36 38 H64 L92 88 Z"/><path d="M42 38 C40 24 48 18 44 6 C56 14 62 24 58 38 Z" fill="#fff" fill-opacity=".9"/><path d="M40 38 L48 56 L52 44 L60 62" stroke="#fff" stroke-width="3" fill="none"/>`,
  candy: `<g ${GOLD}><circle cx="50" cy="50" r="22"/><path d="M28 50 L10 36 V64 Z M72 50 L90 36 V64 Z"/></g><path d="M38 34 C50 44 50 56 62 66 M34 46 C44 52 48 62 52 72" stroke="#fff" stroke-width="3" fill="none"/>`,
  lamp: `<path ${GOLD} d="M12 62 C24 62 30 70 50 70 C70 70 80 60 90 44 C80 48 76 50 72 50 C70 42 62 38 50 38 C38 38 30 44 28 52 C22 50 16 54 12 62 Z"/><path ${GOLD} d="M40 70 H60 L64 82 H36 Z"/><path d="M50 38 C46 28 56 22 50 12" stroke="#fff" stroke-width="3" fill="none"/>`,
  sun: `<g ${GOLD}><path d="M50 4 L58 22 L76 12 L72 32 L92 34 L78 48 L94 60 L74 64 L80 84 L62 76 L50 94 L38 76 L20 84 L26 64 L6 60 L22 48 L8 34 L28 32 L24 12 L42 22 Z"/></g><circle cx="50" cy="50" r="20" fill="#fff" fill-opacity=".85"/><path d="M42 46 H46 M54 46 H58 M42 58 C46 62 54 62 58 58" stroke="#9a5b00" stroke-width="3" fill="none"/>`,
  bolt: `<path ${GOLD} d="M58 8 L22 56 H46 L38 92 L78 40 H54 Z"/>`,
  roulette: `<circle cx="50" cy="50" r="38" ${GOLD}/><circle cx="50" cy="50" r="26" fill="none" stroke="#fff" stroke-width="2"/><path d="M50 12 V88 M12 50 H88 M23 23 L77 77 M77 23 L23 77" stroke="#fff" stroke-opacity=".7" stroke-width="2"/><circle cx="50" cy="50" r="8" fill="#fff"/><circle cx="66" cy="30" r="4" fill="#fff"/>`,
  dice: `<g ${GOLD}><rect x="12" y="30" width="40" height="40" rx="8" transform="rotate(-14 32 50)"/><rect x="48" y="26" width="40" height="40" rx="8" transform="rotate(12 68 46)"/></g><g fill="#fff"><circle cx="26" cy="44" r="4"/><circle cx="36" cy="56" r="4"/><circle cx="60" cy="36" r="4"/><circle cx="68" cy="46" r="4"/><circle cx="76" cy="56" r="4"/></g>`,
  plane: `<path ${GOLD} d="M10 56 L40 50 L70 20 H80 L64 50 L86 48 L92 40 H98 L92 58 L64 62 L46 84 H36 L48 62 L14 66 Z"/>`,
  rooster: `<path ${GOLD} d="M30 88 L36 70 C20 64 16 44 28 34 C32 30 36 28 40 28 L38 16 L46 22 L50 12 L54 24 L62 20 L58 32 C66 38 66 48 62 56 C74 52 84 40 86 26 C94 46 84 66 66 72 L70 88 Z"/><circle cx="46" cy="38" r="3" fill="#fff"/><path d="M30 38 L20 42 L30 44 Z" fill="#fff"/>`,
  mahjong: `<g ${GOLD}><rect x="16" y="16" width="40" height="56" rx="6"/><rect x="44" y="28" width="40" height="56" rx="6"/></g><path d="M64 42 V70 M54 50 H74 M54 62 H74" stroke="#b91c1c" stroke-width="4"/><circle cx="36" cy="36" r="6" fill="#fff"/><circle cx="36" cy="54" r="6" fill="#fff"/>`,
};
