import type { Client, Row } from "@libsql/client";
import type { Hono } from "hono";
import { ErrorCode, MAIN_WALLET, TRIAL_TYPE, type WithdrawalInfo } from "../../contract";
import { failure, serveCall, success } from "../call-route";
import type { Deps } from "../context";
import { hashNewPassword } from "../passwords";
import { checkPaymentPassword } from "../payment-password";
import { toMajor, toMinor } from "../wallet/ledger";
import { withdrawalHeldStatements } from "../wallet/movements";
import { walletText } from "../wallet/messages";
import { refuse, serveMoneyCall, sessionMember } from "../wallet/money-call";
import { decodeProofs } from "../wallet/proofs";
import { NAME_PATTERN, textProblem } from "../text-field";
import { autoReceiptMinutes, BANK_CODES, banks, depositChannel, depositChannels, WITHDRAW_MAX_MINOR, WITHDRAW_MIN_MINOR, WITHDRAWALS_PER_DAY } from "../wallet/settings";
import { inboxNoticeStatement } from "../inbox/store";
import type { Lang } from "../lang";
import { siteClock } from "../security/channels";
import { securityText } from "../security/messages";
import { checkLoginPassword } from "../security/reauth";
import { depositRefusal } from "../safer-play/guard";
import { iso, memberRow, nextId, startOfSiteDay, walletBalances } from "../wallet/store";

const LIST_LIMIT = 20;

