export * from './keys';
export * from './session-store';
export * from './remembered-login';
