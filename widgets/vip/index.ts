export { Vip } from './vip';
