import type { Hono } from "hono";
import { AGENT_TYPES, ErrorCode, MAIN_WALLET, TRIAL_TYPE } from "../../contract";
import { serveCall, success } from "../call-route";
import type { Deps } from "../context";
import { movementStatements, toMajor, toMinor, wallet, type Leg } from "../wallet/ledger";
import { refuse, serveMoneyCall, sessionMember } from "../wallet/money-call";
import { stakeRefusal } from "../safer-play/guard";
import { walletName } from "../wallet/record-notes";
import { GAME_WALLETS, isSingleWallet } from "../wallet/settings";
import { balancesAnswer, memberRow, walletBalances, walletTypes } from "../wallet/store";

/** Transfers between the member's wallets, recall, merchant wallet, transfer to upline. */
export function walletRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "merchantWallet", async ({ lang }) => {
    const ids = [MAIN_WALLET, ...(isSingleWallet() ? [] : GAME_WALLETS.map((w) => w.accountTypeId))];
    return success({ isSingle: isSingleWallet(), wallets: ids.map((accountTypeId) => ({ accountTypeId, name: walletName(lang, accountTypeId) })) });
  });

  serveMoneyCall(app, "walletTransfer", deps, {
    member: sessionMember,
    async plan({ body, lang, memberId, now }) {
      const types = walletTypes();
      if (!types.includes(body.fromAccountTypeId) || !types.includes(body.toAccountTypeId)) return refuse(lang, 400, ErrorCode.walletUnknown, "walletUnknown");
      if (body.fromAccountTypeId === body.toAccountTypeId) return refuse(lang, 400, ErrorCode.invalidRequest, "sameWallet");
      const minor = toMinor(body.amount);
      if (minor <= 0) return refuse(lang, 400, ErrorCode.amountOutOfRange, "amountZero");
      // Money moved into a game wallet is money to stake: not while a loss or wager limit is reached.
      if (body.toAccountTypeId !== MAIN_WALLET) {
        const atLimit = await stakeRefusal(deps.db, memberId, now, lang);
        if (atLimit) return atLimit;
      }
      const balances = await walletBalances(deps.db, memberId);
      if ((balances.get(body.fromAccountTypeId) ?? 0) < minor) return refuse(lang, 400, ErrorCode.insufficientBalance, "insufficientBalance");
      const { ref, statements } = movementStatements({
        kind: "transfer",
        memberId,
        at: now,
        memo: `${body.fromAccountTypeId}>${body.toAccountTypeId}`,
        legs: [wallet(memberId, body.fromAccountTypeId, -minor), wallet(memberId, body.toAccountTypeId, minor)],
      });
      balances.set(body.fromAccountTypeId, (balances.get(body.fromAccountTypeId) ?? 0) - minor);
      balances.set(body.toAccountTypeId, (balances.get(body.toAccountTypeId) ?? 0) + minor);
      return success({ statements, answer: { transactionId: ref, amount: toMajor(minor), balances: balancesAnswer(balances) } });
    },
  });

  serveMoneyCall(app, "recallBalance", deps, {
    member: sessionMember,
    async plan({ body, memberId, now }) {
      const balances = await walletBalances(deps.db, memberId);
      const legs: Leg[] = [];
      let recalled = 0;
      for (const [typeId, minor] of balances) {
        if (typeId === MAIN_WALLET || minor <= 0) continue;
        if (body.accountTypeId !== undefined && body.accountTypeId !== typeId) continue;
        legs.push(wallet(memberId, typeId, -minor));
        recalled += minor;
        balances.set(typeId, 0);
      }
      balances.set(MAIN_WALLET, (balances.get(MAIN_WALLET) ?? 0) + recalled);
      const statements = recalled > 0 ? movementStatements({ kind: "recall", memberId, at: now, legs: [...legs, wallet(memberId, MAIN_WALLET, recalled)] }).statements : [];
      return success({ statements, answer: { recalled: toMajor(recalled), balances: balancesAnswer(balances) } });
    },
  });

  serveMoneyCall(app, "transferToUpline", deps, {
    member: sessionMember,
    async plan({ body, lang, memberId, now }) {
      const member = await memberRow(deps.db, memberId);
      if (!member) throw new Error("session points at a missing member");
      if (member.type === TRIAL_TYPE) return refuse(lang, 403, ErrorCode.trialNotAllowed, "trialNotAllowed");
      if ((AGENT_TYPES as readonly number[]).includes(member.type)) return refuse(lang, 403, ErrorCode.noUpline, "agentsOnlyDownline");
      const upline = member.uplineId === null ? undefined : await memberRow(deps.db, member.uplineId);
      if (!upline) return refuse(lang, 400, ErrorCode.noUpline, "noUpline");
      const minor = toMinor(body.amount);
      if (minor <= 0) return refuse(lang, 400, ErrorCode.amountOutOfRange, "amountZero");
      const main = (await walletBalances(deps.db, memberId)).get(MAIN_WALLET) ?? 0;
      if (main < minor) return refuse(lang, 400, ErrorCode.insufficientBalance, "insufficientBalance");
      const { statements } = movementStatements({
        kind: "uplineTransfer",
        memberId,
        at: now,
        memo: `to ${upline.username}`,
        legs: [wallet(memberId, MAIN_WALLET, -minor), wallet(upline.id, MAIN_WALLET, minor)],
      });
      return success({ statements, answer: { amount: toMajor(minor), balanceAfter: toMajor(main - minor), uplineName: upline.username } });
    },
  });
}
