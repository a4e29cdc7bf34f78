import type { DeepText } from '../deep-text';
import type { rewardsVip as es, rewardsVipErrors as esErrors } from '../es/rewards-vip';

/* Thai: the /vip and manualRebate texts (see es/rewards-vip.ts). */
export const rewardsVip: DeepText<typeof es> = {
  vip: {
    heading: 'VIP',
    intro: 'ทุกยอดเดิมพันที่ถูกต้องพาคุณใกล้ระดับ VIP ถัดไป: เงินคืนมากขึ้น ถอนได้สูงขึ้น และโบนัสเมื่อเลื่อนระดับ',
    ladder: 'ระดับ VIP',
    levelName: 'VIP {{level}}',
    columns: {
      level: 'ระดับ',
      threshold: 'ยอดเดิมพันสะสม',
      bonus: 'โบนัสเลื่อนระดับ',
      rebate: 'เงินคืนเพิ่ม',
      withdraw: 'ถอนต่อวัน',
      benefits: 'สิทธิประโยชน์',
    },
    rebateBonus: '+{{percent}}%',
    withdrawLimit: '{{amount}} · {{count}} ครั้ง',
    none: '—',
    benefits: {
      rebate: 'เงินคืนยอดเดิมพัน',
      levelBonus: 'โบนัสเลื่อนระดับ',
      birthday: 'ของขวัญวันเกิด',
      fastWithdraw: 'ถอนเงินด่วน',
      manager: 'ผู้จัดการบัญชีส่วนตัว',
      events: 'กิจกรรมพิเศษ',
      gifts: 'ของขวัญสุดหรู',
    },
    card: {
      title: 'ระดับของคุณ',
      turnover: 'ยอดเดิมพันสะสม',
      progress: 'ความคืบหน้าสู่ VIP {{level}}',
      toNext: 'อีก {{amount}} ยอดเดิมพันเพื่อถึง VIP {{level}}',
      top: 'คุณอยู่ในระดับสูงสุดแล้ว',
    },
    bonuses: {
      title: 'โบนัสเลื่อนระดับ',
      empty: 'ถึง VIP 1 เพื่อรับโบนัสแรกของคุณ',
      claim: 'รับ',
      claimLevel: 'รับโบนัส VIP {{level}}',
      claiming: 'กำลังรับ…',
      claimed: 'รับแล้ว',
      paid: 'เพิ่ม {{amount}} เข้ากระเป๋าหลักแล้ว',
    },
    guest: {
      text: 'เข้าสู่ระบบเพื่อดูระดับ ความคืบหน้า และรับโบนัสของคุณ',
      login: 'เข้าสู่ระบบ',
    },
    trial: 'บัญชีทดลองไม่มีระดับ VIP สมัครบัญชีเพื่อเริ่มเลื่อนระดับ',
    register: 'สมัครสมาชิก',
    you: 'ระดับของคุณ',
  },
  rebate: {
    intro: 'รับเงินคืนบางส่วนจากยอดเดิมพันที่ถูกต้อง: แต่ละประเภทเกมมีอัตราของตัวเอง และระดับ VIP ช่วยเพิ่มอัตรา',
    since: 'เดิมพันที่ชำระแล้วตั้งแต่ {{date}} (GMT+8)',
    sinceFirst: 'เดิมพันที่ชำระแล้วทั้งหมดจนถึงตอนนี้',
    caption: 'เงินคืนตามประเภทเกม',
    columns: { category: 'ประเภท', validBet: 'ยอดเดิมพันที่ถูกต้อง', rate: 'อัตรา', amount: 'เงินคืน' },
    rate: '{{percent}}%',
    total: 'รวม',
    vipBonus: 'รวม +{{percent}}% จากระดับ VIP {{level}} ของคุณ',
    claim: 'รับ {{amount}}',
    claiming: 'กำลังรับ…',
    nothing: 'ยังไม่มีเงินคืน เล่นแล้วกลับมาใหม่ภายหลัง',
    paid: 'เพิ่ม {{amount}} เข้ากระเป๋าหลักแล้ว',
    history: {
      title: 'เงินคืนที่รับแล้ว',
      empty: 'คุณยังไม่เคยรับเงินคืน',
      caption: 'เงินคืนของคุณ ล่าสุดก่อน',
      date: 'วันที่ (GMT+8)',
      validBet: 'ยอดเดิมพันที่ถูกต้อง',
      amount: 'จำนวนเงิน',
      pages: 'หน้าของเงินคืน',
    },
    categories: {
      ELOTT: 'ลอตเตอรี่อิเล็กทรอนิกส์',
      LOTT: 'ลอตเตอรี่',
      LIVE: 'คาสิโนสด',
      SPORTS: 'กีฬา',
      FISH: 'ยิงปลา',
      RNG: 'สล็อต',
      PVP: 'โป๊กเกอร์',
      ESPORTS: 'อีสปอร์ต',
      COCKFIGHT: 'ชนไก่',
    },
  },
};

/** The refusals of the VIP and rebate calls. */
export const rewardsVipErrors: DeepText<typeof esErrors> = {
  vip_level_not_reached: 'คุณยังไม่ถึงระดับ VIP นั้น',
  vip_bonus_claimed: 'คุณรับโบนัสของระดับนั้นไปแล้ว',
  rebate_nothing_to_claim: 'ไม่มีเงินคืนให้รับ',
  rebate_amount_changed: 'เงินคืนของคุณเปลี่ยนเป็น {{value.amount}} ตรวจสอบแล้วรับอีกครั้ง',
  rewards_unavailable: 'ขณะนี้ยังรับรางวัลไม่ได้ กรุณาลองใหม่ภายหลัง',
};
