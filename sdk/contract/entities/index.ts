export * from './system';
export * from './register-rules';
export * from './member';
export * from './notice';
export * from './game';
export * from './lottery';
export * from './deposit';
export * from './security';
