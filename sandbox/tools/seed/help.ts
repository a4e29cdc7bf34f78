import type { Queryable } from '../../core/db/database';
import { insertRows } from './seed-repository';

type Article = Record<'ES' | 'EN' | 'PT' | 'TH', [title: string, html: string]>;

/** Help-centre articles; the last is the user agreement the register form links to. */
export const HELP_ARTICLES: Article[] = [
  {
    ES: [
      'Cómo registrarse',
      '<p>Pulsa <strong>Registrarse</strong>, elige usuario o número móvil y completa los campos. Con el móvil recibirás un código por SMS.</p><p>Al terminar entrarás directamente en tu cuenta.</p>',
    ],
    EN: [
      'How to register',
      '<p>Press <strong>Register</strong>, choose username or mobile number and fill in the fields. With a mobile number you will receive an SMS code.</p><p>When you finish you are logged straight in.</p>',
    ],
    PT: [
      'Como se registrar',
      '<p>Toque em <strong>Registrar</strong>, escolha usuário ou número de celular e preencha os campos. Com o celular você receberá um código por SMS.</p><p>Ao terminar, você entra direto na sua conta.</p>',
    ],
    TH: [
      'วิธีสมัครสมาชิก',
      '<p>กด <strong>สมัครสมาชิก</strong> เลือกชื่อผู้ใช้หรือหมายเลขโทรศัพท์ แล้วกรอกข้อมูล หากใช้โทรศัพท์ คุณจะได้รับรหัสทาง SMS</p><p>เมื่อเสร็จแล้ว ระบบจะเข้าสู่บัญชีของคุณทันที</p>',
    ],
  },
  {
    ES: [
      'Depósitos',
      '<p>Los depósitos se acreditan en unos <strong>2 minutos</strong> de media. Puedes depositar en moneda local o en USDT.</p><ul><li>Importe mínimo: 100</li><li>Sin comisiones</li></ul>',
    ],
    EN: [
      'Deposits',
      '<p>Deposits arrive in about <strong>2 minutes</strong> on average. You can deposit in local currency or in USDT.</p><ul><li>Minimum amount: 100</li><li>No fees</li></ul>',
    ],
    PT: [
      'Depósitos',
      '<p>Os depósitos caem em cerca de <strong>2 minutos</strong> em média. Você pode depositar em moeda local ou em USDT.</p><ul><li>Valor mínimo: 100</li><li>Sem taxas</li></ul>',
    ],
    TH: [
      'การฝากเงิน',
      '<p>การฝากเงินเข้าบัญชีโดยเฉลี่ยประมาณ <strong>2 นาที</strong> ฝากได้ทั้งสกุลเงินท้องถิ่นและ USDT</p><ul><li>ยอดขั้นต่ำ: 100</li><li>ไม่มีค่าธรรมเนียม</li></ul>',
    ],
  },
  {
    ES: [
      'Retiros',
      '<p>Retiros ilimitados, también en USDT, con un tiempo medio de <strong>10 minutos</strong>. Confirma la recepción cuando llegue el dinero; si no confirmas, se dará por recibido tras el plazo indicado.</p>',
    ],
    EN: [
      'Withdrawals',
      '<p>Unlimited withdrawals, in USDT too, in <strong>10 minutes</strong> on average. Confirm receipt when the money arrives; without a confirmation it is marked received after the stated time.</p>',
    ],
    PT: [
      'Saques',
      '<p>Saques ilimitados, também em USDT, com tempo médio de <strong>10 minutos</strong>. Confirme o recebimento quando o dinheiro chegar; sem confirmação, ele é marcado como recebido após o prazo indicado.</p>',
    ],
    TH: [
      'การถอนเงิน',
      '<p>ถอนได้ไม่จำกัด รวมถึง USDT ใช้เวลาเฉลี่ย <strong>10 นาที</strong> โปรดยืนยันเมื่อได้รับเงิน หากไม่ยืนยัน ระบบจะถือว่าได้รับแล้วเมื่อครบเวลาที่กำหนด</p>',
    ],
  },
  {
    ES: [
      'Juego responsable',
      '<p>Juega solo si eres mayor de <strong>18 años</strong>. Fija límites, haz pausas y nunca juegues dinero que necesites. Nuestro servicio de atención está disponible 24/7.</p>',
    ],
    EN: [
      'Responsible gaming',
      '<p>Play only if you are over <strong>18</strong>. Set limits, take breaks and never play with money you need. Our customer care is available 24/7.</p>',
    ],
    PT: [
      'Jogo responsável',
      '<p>Jogue apenas se tiver mais de <strong>18 anos</strong>. Defina limites, faça pausas e nunca jogue com dinheiro de que precisa. Nosso atendimento funciona 24/7.</p>',
    ],
    TH: [
      'การเล่นอย่างรับผิดชอบ',
      '<p>เล่นได้เฉพาะผู้ที่อายุเกิน <strong>18 ปี</strong> ตั้งขีดจำกัด พักเป็นระยะ และอย่าใช้เงินที่จำเป็น ฝ่ายบริการลูกค้าพร้อมช่วยเหลือตลอด 24 ชั่วโมง</p>',
    ],
  },
  {
    ES: [
      'Acuerdo de usuario',
      '<p>Al registrarte aceptas usar una sola cuenta, mantener tu contraseña en secreto y cumplir las leyes de tu país. Tus datos viajan protegidos con cifrado de 128 bits.</p>',
    ],
    EN: [
      'User agreement',
      '<p>By registering you agree to hold one account only, keep your password secret and follow the laws of your country. Your data travels protected by 128-bit encryption.</p>',
    ],
    PT: [
      'Acordo do usuário',
      '<p>Ao se registrar, você concorda em manter uma única conta, guardar sua senha em segredo e seguir as leis do seu país. Seus dados trafegam protegidos por criptografia de 128 bits.</p>',
    ],
    TH: [
      'ข้อตกลงผู้ใช้',
      '<p>เมื่อสมัคร คุณตกลงที่จะมีบัญชีเดียว เก็บรหัสผ่านเป็นความลับ และปฏิบัติตามกฎหมายของประเทศคุณ ข้อมูลของคุณได้รับการปกป้องด้วยการเข้ารหัส 128 บิต</p>',
    ],
  },
];

export async function seedHelp(db: Queryable) {
  const rows = HELP_ARTICLES.flatMap((article, i) =>
    Object.entries(article).map(([language, [title, content]]) => [i + 1, language, title, content, i]),
  );
  await insertRows(db, 'help_articles', ['id', 'language', 'title', 'content', 'sort'], rows);
}
