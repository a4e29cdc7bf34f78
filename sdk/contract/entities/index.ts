export * from './system';
export * from './register-rules';
export * from './member';
export * from './notice';
export * from './game';
export * from './lottery';
