import type { DeepText } from '../deep-text';
import type { rewardsVip as es, rewardsVipErrors as esErrors } from '../es/rewards-vip';

/* Arabic: the /vip and manualRebate texts (see es/rewards-vip.ts). */
export const rewardsVip: DeepText<typeof es> = {
  vip: {
    heading: 'VIP',
    intro: 'كل رهان صالح يقرّبك من مستوى VIP التالي: استرداد أكبر، وحدود سحب أعلى، ومكافأة عند الترقية.',
    ladder: 'مستويات VIP',
    levelName: 'VIP {{level}}',
    columns: {
      level: 'المستوى',
      threshold: 'إجمالي الرهانات الصالحة',
      bonus: 'مكافأة الترقية',
      rebate: 'استرداد إضافي',
      withdraw: 'السحب اليومي',
      benefits: 'المزايا',
    },
    rebateBonus: '+{{percent}}%',
    withdrawLimit: '{{amount}} · عدد المرات: {{count}}',
    none: '—',
    benefits: {
      rebate: 'استرداد على الرهانات',
      levelBonus: 'مكافأة الترقية',
      birthday: 'هدية عيد الميلاد',
      fastWithdraw: 'أولوية في السحب',
      manager: 'مدير حساب شخصي',
      events: 'فعاليات حصرية',
      gifts: 'هدايا فاخرة',
    },
    card: {
      title: 'مستواك',
      turnover: 'إجمالي الرهانات الصالحة',
      progress: 'التقدم نحو VIP {{level}}',
      toNext: 'تبقّى {{amount}} من الرهانات الصالحة للوصول إلى VIP {{level}}.',
      top: 'لقد وصلت إلى أعلى مستوى.',
    },
    bonuses: {
      title: 'مكافآت الترقية',
      empty: 'ارتقِ إلى VIP 1 لتحصل على مكافأتك الأولى.',
      claim: 'استلام',
      claimLevel: 'استلام مكافأة VIP {{level}}',
      claiming: 'جارٍ الاستلام…',
      claimed: 'تم الاستلام',
      paid: 'أُضيف {{amount}} إلى محفظتك الرئيسية.',
    },
    guest: {
      text: 'سجّل الدخول لعرض مستواك وتقدمك واستلام مكافآتك.',
      login: 'تسجيل الدخول',
    },
    trial: 'الحسابات التجريبية ليس لها مستوى VIP. أنشئ حسابًا لتبدأ الصعود.',
    register: 'إنشاء حساب',
    you: 'مستواك',
  },
  rebate: {
    intro: 'استرد نسبة من رهاناتك الصالحة: لكل فئة ألعاب نسبتها الخاصة، ومستوى VIP الخاص بك يرفعها.',
    since: 'الرهانات المُسوّاة منذ {{date}} (GMT+8)',
    sinceFirst: 'جميع رهاناتك المُسوّاة حتى الآن',
    caption: 'الاسترداد حسب الفئة',
    columns: { category: 'الفئة', validBet: 'الرهان الصالح', rate: 'النسبة', amount: 'الاسترداد' },
    rate: '{{percent}}%',
    total: 'الإجمالي',
    vipBonus: 'يشمل +{{percent}}% من مستوى VIP {{level}} الخاص بك.',
    claim: 'استلام {{amount}}',
    claiming: 'جارٍ الاستلام…',
    nothing: 'لا يوجد استرداد بعد. العب وعُد لاحقًا.',
    paid: 'أُضيف {{amount}} إلى محفظتك الرئيسية.',
    history: {
      title: 'الاستردادات المستلمة',
      empty: 'لم تستلم أي استرداد بعد.',
      caption: 'استرداداتك، الأحدث أولًا',
      date: 'التاريخ (GMT+8)',
      validBet: 'الرهان الصالح',
      amount: 'المبلغ',
      pages: 'صفحات الاستردادات',
    },
    categories: {
      ELOTT: 'اليانصيب الإلكتروني',
      LOTT: 'اليانصيب',
      LIVE: 'الكازينو المباشر',
      SPORTS: 'الرياضة',
      FISH: 'ألعاب الصيد',
      RNG: 'السلوتس',
      PVP: 'البوكر',
      ESPORTS: 'الرياضات الإلكترونية',
      COCKFIGHT: 'صراع الديوك',
    },
  },
};

/** The refusals of the VIP and rebate calls. */
export const rewardsVipErrors: DeepText<typeof esErrors> = {
  vip_level_not_reached: 'لم تصل إلى مستوى VIP هذا بعد.',
  vip_bonus_claimed: 'لقد استلمت مكافأة هذا المستوى من قبل.',
  rebate_nothing_to_claim: 'لا يوجد استرداد لاستلامه.',
  rebate_amount_changed: 'تغيّر مبلغ الاسترداد إلى {{value.amount}}. راجعه ثم استلمه مجددًا.',
  rewards_unavailable: 'المكافآت غير متاحة حاليًا. يُرجى المحاولة لاحقًا.',
};
