/** The demo site's content: fixed values only, so every seed is identical. */

export type SeedMember = {
  id: number;
  username: string;
  type: number;
  nickname: string | null;
  mobile: string | null;
  clubLabel: string | null;
  vipRankLevel: number | null;
  uplineId: number | null;
  regDate: string;
  firstLogin?: boolean;
  passwordExpired?: boolean;
  email?: string;
  /** Every login answers IP_VERIFICATION_REQUIRED (a stand-in for "login from an unregistered IP"). */
  ipVerification?: boolean;
  availablePromoCount: number;
  /** Balances in satang per account type (0 = main wallet, others game wallets). */
  accounts: Record<number, number>;
};

export const SEED_MEMBERS: SeedMember[] = [
  { id: 1001, username: "demo", type: 0, nickname: "Demo", mobile: "0898765432", email: "demo@example.com", clubLabel: "Gold", vipRankLevel: 3, uplineId: null, regDate: "2024-01-15 10:30:00", availablePromoCount: 2, accounts: { 0: 100_000, 101: 0, 102: 0 } },
  { id: 1002, username: "agent", type: 1, nickname: "Agent", mobile: "0891112222", clubLabel: "Platinum", vipRankLevel: 5, uplineId: null, regDate: "2023-06-01 09:00:00", availablePromoCount: 0, accounts: { 0: 500_000, 101: 0, 102: 0 } },
  { id: 1003, username: "subagent", type: 2, nickname: "Sub agent", mobile: "0893334444", clubLabel: "Silver", vipRankLevel: 2, uplineId: 1002, regDate: "2023-09-10 14:20:00", availablePromoCount: 0, accounts: { 0: 250_000, 101: 0 } },
  { id: 1004, username: "player1", type: 0, nickname: "Player one", mobile: "0895556666", clubLabel: "Bronze", vipRankLevel: 1, uplineId: 1003, regDate: "2024-02-20 18:45:00", availablePromoCount: 1, accounts: { 0: 12_345, 101: 0 } },
  { id: 1005, username: "player2", type: 0, nickname: null, mobile: "0867778888", clubLabel: null, vipRankLevel: 0, uplineId: 1002, regDate: "2024-03-05 08:15:00", availablePromoCount: 0, accounts: { 0: 0 } },
  { id: 1006, username: "expired", type: 0, nickname: "Expired", mobile: "0821234567", clubLabel: "Bronze", vipRankLevel: 1, uplineId: null, regDate: "2022-11-11 11:11:11", passwordExpired: true, availablePromoCount: 0, accounts: { 0: 5_000 } },
  { id: 1007, username: "newbie", type: 0, nickname: null, mobile: "0839876543", clubLabel: null, vipRankLevel: 0, uplineId: null, regDate: "2024-05-01 12:00:00", firstLogin: true, availablePromoCount: 0, accounts: { 0: 0 } },
  { id: 1008, username: "notmember", type: 5, nickname: "Staff", mobile: null, clubLabel: null, vipRankLevel: null, uplineId: null, regDate: "2023-01-01 09:00:00", availablePromoCount: 0, accounts: { 0: 0 } },
  { id: 1009, username: "newip", type: 0, nickname: "New IP", mobile: "0845551234", clubLabel: null, vipRankLevel: 0, uplineId: null, regDate: "2024-04-01 10:00:00", ipVerification: true, availablePromoCount: 0, accounts: { 0: 0 } },
  { id: 1010, username: "mobileuser", type: 0, nickname: "Mobile", mobile: "0812345678", email: "mobileuser@example.com", clubLabel: "Bronze", vipRankLevel: 1, uplineId: null, regDate: "2024-06-01 15:30:00", availablePromoCount: 0, accounts: { 0: 50_000 } },
  // The agent programme's team: agent > subagent > subagent3 > player4 is four levels deep.
  { id: 1011, username: "subagent2", type: 2, nickname: "Sub agent 2", mobile: "0861110001", clubLabel: "Silver", vipRankLevel: 2, uplineId: 1002, regDate: "2024-07-01 10:00:00", availablePromoCount: 0, accounts: { 0: 300_000 } },
  { id: 1012, username: "player3", type: 0, nickname: "Player three", mobile: "0861110002", clubLabel: "Bronze", vipRankLevel: 1, uplineId: 1003, regDate: "2024-07-15 11:00:00", availablePromoCount: 0, accounts: { 0: 200_000 } },
  { id: 1013, username: "subagent3", type: 2, nickname: "Sub agent 3", mobile: "0861110003", clubLabel: "Silver", vipRankLevel: 2, uplineId: 1003, regDate: "2024-08-01 12:00:00", availablePromoCount: 0, accounts: { 0: 150_000 } },
  { id: 1014, username: "player4", type: 0, nickname: "Player four", mobile: "0861110004", clubLabel: "Bronze", vipRankLevel: 1, uplineId: 1013, regDate: "2024-08-20 13:00:00", availablePromoCount: 0, accounts: { 0: 100_000 } },
  { id: 1015, username: "player5", type: 0, nickname: "Player five", mobile: "0861110005", clubLabel: null, vipRankLevel: 0, uplineId: 1011, regDate: "2024-09-05 14:00:00", availablePromoCount: 0, accounts: { 0: 80_000 } },
];

