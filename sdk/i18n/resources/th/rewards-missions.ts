import type { DeepText } from '../deep-text';
import type { rewardsMissions as es } from '../es/rewards-missions';

/* Thai: the missions and referral pages (see es/rewards-missions.ts). */
export const rewardsMissions: DeepText<typeof es> = {
  errors: {
    mission_not_complete: 'ภารกิจนี้ยังไม่สำเร็จ: ทำได้ {{value.progress}} จาก {{value.goal}}',
    mission_already_claimed: 'คุณรับรางวัลภารกิจนี้ในรอบนี้แล้ว',
    mission_unavailable: 'ขณะนี้ยังรับรางวัลภารกิจไม่ได้ กรุณาลองใหม่ภายหลัง',
  },
  missions: {
    sections: 'ภารกิจและอันดับ',
    tabs: { missions: 'ภารกิจ', leaderboard: 'อันดับ' },
    intro: 'ทำภารกิจด้วยการเล่นและฝากเงิน แล้วรับรางวัลเมื่อแถบเต็ม',
    empty: 'ขณะนี้ไม่มีภารกิจ',
    period: { daily: 'รายวัน', weekly: 'รายสัปดาห์' },
    resets: 'เริ่มใหม่ {{time}} (GMT+8)',
    progress: '{{done}} จาก {{goal}}',
    progressLabel: 'ความคืบหน้าของ “{{title}}”',
    reward: 'รางวัล: {{amount}}',
    points: '+{{points}} แต้มภารกิจ',
    claim: 'รับรางวัล',
    claiming: 'กำลังรับ…',
    claimed: 'รับแล้ว',
    inProgress: 'กำลังดำเนินการ',
    paid: 'คุณได้รับ {{amount}} เข้ากระเป๋าเงินแล้ว',
    board: {
      caption: 'อันดับประจำสัปดาห์ตามยอดเดิมพันที่ถูกต้อง {{from}} ถึง {{to}} (GMT+8)',
      rank: 'อันดับ',
      player: 'ผู้เล่น',
      validBet: 'ยอดเดิมพันที่ถูกต้อง',
      you: 'คุณ',
      yourRank: 'อันดับของคุณ: {{rank}} ด้วยยอดเดิมพัน {{amount}}',
      notRanked: 'วางเดิมพันในสัปดาห์นี้เพื่อเข้าสู่อันดับ',
      empty: 'ยังไม่มีใครเดิมพันในสัปดาห์นี้',
    },
  },
  referral: {
    explain:
      'แชร์ลิงก์ของคุณ เมื่อเพื่อนสมัครด้วยลิงก์ ฝากเงินครั้งแรกและเล่นยอดนั้นครบหนึ่งรอบ คุณจะได้รับ {{percent}}% ของยอดนั้น (สูงสุด {{cap}} สำหรับยอดฝากตั้งแต่ {{min}}) เพื่อนที่ใช้อุปกรณ์ ที่อยู่ หรือบัญชีรับเงินเดียวกับคุณจะไม่ได้รับรางวัล',
    code: 'รหัสของคุณ',
    link: 'ลิงก์เชิญ',
    copyLink: 'คัดลอกลิงก์',
    copyCode: 'คัดลอกรหัส',
    copied: { link: 'คัดลอกลิงก์แล้ว', code: 'คัดลอกรหัสแล้ว' },
    qr: 'คิวอาร์โค้ดของลิงก์เชิญ: {{link}}',
    totals: { friends: 'เพื่อนที่เชิญ', rewarded: 'เพื่อนที่ฝากเงินแล้ว', earned: 'รายได้' },
    friends: {
      caption: 'เพื่อนที่สมัครด้วยลิงก์ของคุณ',
      name: 'เพื่อน',
      date: 'วันที่สมัคร',
      deposit: 'ฝากครั้งแรก',
      earned: 'รายได้ให้คุณ',
      made: 'ฝากแล้ว',
      waiting: 'ยังไม่ฝาก',
      playing: 'ฝากแล้ว: กำลังเล่น',
      paid: 'จ่ายแล้ว',
      withheld: {
        same_device: 'ระงับ: อุปกรณ์เดียวกับคุณ',
        same_address: 'ระงับ: ที่อยู่เดียวกับคุณ',
        same_payout_account: 'ระงับ: บัญชีรับเงินเดียวกับคุณ',
      },
      empty: 'ยังไม่มีเพื่อนสมัครด้วยลิงก์ของคุณ',
    },
  },
};
