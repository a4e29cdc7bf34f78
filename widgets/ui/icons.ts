/**
 * Line icons drawn on a 24-unit grid, one export each so that a chunk ships only the icons it
 * draws: `<Icon path={icons.close} />` after `import * as icons from './icons'`.
 */
export const close = 'M6 6l12 12M18 6L6 18';
export const refresh = 'M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5';
export const eye = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z';
export const eyeOff =
  'M3 3l18 18M10.6 5.1A10.9 10.9 0 0 1 12 5c6.4 0 10 7 10 7a17.8 17.8 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a10 10 0 0 0 4.4-1';
export const globe =
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm-10-10h20M12 2c2.8 3 4 6.4 4 10s-1.2 7-4 10c-2.8-3-4-6.4-4-10s1.2-7 4-10Z';
export const chevronDown = 'M6 9l6 6 6-6';
export const chevronRight = 'M9 6l6 6-6 6';
export const menu = 'M4 7h16M4 12h16M4 17h16';
export const user = 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-8 9c.8-4 4-6 8-6s7.2 2 8 6';
export const logout = 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l4-4-4-4M14 12H4';
export const wallet = 'M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2Zm14 7h.01';
export const download = 'M12 3v12m0 0l-5-5m5 5l5-5M4 19h16';
export const upload = 'M12 21V9m0 0l-5 5m5-5l5 5M4 5h16';
export const history = 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3';
export const team =
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10c.7-3.6 3.4-5.5 7-5.5s6.3 1.9 7 5.5M17 11a3.5 3.5 0 0 0 0-7M22 21c-.4-2.6-1.8-4.3-4-5';
export const chat = 'M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12Z';
export const send = 'M22 2L11 13M22 2l-7 20-4-9-9-4 20-7Z';
export const phone = 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm4 17h2';
export const qr =
  'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2v2h-2zM14 18h2v2h-2zM18 18h2v2h-2z';
export const help =
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm-2.5-13a2.6 2.6 0 0 1 5 .9c0 1.7-2.5 2.3-2.5 4.1M12 17h.01';
export const gift =
  'M20 12v9H4v-9M2 7h20v5H2zM12 21V7m0 0H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7Zm0 0h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7Z';
export const crown = 'M3 18l2-11 5 5 2-7 2 7 5-5 2 11H3Z';
export const star = 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z';
export const fire =
  'M12 22c4 0 7-2.7 7-7 0-5-5-7-4.5-12C11 5 8 8.5 8 12c-1-.7-1.5-2-1.5-3C5 10.5 5 12.5 5 15c0 4.3 3 7 7 7Z';
export const thumb =
  'M7 11v10H4V11h3Zm0 0l4-8c1.7 0 2.8 1.2 2.5 3L13 10h6a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.7 21H7';
export const shield = 'M12 3l8 3v6c0 5-3.4 8.3-8 9-4.6-.7-8-4-8-9V6l8-3Zm-3.5 9l2.5 2.5 4.5-5';
export const grid = 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z';
export const bolt = 'M13 2L4 14h7l-1 8 9-12h-7l1-8Z';
export const sun =
  'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-15v2m0 16v2M4.2 4.2l1.4 1.4m12.8 12.8 1.4 1.4M2 12h2m16 0h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4';
export const moon = 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z';
export const home = 'M3 11l9-8 9 8M5 9.5V21h14V9.5';
export const cards =
  'M8 3h10a2 2 0 0 1 2 2v12M4 7h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2Z';
export const ball =
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-15l4 3-1.5 4.5h-5L8 10l4-3Zm0-5v5m4 3 5-1.5M14.5 14.5 17 19M9.5 14.5 7 19M8 10 3 8.5';
export const gamepad =
  'M6 12h4m-2-2v4m7-1h.01M18 11h.01M7 6h10a5 5 0 0 1 5 5v2a4 4 0 0 1-7 2.7L14 15h-4l-1 .7A4 4 0 0 1 2 13v-2a5 5 0 0 1 5-5Z';
export const fish = 'M2 12c3-5 9-7 14-4l5-3v14l-5-3c-5 3-11 1-14-4Zm5-1h.01';
export const ticket = 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4V7Zm10 0v10';
export const slot = 'M4 5h16v14H4zM8 5v14M12 5v14M16 5v14M6 12h.01M10 12h.01M14 12h.01M18 12h.01';
export { spade } from './spade-icon';
export const external = 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5';
export const info = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-11v6m0-9h.01';
export const warning = 'M12 3l10 18H2L12 3Zm0 6v5m0 3h.01';
export const lock = 'M6 10h12v11H6zM8 10V7a4 4 0 1 1 8 0v3';
export const check = 'M4 12l5 5L20 6';
export const search = 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm10 2-4.3-4.3';
export const heart = 'M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11Z';
export const chevronLeft = 'M15 6l-6 6 6 6';
export const expand = 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5';
export const pause = 'M8 5v14M16 5v14';
export const play = 'M7 4l13 8-13 8V4Z';
export const trophy = 'M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H4v2a4 4 0 0 0 4 4m8-6h4v2a4 4 0 0 1-4 4m-4 1v4m-4 3h8';
export const megaphone = 'M3 10v4h3l8 4V6L6 10H3Zm14-1a4 4 0 0 1 0 6';
export const tools = 'M14 7a4 4 0 0 0 5 5l-8 8a2 2 0 0 1-3-3l8-8a4 4 0 0 0-5-5l3 3';
export const bank = 'M3 10l9-6 9 6M5 10v8M9.7 10v8M14.3 10v8M19 10v8M3 20h18';
/** Two arrows, up and down: swap two things (the sides of a transfer). */
export const swap = 'M7 20V4m0 0L3 8m4-4 4 4M17 4v16m0 0-4-4m4 4 4-4';
export const coin = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM8 8h8M12 8v9';
