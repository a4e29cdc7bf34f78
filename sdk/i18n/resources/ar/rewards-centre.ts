import type { DeepText } from '../deep-text';
import type { rewardsCentre as es } from '../es/rewards-centre';

/* Arabic: the reward centre (see es/rewards-centre.ts). */
export const rewardsCentre: DeepText<typeof es> = {
  rewardCentre: {
    intro: 'كل المكافآت التي يمكنك استلامها الآن، وما استلمته، وحالة عمليات الاستبدال في متجر النقاط.',
    sections: 'أقسام مركز المكافآت',
    tabs: { waiting: 'بانتظار الاستلام', history: 'المستلمة', redeems: 'عمليات الاستبدال' },
    sources: { promotion: 'عرض ترويجي', raffle: 'سحب', mission: 'مهمة', vip: 'VIP', rebate: 'استرداد' },
    vipTitle: 'مكافأة الترقية إلى VIP {{level}}',
    rebateTitle: 'الاسترداد على رهاناتك الصالحة',
    prizeDrawn: 'جائزة بانتظار السحب',
    total_one: '{{count}} مكافأة بانتظار الاستلام: بإجمالي {{amount}}، إضافةً إلى أي سحوبات.',
    total_other: 'المكافآت بانتظار الاستلام: {{count}}، بإجمالي {{amount}}، إضافةً إلى أي سحوبات.',
    empty: 'لا توجد مكافآت بانتظار الاستلام بعد. العب، أو أنجز المهام، أو شارك في عرض ترويجي.',
    partial: 'تعذّرت قراءة بعض المكافآت حاليًا؛ يُرجى المحاولة لاحقًا.',
    claim: 'استلام',
    draw: 'سحب',
    claiming: 'جارٍ الاستلام…',
    claimLabel: 'استلام: {{title}}',
    drawLabel: 'سحب: {{title}}',
    paid: 'تم الاستلام: أُضيف {{amount}} من «{{title}}» إلى رصيدك.',
    drawn: 'ربحت {{prize}}: أُضيف {{amount}} إلى رصيدك.',
    moreMissions: 'عرض المهام',
    historyTitle: 'المكافآت المستلمة خلال آخر 30 يومًا',
    historyEmpty: 'لم تستلم أي مكافآت خلال آخر 30 يومًا.',
    historyPages: 'صفحات المكافآت المستلمة',
    turnover: 'عرض متطلبات الرهان لكل مكافأة',
    columns: { date: 'التاريخ (GMT+8)', reward: 'المكافأة', amount: 'المبلغ' },
  },
};
