import type { AgentTexts } from '../es/agent';
import { agentTeam } from './agent-team';
import { agentContracts } from './agent-contracts';

/** The agent centre's pages. */
export const agent: AgentTexts = {
  agentTeam,
  agentContracts,
  errors: {
    contract_not_found: 'هذا العقد لم يعد موجودًا.',
    contract_state: 'تغيّر هذا العقد ولم يعد يسمح بهذا الإجراء. أعد تحميل القائمة.',
    contract_tiers_invalid: 'تحقق من الشرائح: تبدأ من 0 وتتصاعد، ولا تنخفض النسبة أبدًا.',
    contract_rate_exceeds: 'لا يمكنك عرض نسبة أعلى من نسبة عقدك.',
    team_register_limit:
      'سجّلت شبكة وكلائك الحد المسموح من الحسابات لهذه الساعة ({{value.max}}). حاول مرة أخرى لاحقًا.',
  },
};
