export * from './languages';
export * from './detect';
export * from './create-i18n';
export type { Resources } from './resources/es';
