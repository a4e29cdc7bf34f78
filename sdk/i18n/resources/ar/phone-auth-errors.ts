import type { phoneAuthErrors as es } from '../es/phone-auth-errors';

/* Arabic: SPEC §8's phone-authentication messages (see es/phone-auth-errors.ts). */
export const phoneAuthErrors: Record<keyof typeof es, string> = {
  'auth/invalid-phone-number': 'صيغة رقم الهاتف غير صالحة.',
  'auth/missing-phone-number': 'يُرجى إدخال رقم هاتف صالح.',
  'auth/too-many-requests': 'طلبات كثيرة جدًا، يُرجى المحاولة مجددًا بعد 5 دقائق.',
  'auth/unknown': 'حدث خطأ غير معروف.',
  'auth/invalid-verification-code': 'رمز التحقق غير صالح.',
  'auth/missing-verification-code': 'رمز التحقق مفقود.',
  'auth/code-expired': 'انتهت صلاحية رمز التحقق، يُرجى إرساله مجددًا.',
  'auth/captcha-check-failed': 'فشل التحقق الأمني، يُرجى المحاولة مجددًا.',
  'auth/quota-exceeded': 'الحصة غير كافية، يُرجى التواصل مع خدمة العملاء.',
  'auth/operation-not-allowed': 'هذه الخاصية غير مفعّلة، يُرجى التواصل مع خدمة العملاء.',
  'auth/popup-closed-by-user': 'فشل تسجيل الدخول. يُرجى المحاولة مجددًا.',
  phone_token_invalid: 'تعذّر تأكيد رقم الهاتف. يُرجى إرسال رمز جديد.',
  phone_provider_unavailable: 'التحقق عبر الهاتف غير متاح حاليًا. يُرجى المحاولة لاحقًا.',
  bind_customer_required: 'لا يوجد حساب يستخدم رقم الهاتف هذا. سجّل حسابًا لربطه.',
};
