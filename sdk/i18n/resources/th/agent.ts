import type { AgentTexts } from '../es/agent';
import { agentTeam } from './agent-team';
import { agentContracts } from './agent-contracts';

/** The agent centre's pages. */
export const agent: AgentTexts = {
  agentTeam,
  agentContracts,
  errors: {
    contract_not_found: 'ไม่พบสัญญานี้แล้ว',
    contract_state: 'สัญญานี้เปลี่ยนสถานะแล้วและไม่สามารถทำรายการนี้ได้ โปรดโหลดรายการใหม่',
    contract_tiers_invalid: 'ตรวจสอบขั้น: ขั้นแรกเริ่มที่ 0 ขั้นต้องสูงขึ้นและอัตราต้องไม่ลดลง',
    contract_rate_exceeds: 'คุณเสนออัตราที่สูงกว่าสัญญาของตัวเองไม่ได้',
    team_register_limit: 'สายงานตัวแทนของคุณสมัครครบ {{value.max}} บัญชีในชั่วโมงนี้แล้ว โปรดลองใหม่ภายหลัง',
  },
};