/** Inbox messages in Thai (`title`, `body`) and English (`titleEn`, `bodyEn`): the inbox answers in the caller's language. */
export type SeedMessage = { id: number; memberId: number; title: string; body: string; titleEn: string; bodyEn: string; read: boolean; createdAt: string };

export const SEED_MESSAGES: SeedMessage[] = [
  { id: 1, memberId: 1001, title: "ยินดีต้อนรับ", body: "ยินดีต้อนรับสู่ Royal Play ขอให้สนุกกับเกมและโปรโมชันของเรา", titleEn: "Welcome", bodyEn: "Welcome to Royal Play. Enjoy our games and promotions.", read: false, createdAt: "2024-01-15 10:31:00" },
  { id: 2, memberId: 1001, title: "โบนัสเงินฝาก", body: "โบนัสเงินฝากของคุณพร้อมรับแล้ว", titleEn: "Deposit bonus", bodyEn: "Your deposit bonus is ready.", read: false, createdAt: "2024-02-01 09:00:00" },
  { id: 3, memberId: 1001, title: "ปรับปรุงระบบ", body: "ปิดปรับปรุงระบบตามกำหนดในวันอาทิตย์", titleEn: "Maintenance", bodyEn: "Scheduled maintenance on Sunday.", read: false, createdAt: "2024-03-01 08:00:00" },
  { id: 4, memberId: 1001, title: "อ่านแล้ว", body: "ข้อความนี้อ่านแล้ว", titleEn: "Already read", bodyEn: "This message has been read.", read: true, createdAt: "2024-01-20 12:00:00" },
  { id: 5, memberId: 1002, title: "สัญญาใหม่", body: "ดาวน์ไลน์ขอทำสัญญากับคุณ", titleEn: "New contract", bodyEn: "A downline asked for a contract.", read: false, createdAt: "2024-03-02 10:00:00" },
  { id: 6, memberId: 1004, title: "ยินดีต้อนรับ", body: "ยินดีต้อนรับสู่ Royal Play ขอให้สนุกกับเกมและโปรโมชันของเรา", titleEn: "Welcome", bodyEn: "Welcome to Royal Play. Enjoy our games and promotions.", read: false, createdAt: "2024-02-20 18:46:00" },
];

/** Whitelabel flag tree: parent nodes, each with its flags. */
export const SEED_WHITELABEL: { modId: string; enabled: boolean; children: { modId: string; enabled: boolean }[] }[] = [
  {
    modId: "REGISTRATION3",
    enabled: true,
    children: [
      { modId: "DIRECTREG3", enabled: true },
      { modId: "MOBILENUMREG3", enabled: true },
      { modId: "REGMOBVERF3", enabled: false },
      { modId: "MOBILENUMPASSREG3", enabled: true },
      { modId: "SHOWCAPTCHA3", enabled: true },
      /** SMS codes for registration through Firebase (simulated here) instead of the platform. */
      { modId: "FIREBASESMS3", enabled: false },
    ],
  },
  {
    modId: "LOGIN3",
    enabled: true,
    children: [
      { modId: "PWDEXPFORCECHANGE3", enabled: true },
      { modId: "MOBILEVERCODELOGIN3", enabled: true },
      { modId: "FREEPLAY3", enabled: true },
      { modId: "GOOGLELOGIN3", enabled: true },
      { modId: "FACEBOOKLOGIN3", enabled: true },
    ],
  },
  { modId: "MEMBERCENTER3", enabled: true, children: [{ modId: "REFERRAL3", enabled: true }] },
  {
    modId: "AGENTPROGRAM3",
    enabled: true,
    children: [
      { modId: "AGENTPOLICY3", enabled: true },
      { modId: "DIVIDEND3", enabled: true },
      { modId: "DAILYSAL3", enabled: true },
      { modId: "HOURSAL3", enabled: true },
      { modId: "REALTIMESAL3", enabled: true },
    ],
  },
];

