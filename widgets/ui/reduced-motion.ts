/** Whether the visitor asked for less motion (WCAG 2.3.3): moving things then stand still. */
export const prefersReducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
