export { DialogHost } from './dialog-host';
