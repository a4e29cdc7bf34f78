import type { WithdrawTexts, WithdrawErrorTexts } from '../es/withdraw';

export const withdraw: WithdrawTexts = {
  title: '',
};

export const withdrawErrors: WithdrawErrorTexts = {};
