import type { WalletTexts, WalletErrorTexts } from '../es/wallet';

export const wallet: WalletTexts = {
  title: '',
};

export const walletErrors: WalletErrorTexts = {};
