export * from './languages';
export * from './detect';
export * from './create-i18n';
