export { BalanceBar, type BalanceBarProps } from './balance-bar';
