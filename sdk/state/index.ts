export * from './create-state';
export * from './events';
export * from './modals';
