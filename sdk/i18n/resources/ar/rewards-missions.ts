import type { DeepText } from '../deep-text';
import type { rewardsMissions as es } from '../es/rewards-missions';

/* Arabic: the missions and referral pages (see es/rewards-missions.ts). */
export const rewardsMissions: DeepText<typeof es> = {
  errors: {
    mission_not_complete: 'لم تكتمل هذه المهمة بعد: أنجزت {{value.progress}} من {{value.goal}} حتى الآن.',
    mission_already_claimed: 'لقد استلمت مكافأة هذه المهمة في هذه الفترة من قبل.',
    mission_unavailable: 'مكافآت المهام غير متاحة حاليًا. يُرجى المحاولة لاحقًا.',
  },
  missions: {
    sections: 'المهام ولوحة المتصدرين',
    tabs: { missions: 'المهام', leaderboard: 'لوحة المتصدرين' },
    intro: 'أنجز المهام باللعب والإيداع، واستلم المكافأة عندما يمتلئ الشريط.',
    empty: 'لا توجد مهام نشطة حاليًا.',
    period: { daily: 'يومية', weekly: 'أسبوعية' },
    resets: 'يُعاد التعيين في {{time}} (GMT+8)',
    progress: '{{done}} من {{goal}}',
    progressLabel: 'تقدم «{{title}}»',
    reward: 'المكافأة: {{amount}}',
    points: 'نقاط المهام: +{{points}}',
    claim: 'استلام',
    claiming: 'جارٍ الاستلام…',
    claimed: 'تم الاستلام',
    inProgress: 'قيد التنفيذ',
    paid: 'أُضيف {{amount}} إلى محفظتك.',
    board: {
      caption: 'لوحة المتصدرين الأسبوعية حسب الرهانات الصالحة، من {{from}} إلى {{to}} (GMT+8)',
      rank: 'الترتيب',
      player: 'اللاعب',
      validBet: 'الرهانات الصالحة',
      you: 'أنت',
      yourRank: 'ترتيبك: {{rank}}، بإجمالي رهانات {{amount}}.',
      notRanked: 'ضع رهانًا هذا الأسبوع لتنضم إلى لوحة المتصدرين.',
      empty: 'لم يضع أحد رهانًا هذا الأسبوع بعد.',
    },
  },
  referral: {
    explain:
      'شارك رابطك. عندما يسجّل صديق عبره، ويُجري إيداعه الأول ويراهن بقيمته مرة واحدة، تحصل على {{percent}}% من هذا الإيداع (بحد أقصى {{cap}}، ولإيداع لا يقل عن {{min}}). لا تحصل على شيء عن صديق يستخدم جهازك أو عنوانك أو حساب السحب الخاص بك.',
    code: 'رمزك',
    link: 'رابط الدعوة',
    copyLink: 'نسخ الرابط',
    copyCode: 'نسخ الرمز',
    copied: { link: 'تم نسخ الرابط.', code: 'تم نسخ الرمز.' },
    qr: 'رمز QR لرابط دعوتك: {{link}}',
    totals: { friends: 'الأصدقاء المدعوون', rewarded: 'الأصدقاء الذين أودعوا', earned: 'الأرباح' },
    friends: {
      caption: 'الأصدقاء الذين سجّلوا عبر رابطك',
      name: 'الصديق',
      date: 'تاريخ التسجيل',
      deposit: 'الإيداع الأول',
      earned: 'ما ربحته منه',
      made: 'تم الإيداع',
      waiting: 'ليس بعد',
      playing: 'أودع: يراهن بقيمة الإيداع',
      paid: 'مدفوعة',
      withheld: {
        same_device: 'محجوزة: الجهاز نفسه الذي تستخدمه',
        same_address: 'محجوزة: العنوان نفسه الذي تستخدمه',
        same_payout_account: 'محجوزة: حساب السحب نفسه الخاص بك',
      },
      empty: 'لم يسجّل أي صديق عبر رابطك بعد.',
    },
  },
};
