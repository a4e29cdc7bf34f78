import type { CentresTexts } from '../es/centres';

export const centres: CentresTexts = {
  memberCentre: {
    title: 'ศูนย์ส่วนตัว',
    menu: 'เมนูศูนย์ส่วนตัว',
    pages: {
      securityCenter: 'บัญชีของฉัน',
      transferFund: 'กระเป๋าเงินของฉัน',
      depositv2: 'ฝากเงิน',
      withdraw: 'ถอนเงิน',
      transferUpline: 'โอนให้ต้นสาย',
      personalHistoryCopy: 'ประวัติการเดิมพัน',
      transactionHistory: 'ประวัติบัญชี',
      personalProfit: 'กำไรขาดทุน',
      bonusDetails: 'รายละเอียดโบนัส',
      rewardCenter: 'ศูนย์รางวัล',
      referral: 'ชวนเพื่อน',
      missionLeaderboard: 'ภารกิจ',
      messageV2: 'ข้อมูลแพลตฟอร์ม',
      manualRebate: 'โปรคืนยอดเสีย',
    },
  },
  agentCentre: {
    title: 'ศูนย์เอเย่นต์',
    menu: 'เมนูศูนย์เอเย่นต์',
    closePanel: 'ปิดแผง',
    pages: {
      announcement: 'ประกาศ',
      agentTeamOverview: 'ภาพรวมทีม',
      registerCenter: 'สมัครบัญชี',
      downlineManagement: 'จัดการทีม',
      teamBetting: 'การเดิมพันของทีม',
      agentPnl: 'ผลได้เสียของสมาชิก',
      agentRevenue: 'รายได้ของฉัน',
      downlineTransactions: 'รายละเอียดธุรกรรม',
      dividend: 'ปันผล',
      dailySalary: 'เงินเดือนรายวัน',
      hourlySalary: 'เงินเดือนรายชั่วโมง',
    },
  },
};