export type SeedRegisterSetting = { field: string; enabled: boolean; required: boolean; minLength: number; maxLength: number; patternId: number };

/**
 * The default site's register settings, one row per setting-driven field of REGISTER_FIELDS (confirmPassword has none:
 * it must equal the password). `acceptedPattern` is PATTERNS[patternId] (server/register-patterns.ts).
 */
export const SEED_REGISTER_SETTINGS: SeedRegisterSetting[] = [
  { field: "username", enabled: true, required: true, minLength: 4, maxLength: 16, patternId: 1 },
  { field: "password", enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 5 },
  { field: "payeeName", enabled: true, required: true, minLength: 2, maxLength: 50, patternId: 17 },
  { field: "paymentPassword", enabled: false, required: false, minLength: 6, maxLength: 6, patternId: 6 },
  { field: "qqNum", enabled: false, required: false, minLength: 5, maxLength: 12, patternId: 6 },
  { field: "line", enabled: true, required: false, minLength: 3, maxLength: 30, patternId: 9 },
  { field: "whatsapp", enabled: false, required: false, minLength: 8, maxLength: 15, patternId: 6 },
  { field: "facebook", enabled: false, required: false, minLength: 3, maxLength: 50, patternId: 9 },
  { field: "wechat", enabled: false, required: false, minLength: 6, maxLength: 20, patternId: 9 },
  { field: "idNumber", enabled: false, required: false, minLength: 13, maxLength: 13, patternId: 6 },
  { field: "email", enabled: true, required: false, minLength: 6, maxLength: 50, patternId: 3 },
  { field: "mobileNum", enabled: true, required: true, minLength: 9, maxLength: 11, patternId: 6 },
  { field: "affiliateCode", enabled: true, required: false, minLength: 4, maxLength: 12, patternId: 4 },
  { field: "captcha", enabled: true, required: true, minLength: 4, maxLength: 4, patternId: 6 },
  { field: "recommenderId", enabled: true, required: false, minLength: 4, maxLength: 16, patternId: 4 },
  /** Checked only for its length (at most 255): the SMS code itself is checked against the outbox. */
  { field: "verificationCode", enabled: true, required: false, minLength: 1, maxLength: 255, patternId: 0 },
  { field: "referralCode", enabled: true, required: false, minLength: 4, maxLength: 20, patternId: 4 },
];

/** The seeded site configurations POST /dev/site switches between; "default" is the seed. */
export const SITE_VARIANTS = ["default", "mobile"] as const;
export type SiteVariant = (typeof SITE_VARIANTS)[number];

/** The registration flags each variant sets (the rest of the flag tree is left alone). */
export const SITE_VARIANT_FLAGS: Record<SiteVariant, Record<string, boolean>> = {
  /** Both variants offered, the password pair in both, no SMS code for registration by username. */
  default: { MOBILENUMREG3: true, MOBILENUMPASSREG3: true, REGMOBVERF3: false },
  /** Registration by mobile without a password pair; every registration needs an SMS code. */
  mobile: { MOBILENUMREG3: true, MOBILENUMPASSREG3: false, REGMOBVERF3: true },
};

/** The "mobile" site: real name, e-mail and LINE required, WhatsApp offered, no captcha, no recommender. */
const MOBILE_OVERRIDES: Record<string, Partial<SeedRegisterSetting>> = {
  payeeName: { enabled: true, required: true },
  email: { enabled: true, required: true },
  line: { enabled: true, required: true },
  whatsapp: { enabled: true, required: false },
  captcha: { enabled: false, required: false },
  recommenderId: { enabled: false, required: false },
};

