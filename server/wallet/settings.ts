import type { Lang } from "../lang";
import { pick } from "../lang";

/**
 * Minutes after payout at which an unconfirmed withdrawal counts as received (spec.md leaves the value open).
 * Setting: WITHDRAWAL_AUTO_RECEIPT_MINUTES (default 30).
 */
export function autoReceiptMinutes(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.WITHDRAWAL_AUTO_RECEIPT_MINUTES);
  return Number.isFinite(value) && value > 0 ? value : 30;
}

/** Withdrawal limits, minor units. */
export const WITHDRAW_MIN_MINOR = 100_00;
export const WITHDRAW_MAX_MINOR = 50_000_00;
export const WITHDRAWALS_PER_DAY = 5;
/** Bangkok is UTC+7 all year: "today" and record dates use it. */
export const SITE_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;

const BANK_NAMES = [
  { code: "KBANK", name: ["ธนาคารกสิกรไทย", "Kasikornbank"] },
  { code: "SCB", name: ["ธนาคารไทยพาณิชย์", "Siam Commercial Bank"] },
  { code: "BBL", name: ["ธนาคารกรุงเทพ", "Bangkok Bank"] },
  { code: "KTB", name: ["ธนาคารกรุงไทย", "Krungthai Bank"] },
] as const;

export const BANK_CODES: readonly string[] = BANK_NAMES.map((bank) => bank.code);

/** The banks a member may bind, named in the request's language. */
export function banks(lang: Lang): { code: string; name: string }[] {
  return BANK_NAMES.map((bank) => ({ code: bank.code, name: pick(lang, bank.name[0], bank.name[1]) }));
}

/** Game wallets of the demo merchant (account type ids; names in record-notes.ts); 0 is the main wallet. */
export const GAME_WALLETS = [{ accountTypeId: 101 }, { accountTypeId: 102 }] as const;
/** Setting: SINGLE_WALLET=on makes the merchant a single-wallet one (no game wallets). */
export const isSingleWallet = (env: NodeJS.ProcessEnv = process.env) => env.SINGLE_WALLET === "on";

type Channel = { id: string; minMinor: number; maxMinor: number; name: [string, string]; tutorial: [string[], string[]] };
const CHANNELS: Channel[] = [
  {
    id: "bank",
    minMinor: 100_00,
    maxMinor: 100_000_00,
    name: ["โอนผ่านธนาคาร", "Bank transfer"],
    tutorial: [
      ["กรอกจำนวนเงินและส่งคำขอ", "โอนเงินจากบัญชีที่ผูกไว้ตามจำนวนที่แจ้ง", "รอเจ้าหน้าที่ตรวจสอบ ยอดเงินจะเข้ากระเป๋าหลักเมื่ออนุมัติ"],
      ["Enter the amount and send the request", "Transfer that amount from your bound bank account", "Wait for staff to check it; the main wallet is credited on approval"],
    ],
  },
  {
    id: "promptpay",
    minMinor: 50_00,
    maxMinor: 50_000_00,
    name: ["พร้อมเพย์ QR", "PromptPay QR"],
    tutorial: [
      ["กรอกจำนวนเงินและส่งคำขอ", "สแกน QR ด้วยแอปธนาคาร", "ยอดเงินจะเข้าเมื่ออนุมัติ"],
      ["Enter the amount and send the request", "Scan the QR code with your banking app", "The wallet is credited on approval"],
    ],
  },
  {
    id: "truemoney",
    minMinor: 20_00,
    maxMinor: 20_000_00,
    name: ["ทรูมันนี่ วอลเล็ท", "TrueMoney Wallet"],
    tutorial: [
      ["กรอกจำนวนเงินและส่งคำขอ", "ชำระเงินในแอป TrueMoney", "ยอดเงินจะเข้าเมื่ออนุมัติ"],
      ["Enter the amount and send the request", "Pay in the TrueMoney app", "The wallet is credited on approval"],
    ],
  },
];

export function depositChannel(id: string): Channel | undefined {
  return CHANNELS.find((c) => c.id === id);
}

export function depositChannels(lang: Lang) {
  return CHANNELS.map((c) => ({ id: c.id, name: pick(lang, ...c.name), minAmount: c.minMinor / 100, maxAmount: c.maxMinor / 100, tutorial: pick(lang, ...c.tutorial) }));
}
