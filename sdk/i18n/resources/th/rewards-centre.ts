import type { DeepText } from '../deep-text';
import type { rewardsCentre as es } from '../es/rewards-centre';

/* Thai: the reward centre (see es/rewards-centre.ts). */
export const rewardsCentre: DeepText<typeof es> = {
  rewardCentre: {
    intro: 'รางวัลทั้งหมดที่คุณรับได้ตอนนี้ รางวัลที่ได้รับแล้ว และสถานะการแลกของรางวัลจากร้านค้าคะแนน',
    sections: 'ส่วนต่าง ๆ ของศูนย์รางวัล',
    tabs: { waiting: 'รอรับ', history: 'ได้รับแล้ว', redeems: 'การแลก' },
    sources: { promotion: 'โปรโมชั่น', raffle: 'จับรางวัล', mission: 'ภารกิจ', vip: 'VIP', rebate: 'เงินคืน' },
    vipTitle: 'โบนัสเลื่อนขั้น VIP {{level}}',
    rebateTitle: 'เงินคืนจากยอดเดิมพันที่ถูกต้อง',
    prizeDrawn: 'รางวัลรอจับ',
    total_one: 'มี {{count}} รางวัลรอรับ รวม {{amount}} ไม่รวมการจับรางวัล',
    total_other: 'มี {{count}} รางวัลรอรับ รวม {{amount}} ไม่รวมการจับรางวัล',
    empty: 'ยังไม่มีรางวัลให้รับ ลองเล่นเกม ทำภารกิจ หรือเข้าร่วมโปรโมชั่น',
    partial: 'ไม่สามารถอ่านรางวัลบางรายการได้ในขณะนี้ โปรดลองใหม่ภายหลัง',
    claim: 'รับรางวัล',
    draw: 'จับรางวัล',
    claiming: 'กำลังรับ…',
    claimLabel: 'รับรางวัล: {{title}}',
    drawLabel: 'จับรางวัล: {{title}}',
    paid: 'รับแล้ว: {{amount}} จาก “{{title}}” เข้ายอดเงินของคุณแล้ว',
    drawn: 'คุณได้รับ {{prize}}: {{amount}} เข้ายอดเงินของคุณแล้ว',
    moreMissions: 'ดูภารกิจ',
    historyTitle: 'รางวัลที่ได้รับใน 30 วันล่าสุด',
    historyEmpty: 'คุณยังไม่ได้รับรางวัลใน 30 วันล่าสุด',
    historyPages: 'หน้าของรางวัลที่ได้รับ',
    turnover: 'ดูยอดหมุนเวียนของแต่ละโบนัส',
    columns: { date: 'วันที่ (GMT+8)', reward: 'รางวัล', amount: 'จำนวน' },
  },
};