export const SITE_VARIANT_SETTINGS: Record<SiteVariant, SeedRegisterSetting[]> = {
  default: SEED_REGISTER_SETTINGS,
  mobile: SEED_REGISTER_SETTINGS.map((setting) => ({ ...setting, ...MOBILE_OVERRIDES[setting.field] })),
};

/** Agents' invitation (affiliate) codes; domain null = valid on every domain of the site. */
export const SEED_AFFILIATE_CODES: { code: string; memberId: number; domain: string | null }[] = [
  { code: "AGENT01", memberId: 1002, domain: null },
  { code: "PARTNER9", memberId: 1003, domain: "partner.example" },
];

export const SEED_BANNERS: { id: number; groupName: string; url: string; linkageType: string | null; linkUrl: string | null }[] = [
  { id: 1, groupName: "w_home", url: "/media/banners/1.svg", linkageType: "URL", linkUrl: "/promotions?id=pr_welcome_7f3k2q" },
  { id: 2, groupName: "w_home", url: "/media/banners/2.svg", linkageType: null, linkUrl: null },
  { id: 3, groupName: "w_home", url: "/media/banners/3.svg", linkageType: "URL", linkUrl: "/register" },
];

/** The words drawn on a banner's picture (server/media/banner-art.ts), in Thai and English. */
export type BannerCopy = {
  kickerTh: string;
  kickerEn: string;
  titleTh: string;
  titleEn: string;
  subtitleTh: string;
  subtitleEn: string;
  actionTh: string;
  actionEn: string;
};

/** The copy of /media/banners/<n>.svg, n from 1: the first three are the seeded banners, the fourth is spare art. */
export const SEED_BANNER_COPY: BannerCopy[] = [
  {
    kickerTh: "สมาชิกใหม่",
    kickerEn: "NEW MEMBERS",
    titleTh: "โบนัสต้อนรับ 100%",
    titleEn: "100% welcome bonus",
    subtitleTh: "ฝากครั้งแรกรับโบนัสเพิ่มเท่าตัว สูงสุด ฿1,000",
    subtitleEn: "Double your first deposit, up to ฿1,000",
    actionTh: "รับโบนัส",
    actionEn: "Claim bonus",
  },
  {
    kickerTh: "คาสิโนสด",
    kickerEn: "LIVE CASINO",
    titleTh: "คาสิโนสดทุกคืน",
    titleEn: "Live casino every night",
    subtitleTh: "บาคาร่า รูเล็ต เสือมังกร กับดีลเลอร์สดตลอด 24 ชั่วโมง",
    subtitleEn: "Baccarat, roulette and dragon tiger with live dealers, 24 hours a day",
    actionTh: "เข้าโต๊ะเลย",
    actionEn: "Take a seat",
  },
  {
    kickerTh: "สล็อต",
    kickerEn: "SLOTS",
    titleTh: "คืนยอดเสียสล็อต 1.2%",
    titleEn: "1.2% slots rebate",
    subtitleTh: "รับเงินคืนทุกวัน ไม่มีขั้นต่ำ ถอนได้ทันที",
    subtitleEn: "Cash back every day, no minimum, ready to withdraw",
    actionTh: "สมัครสมาชิก",
    actionEn: "Join now",
  },
  {
    kickerTh: "กีฬา",
    kickerEn: "SPORTS",
    titleTh: "ไทยลีกและฟุตบอลโลก",
    titleEn: "Thai League and world football",
    subtitleTh: "ราคาดีที่สุด เดิมพันสดระหว่างเกม จ่ายเร็ว",
    subtitleEn: "Top odds, in-play betting and fast payouts",
    actionTh: "ดูราคาบอล",
    actionEn: "See the odds",
  },
];

export type SeedNotice = {
  id: number;
  kind: "player" | "popup" | "promotion";
  titleTh: string;
  titleEn: string;
  contentTh: string;
  contentEn: string;
  promotionType: string | null;
  execution: "A" | "B" | "F" | null;
};

