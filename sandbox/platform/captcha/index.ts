/**
 * The image captcha (SPEC §3): drawn server-side, its answer kept per slot and spent once.
 */
export { consumeCaptcha, drawSlot, spendSlot, storeCaptcha } from './answers';
export { encodePng } from './png';
export { captchaAnswer, renderCaptcha } from './render';
