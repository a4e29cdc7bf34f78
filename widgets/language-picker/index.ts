export { LanguagePicker } from './language-picker';