export const SEED_NOTICES: SeedNotice[] = [
  { id: 11, kind: "player", titleTh: "ยินดีต้อนรับสู่ Royal Play ฝากถอนออโต้ตลอด 24 ชั่วโมง", titleEn: "Welcome to Royal Play: automatic deposits and withdrawals, 24 hours a day", contentTh: "<p>สมัครง่าย ฝากถอนไม่มีขั้นต่ำ ทีมงานดูแลตลอด 24 ชั่วโมงทาง LINE และแชทสด</p>", contentEn: "<p>Quick sign-up, no minimum deposit or withdrawal, and a support team on LINE and live chat around the clock.</p>", promotionType: null, execution: "B" },
  { id: 12, kind: "player", titleTh: "แจ้งปิดปรับปรุงระบบ คืนวันอาทิตย์ 02:00 - 04:00 น.", titleEn: "Scheduled maintenance: Sunday night, 02:00 to 04:00", contentTh: "<p>ระหว่างปรับปรุงจะฝากถอนและเข้าเกมไม่ได้ชั่วคราว ยอดเงินของท่านปลอดภัยทุกบาท ขออภัยในความไม่สะดวก</p>", contentEn: "<p>Deposits, withdrawals and games pause during the upgrade. Every baht of your balance is safe. We are sorry for the inconvenience.</p>", promotionType: null, execution: "B" },
  { id: 13, kind: "player", titleTh: "ฝากถอนรวดเร็วภายใน 1 นาที", titleEn: "Deposits and withdrawals within a minute", contentTh: "<p>รองรับทุกธนาคารและทรูมันนี่วอลเล็ท ฝากถอนภายใน <b>1 นาที</b></p>", contentEn: "<p>Every Thai bank and TrueMoney Wallet: money in and out within <b>1 minute</b>.</p>", promotionType: null, execution: "A" },
  { id: 14, kind: "player", titleTh: "ชวนเพื่อนรับค่าแนะนำ 10% ทุกยอดฝาก", titleEn: "Invite friends and earn 10% of every deposit", contentTh: "<p>แชร์ลิงก์แนะนำของท่าน รับค่าแนะนำ 10% จากยอดฝากของเพื่อนทุกครั้ง</p>", contentEn: "<p>Share your referral link and earn 10% of each deposit your friends make.</p>", promotionType: null, execution: "F" },
  { id: 21, kind: "popup", titleTh: "ระวังเว็บไซต์ปลอม", titleEn: "Beware of fake websites", contentTh: "<p>เจ้าหน้าที่ไม่มีนโยบายขอรหัสผ่านหรือรหัส OTP ของท่าน กรุณาเข้าเว็บไซต์จากลิงก์ทางการเท่านั้น และโอนเงินเข้าบัญชีที่แสดงในหน้าฝากเงินเท่านั้น</p>", contentEn: "<p>Our staff never ask for your password or OTP code. Use only the official link, and transfer only to the account shown on the deposit page.</p>", promotionType: null, execution: "B" },
  { id: 23, kind: "popup", titleTh: "โบนัสสมาชิกใหม่ 100%", titleEn: "100% welcome bonus", contentTh: '<p>ฝากครั้งแรกรับโบนัส 100% สูงสุด 1,000 บาท <a href="/promotions?id=pr_welcome_7f3k2q">ดูรายละเอียด</a></p>', contentEn: '<p>Get a 100% bonus on your first deposit, up to 1,000 THB. <a href="/promotions?id=pr_welcome_7f3k2q">Details</a></p>', promotionType: null, execution: "B" },
  { id: 31, kind: "promotion", titleTh: "โบนัสสมาชิกใหม่ 100%", titleEn: "100% welcome bonus", contentTh: "<p>ฝากครั้งแรกรับโบนัส 100% สูงสุด 1,000 บาท</p>", contentEn: "<p>First deposit bonus of 100%, up to 1,000 THB.</p>", promotionType: "newbie", execution: "B" },
  { id: 32, kind: "promotion", titleTh: "คืนยอดเสียสล็อต 1.2%", titleEn: "1.2% slots rebate", contentTh: "<p>รับเงินคืนทุกวันจากเกมสล็อต</p>", contentEn: "<p>Daily rebate on slot games.</p>", promotionType: "rebate", execution: "B" },
];
