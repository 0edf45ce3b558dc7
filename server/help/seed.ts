import type { InStatement } from "@libsql/client";

type Text = { TH: string; EN: string };
type SeedArticle = { id: string; title: Text; content: Text };
type SeedCategory = { id: string; title: Text; articles: SeedArticle[] };

/** The help centre's demo content, Thai and English. Article HTML is sanitised by the client before it is shown. */
export const SEED_HELP: SeedCategory[] = [
  {
    id: "account",
    title: { TH: "บัญชีและความปลอดภัย", EN: "Account and security" },
    articles: [
      {
        id: "register",
        title: { TH: "วิธีสมัครสมาชิก", EN: "How to register" },
        content: {
          TH: "<p>กดปุ่ม <strong>สมัครสมาชิก</strong> ที่มุมขวาบน กรอกชื่อผู้ใช้และรหัสผ่าน แล้วยืนยันว่าคุณอายุ 18 ปีขึ้นไป</p><ol><li>กรอกข้อมูลให้ครบ</li><li>กดสมัครสมาชิก</li></ol>",
          EN: "<p>Press <strong>Register</strong> at the top right, fill in a username and password, and confirm you are 18 or older.</p><ol><li>Fill in every field</li><li>Press Register</li></ol>",
        },
      },
      {
        id: "forgot-password",
        title: { TH: "ลืมรหัสผ่าน", EN: "Forgotten password" },
        content: {
          TH: "<p>ในหน้าต่างเข้าสู่ระบบ กด <em>ลืมรหัสผ่าน</em> แล้วเลือกรีเซ็ตทางอีเมลหรือทางหมายเลขโทรศัพท์มือถือ</p>",
          EN: "<p>In the login window press <em>Forgot password</em>, then reset it by e-mail or by mobile number.</p>",
        },
      },
    ],
  },
  {
    id: "money",
    title: { TH: "ฝากและถอนเงิน", EN: "Deposits and withdrawals" },
    articles: [
      {
        id: "deposit",
        title: { TH: "วิธีฝากเงิน", EN: "How to deposit" },
        content: {
          TH: "<p>ไปที่ <strong>ฝากเงิน</strong> เลือกช่องทาง กรอกจำนวนเงิน แล้วโอนตามรายละเอียดที่แสดง ยอดเงินจะเข้าหลังเจ้าหน้าที่ตรวจสอบ</p>",
          EN: "<p>Go to <strong>Deposit</strong>, choose a channel, enter the amount and transfer as shown. The balance arrives once staff have checked it.</p>",
        },
      },
      {
        id: "withdraw",
        title: { TH: "วิธีถอนเงิน", EN: "How to withdraw" },
        content: {
          TH: "<p>ผูกบัญชีธนาคารและตั้งรหัสผ่านการเงินก่อน จากนั้นกรอกจำนวนเงินที่ <strong>ถอนเงิน</strong> เมื่อได้รับเงินแล้วกรุณายืนยันการรับเงิน</p>",
          EN: "<p>Bind a bank account and set a payment password first, then enter the amount under <strong>Withdraw</strong>. Confirm the receipt once the money arrives.</p>",
        },
      },
    ],
  },
  {
    id: "games",
    title: { TH: "เกม", EN: "Games" },
    articles: [
      {
        id: "free-trial",
        title: { TH: "ทดลองเล่นฟรี", EN: "Free trial" },
        content: {
          TH: "<p>เกมที่มีปุ่ม <strong>ทดลองเล่น</strong> เล่นได้โดยไม่ต้องใช้เงินจริง</p>",
          EN: "<p>Games with a <strong>Free trial</strong> button can be played without real money.</p>",
        },
      },
    ],
  },
  {
    id: "app",
    title: { TH: "แอปพลิเคชัน", EN: "The app" },
    articles: [
      {
        id: "install-ios",
        title: { TH: "ติดตั้งแอปบน iPhone (iOS 17 ขึ้นไป)", EN: "Install the app on iPhone (iOS 17 and later)" },
        content: {
          TH: "<p>iOS 17 ขึ้นไปต้องติดตั้งโปรไฟล์การกำหนดค่าเอง: เปิด <strong>การตั้งค่า &gt; ทั่วไป &gt; VPN และการจัดการอุปกรณ์</strong> แล้วกดติดตั้งโปรไฟล์ที่ดาวน์โหลด ดูขั้นตอนทั้งหมดได้ที่หน้าดาวน์โหลดแอป</p>",
          EN: "<p>iOS 17 and later need the configuration profile installed by hand: open <strong>Settings &gt; General &gt; VPN &amp; Device Management</strong> and install the downloaded profile. The app download page shows every step.</p>",
        },
      },
    ],
  },
];

/** The demo member's earlier feedback, answered by staff (fixed id and dates). */
export const SEED_FEEDBACK = {
  id: "fb-seed-demo-1",
  memberId: 1001,
  questionType: "deposit",
  content: "ฝากเงินเมื่อวานแต่ยอดเข้าช้า / My deposit yesterday arrived late",
  createdAt: Date.parse("2026-11-01T08:00:00Z"),
  reply: "ขออภัยในความล่าช้า ยอดเงินเข้าบัญชีเรียบร้อยแล้ว / Sorry for the delay: the deposit is now in your account.",
  repliedAt: Date.parse("2026-11-01T09:30:00Z"),
};

export function helpSeedStatements(): InStatement[] {
  const statements: InStatement[] = [];
  SEED_HELP.forEach((category, categoryIndex) => {
    for (const lang of ["TH", "EN"] as const) {
      statements.push({ sql: "INSERT INTO help_categories (id, lang, sort, title) VALUES (?, ?, ?, ?)", args: [category.id, lang, categoryIndex, category.title[lang]] });
      category.articles.forEach((article, articleIndex) => {
        statements.push({
          sql: "INSERT INTO help_articles (id, lang, category_id, sort, title, content) VALUES (?, ?, ?, ?, ?, ?)",
          args: [article.id, lang, category.id, articleIndex, article.title[lang], article.content[lang]],
        });
      });
    }
  });
  const f = SEED_FEEDBACK;
  statements.push({
    sql: `INSERT INTO feedback (id, member_id, ip, question_type, content, contact, image_count, created_at, idem_scope, idem_key, body_hash, reply, replied_at)
          VALUES (?, ?, '127.0.0.1', ?, ?, NULL, 0, ?, ?, 'seed', '', ?, ?)`,
    args: [f.id, f.memberId, f.questionType, f.content, f.createdAt, `m:${f.memberId}`, f.reply, f.repliedAt],
  });
  return statements;
}