export function depositInfo(row: Row) {
  return {
    id: Number(row.id),
    channelId: String(row.channel_id),
    amount: toMajor(Number(row.amount_minor)),
    status: String(row.status) as "pending" | "approved" | "rejected",
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

export function withdrawalInfo(row: Row): WithdrawalInfo {
  const paidAt = row.paid_at === null ? null : Number(row.paid_at);
  const status = String(row.status) as WithdrawalInfo["status"];
  return {
    id: Number(row.id),
    amount: toMajor(Number(row.amount_minor)),
    status,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    paidAt: iso(paidAt),
    confirmBy: status === "paid" && paidAt !== null ? iso(paidAt + autoReceiptMinutes() * 60_000) : null,
    receivedAmount: row.received_minor === null ? null : toMajor(Number(row.received_minor)),
    remainingAmount: row.remaining_minor === null ? null : toMajor(Number(row.remaining_minor)),
  };
}

export async function findWithdrawal(db: Client, id: number) {
  const result = await db.execute({ sql: "SELECT * FROM withdrawal_requests WHERE id = ?", args: [id] });
  return result.rows[0];
}

const maskAccount = (n: string) => `${"*".repeat(Math.max(n.length - 4, 0))}${n.slice(-4)}`;

/** The inbox notice of a new binding, in both languages: the bank, the number masked, the name and the time. */
function bankBoundNotice(username: string, bank: { bankCode: string; accountNumber: string; accountName: string }, now: number) {
  const notice = (lang: Lang) => ({
    title: securityText(lang, "bankBoundTitle"),
    body: securityText(lang, "bankBoundBody", {
      bank: banks(lang).find((b) => b.code === bank.bankCode)?.name ?? bank.bankCode,
      masked: maskAccount(bank.accountNumber),
      name: bank.accountName,
      username,
      ...siteClock(now, lang),
    }),
  });
  return { TH: notice("TH"), EN: notice("EN") };
}

/** Deposits and withdrawals: requests the operator decides (dev routes), withdrawal confirmation. */
export function paymentRoutes(app: Hono, deps: Deps): void {
  const { db } = deps;

  serveCall(app, deps, "depositChannels", async ({ lang }) => success({ channels: depositChannels(lang) }));

  serveMoneyCall(app, "depositRequest", deps, {
    member: sessionMember,
    async plan({ body, lang, memberId, now, c }) {
      if (c.get("member").type === TRIAL_TYPE) return refuse(lang, 403, ErrorCode.trialNotAllowed, "trialNotAllowed");
      const channel = depositChannel(body.channelId);
      if (!channel) return refuse(lang, 400, ErrorCode.invalidRequest, "channelUnknown");
      const minor = toMinor(body.amount);
      if (minor < channel.minMinor || minor > channel.maxMinor) {
        return refuse(lang, 400, ErrorCode.amountOutOfRange, "amountOutOfRange", { min: channel.minMinor / 100, max: channel.maxMinor / 100 });
      }
      const overLimit = await depositRefusal(db, memberId, now, minor, lang);
      if (overLimit) return overLimit;
      const id = await nextId(db, "deposit_requests");
      return success({
        statements: [{ sql: "INSERT INTO deposit_requests (id, member_id, channel_id, amount_minor, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)", args: [id, memberId, channel.id, minor, now] }],
        answer: { id, channelId: channel.id, amount: toMajor(minor), status: "pending" as const, createdAt: new Date(now).toISOString() },
      });
    },
  });

  serveCall(app, deps, "deposits", async ({ c }) => {
    const result = await db.execute({ sql: "SELECT * FROM deposit_requests WHERE member_id = ? ORDER BY id DESC LIMIT ?", args: [c.get("member").memberId, LIST_LIMIT] });
    return success({ content: result.rows.map(depositInfo) });
  });

  serveCall(app, deps, "withdrawInfo", async ({ c, lang }) => {
    const memberId = c.get("member").memberId;
    const member = await memberRow(db, memberId);
    const bank = (await db.execute({ sql: "SELECT * FROM bank_accounts WHERE member_id = ?", args: [memberId] })).rows[0];
    const used = await db.execute({ sql: "SELECT COUNT(*) AS n FROM withdrawal_requests WHERE member_id = ? AND created_at >= ?", args: [memberId, startOfSiteDay(deps.clock.now())] });
    return success({
      bankAccount: bank
        ? { bankCode: String(bank.bank_code), bankName: banks(lang).find((b) => b.code === bank.bank_code)?.name ?? String(bank.bank_code), accountNumber: maskAccount(String(bank.account_number)), accountName: String(bank.account_name) }
        : null,
      hasPaymentPassword: Boolean(member?.paymentPasswordHash),
      minAmount: WITHDRAW_MIN_MINOR / 100,
      maxAmount: WITHDRAW_MAX_MINOR / 100,
      dailyCount: WITHDRAWALS_PER_DAY,
      usedToday: Number(used.rows[0]?.n ?? 0),
      autoReceiptMinutes: autoReceiptMinutes(),
      banks: banks(lang),
    });
  });

  /**
   * Binding the bank account every withdrawal goes to is a security change: the login password (the shared
   * re-authentication, counted and locked with every other check of it), then the payment password when one is set
   * (else the one given becomes it); the member hears of it in the inbox.
   */
  serveCall(app, deps, "bindBankAccount", async ({ c, body, lang }) => {
    const memberId = c.get("member").memberId;
    if (c.get("member").type === TRIAL_TYPE) return refuse(lang, 403, ErrorCode.trialNotAllowed, "trialNotAllowed");
    if (!BANK_CODES.includes(body.bankCode)) return refuse(lang, 400, ErrorCode.invalidRequest, "bankUnknown");
    const accountName = body.accountName.trim();
    if (textProblem(accountName, { pattern: NAME_PATTERN, min: 2, max: 60 })) {
      return failure(400, ErrorCode.fieldInvalid, walletText(lang, "accountNameInvalid"), { field: "accountName", rule: "pattern" });
    }
    const member = await memberRow(db, memberId);
    if (!member) throw new Error("session points at a missing member");
    const bound = await db.execute({ sql: "SELECT 1 FROM bank_accounts WHERE member_id = ?", args: [memberId] });
    if (bound.rows.length > 0) return refuse(lang, 409, ErrorCode.requestClosed, "bankAccountBound");
    const reauth = await checkLoginPassword(db, memberId, body.loginPassword, lang, deps.clock.now);
    if (!reauth.ok) return reauth;
    if (member.paymentPasswordHash) {
      const checked = await checkPaymentPassword(db, memberId, body.paymentPassword, member.paymentPasswordHash, lang, deps.clock.now);
      if (!checked.ok) return checked;
    }
    const hash = member.paymentPasswordHash ?? (await hashNewPassword(body.paymentPassword));
    const now = deps.clock.now();
    const [inserted] = await db.batch(
      [
        { sql: "INSERT OR IGNORE INTO bank_accounts (member_id, bank_code, account_number, account_name, bound_at) VALUES (?, ?, ?, ?, ?)", args: [memberId, body.bankCode, body.accountNumber, accountName, now] },
        // Only with the binding: a racing second binding that lost changes neither the payment password nor the inbox.
        { sql: "UPDATE members SET payment_password_hash = ? WHERE id = ? AND changes() = 1", args: [hash, memberId] },
      ],
      "write",
    );
    if (inserted?.rowsAffected !== 1) return refuse(lang, 409, ErrorCode.requestClosed, "bankAccountBound");
    await db.execute(inboxNoticeStatement(memberId, bankBoundNotice(c.get("member").username, { bankCode: body.bankCode, accountNumber: body.accountNumber, accountName }, now), now));
    return success(null);
  });

  serveMoneyCall(app, "withdrawRequest", deps, {
    async member(input) {
      // The payment password is checked before the serialized part: scrypt takes tens of milliseconds.
      const { c, body, lang } = input;
      const memberId = c.get("member").memberId;
      if (c.get("member").type === TRIAL_TYPE) return refuse(lang, 403, ErrorCode.trialNotAllowed, "trialNotAllowed");
      const member = await memberRow(db, memberId);
      const bank = await db.execute({ sql: "SELECT 1 FROM bank_accounts WHERE member_id = ?", args: [memberId] });
      if (!member?.paymentPasswordHash || bank.rows.length === 0) return refuse(lang, 400, ErrorCode.bankAccountRequired, "bankAccountRequired");
      const checked = await checkPaymentPassword(db, memberId, body.paymentPassword, member.paymentPasswordHash, lang, deps.clock.now);
      if (!checked.ok) return checked;
      return success(memberId);
    },
    async plan({ body, lang, memberId, now }) {
      const minor = toMinor(body.amount);
      if (minor < WITHDRAW_MIN_MINOR || minor > WITHDRAW_MAX_MINOR) {
        return refuse(lang, 400, ErrorCode.amountOutOfRange, "amountOutOfRange", { min: WITHDRAW_MIN_MINOR / 100, max: WITHDRAW_MAX_MINOR / 100 });
      }
      const used = await db.execute({ sql: "SELECT COUNT(*) AS n FROM withdrawal_requests WHERE member_id = ? AND created_at >= ?", args: [memberId, startOfSiteDay(now)] });
      if (Number(used.rows[0]?.n ?? 0) >= WITHDRAWALS_PER_DAY) return refuse(lang, 400, ErrorCode.dailyLimitReached, "dailyLimitReached");
      const main = (await walletBalances(db, memberId)).get(MAIN_WALLET) ?? 0;
      if (main < minor) return refuse(lang, 400, ErrorCode.insufficientBalance, "insufficientBalance");
      const id = await nextId(db, "withdrawal_requests");
      return success({
        statements: [
          { sql: "INSERT INTO withdrawal_requests (id, member_id, amount_minor, status, created_at) VALUES (?, ?, ?, 'pending', ?)", args: [id, memberId, minor, now] },
          ...withdrawalHeldStatements(memberId, id, minor, now),
        ],
        answer: { id, amount: toMajor(minor), status: "pending" as const, createdAt: new Date(now).toISOString(), paidAt: null, confirmBy: null, receivedAmount: null, remainingAmount: null },
      });
    },
  });

  serveCall(app, deps, "withdrawals", async ({ c }) => {
    const result = await db.execute({ sql: "SELECT * FROM withdrawal_requests WHERE member_id = ? ORDER BY id DESC LIMIT ?", args: [c.get("member").memberId, LIST_LIMIT] });
    return success({ content: result.rows.map(withdrawalInfo) });
  });

  serveMoneyCall(app, "confirmWithdrawal", deps, {
    member: sessionMember,
    async plan({ body, lang, memberId, now }) {
      const row = await findWithdrawal(db, body.withdrawalId);
      if (!row || Number(row.member_id) !== memberId) return refuse(lang, 404, ErrorCode.requestNotFound, "requestNotFound");
      if (String(row.status) !== "paid") return refuse(lang, 409, ErrorCode.requestClosed, "requestClosed");
      const amountMinor = Number(row.amount_minor);
      let status: WithdrawalInfo["status"] = "confirmed";
      let received: number | null = amountMinor;
      let remaining: number | null = 0;
      const statements = [];
      if (body.kind === "receivedAmount" || body.kind === "remainingAmount") {
        if (!body.amount) return refuse(lang, 400, ErrorCode.invalidRequest, "amountRequired");
        const stated = toMinor(body.amount);
        if (stated > amountMinor) return refuse(lang, 400, ErrorCode.amountOutOfRange, "amountOutOfRange", { min: 0, max: amountMinor / 100 });
        received = body.kind === "receivedAmount" ? stated : amountMinor - stated;
        remaining = amountMinor - received;
        status = remaining === 0 ? "confirmed" : "partial";
      } else if (body.kind === "notReceived") {
        const proofs = decodeProofs(body.proofs ?? []);
        if (!proofs) return failure(400, ErrorCode.proofInvalid, walletText(lang, "proofInvalid"));
        if (proofs.length === 0) return failure(400, ErrorCode.proofInvalid, walletText(lang, "proofRequired"));
        status = "disputed";
        received = 0;
        remaining = amountMinor;
        for (const proof of proofs) {
          statements.push({ sql: "INSERT INTO withdrawal_proofs (withdrawal_id, file_name, content_type, data) VALUES (?, ?, ?, ?)", args: [body.withdrawalId, proof.fileName, proof.contentType, proof.data] });
        }
      }
      statements.unshift({
        sql: "UPDATE withdrawal_requests SET status = ?, confirmed_at = ?, received_minor = ?, remaining_minor = ? WHERE id = ? AND status = 'paid'",
        args: [status, now, received, remaining, body.withdrawalId],
      });
      return success({ statements, answer: withdrawalInfo({ ...row, status, received_minor: received, remaining_minor: remaining } as unknown as Row) });
    },
  });
}

/** Paid withdrawals not confirmed within the auto-receipt minutes count as received (run by the server clock). */
export async function autoConfirmWithdrawals(db: Client, now: number): Promise<void> {
  await db.execute({
    sql: "UPDATE withdrawal_requests SET status = 'autoConfirmed', confirmed_at = ?, received_minor = amount_minor, remaining_minor = 0 WHERE status = 'paid' AND paid_at <= ?",
    args: [now, now - autoReceiptMinutes() * 60_000],
  });
}
