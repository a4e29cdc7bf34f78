import type { phoneAuthErrors as es } from '../es/phone-auth-errors';

/* Thai: SPEC §8's phone-authentication messages (see es/phone-auth-errors.ts). */
export const phoneAuthErrors: Record<keyof typeof es, string> = {
  'auth/invalid-phone-number': 'รูปแบบหมายเลขโทรศัพท์ไม่ถูกต้อง',
  'auth/missing-phone-number': 'กรุณากรอกหมายเลขโทรศัพท์ที่ถูกต้อง',
  'auth/too-many-requests': 'มีคำขอมากเกินไป กรุณาลองใหม่อีกครั้งใน 5 นาที',
  'auth/unknown': 'เกิดข้อผิดพลาดที่ไม่ทราบสาเหตุ',
  'auth/invalid-verification-code': 'รหัสยืนยันไม่ถูกต้อง',
  'auth/missing-verification-code': 'ไม่มีรหัสยืนยัน',
  'auth/code-expired': 'รหัสยืนยันหมดอายุแล้ว กรุณาส่งใหม่อีกครั้ง',
  'auth/captcha-check-failed': 'การตรวจสอบความปลอดภัยไม่ผ่าน กรุณาลองใหม่',
  'auth/quota-exceeded': 'โควตาไม่เพียงพอ กรุณาติดต่อฝ่ายบริการลูกค้า',
  'auth/operation-not-allowed': 'ฟังก์ชันนี้ยังไม่เปิดใช้งาน กรุณาติดต่อฝ่ายบริการลูกค้า',
  'auth/popup-closed-by-user': 'เข้าสู่ระบบไม่สำเร็จ กรุณาลองใหม่',
  phone_token_invalid: 'ไม่สามารถยืนยันหมายเลขได้ กรุณาส่งรหัสใหม่',
  phone_provider_unavailable: 'การยืนยันทางโทรศัพท์ไม่พร้อมใช้งานในขณะนี้ กรุณาลองใหม่ภายหลัง',
  bind_customer_required: 'ไม่มีบัญชีที่ใช้หมายเลขนี้ สมัครสมาชิกเพื่อผูกหมายเลข',
};
