import type { Hono } from "hono";
import { ErrorCode, MAIN_WALLET } from "../../contract";
import { failure, serveCall, success } from "../call-route";
import type { Deps } from "../context";
import { agentRow } from "../agents/members";
import { agentText } from "../agents/messages";
import { text } from "../messages";
import { hashNewPassword } from "../passwords";
import { regDate } from "../store/trials";
import { NICKNAME_PATTERN, textProblem } from "../text-field";
import { movementStatements, toMajor, toMinor, wallet } from "../wallet/ledger";
import { refuse, serveMoneyCall, sessionMember } from "../wallet/money-call";
import { memberRow, walletBalances } from "../wallet/store";

const USERNAME = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{6,20}$/;
/** A registered downline is a member (type 0) or, with `isAgent`, a sub-agent (type 2). */
const MEMBER_TYPE = 0;
const SUB_AGENT_TYPE = 2;

const isUniqueClash = (error: unknown) => error instanceof Error && /UNIQUE/i.test(error.message);

/** An agent registers a downline under themselves; an agent transfers to a direct downline. */
export function agentTeamRoutes(app: Hono, deps: Deps): void {
  const { db } = deps;

  serveCall(app, deps, "registerDownline", async ({ c, body, lang }) => {
    const agent = await agentRow(db, c.get("member").memberId);
    if (!agent) return failure(403, ErrorCode.agentOnly, agentText(lang, "agentOnly"));
    const username = body.username.trim();
    if (!USERNAME.test(username)) return failure(400, ErrorCode.fieldInvalid, agentText(lang, "usernameRule"), { field: "username", rule: "pattern" });
    if (!PASSWORD.test(body.password)) return failure(400, ErrorCode.fieldInvalid, agentText(lang, "passwordRule"), { field: "password", rule: "pattern" });
    const nickname = body.nickname?.trim() || null;
    if (nickname !== null && textProblem(nickname, { pattern: NICKNAME_PATTERN, max: 30 })) {
      return failure(400, ErrorCode.fieldInvalid, agentText(lang, "nicknameRule"), { field: "nickname", rule: "pattern" });
    }
    const type = body.isAgent ? SUB_AGENT_TYPE : MEMBER_TYPE;
    const hash = await hashNewPassword(body.password);
    try {
      const [inserted] = await db.batch(
        [
          { sql: "INSERT INTO members (username, password_hash, type, nickname, upline_id, reg_date) VALUES (?, ?, ?, ?, ?, ?) RETURNING id", args: [username, hash, type, nickname, agent.id, regDate(deps.clock.now())] },
          { sql: "INSERT INTO accounts (member_id, account_type_id, balance_minor) SELECT id, 0, 0 FROM members WHERE username = ?", args: [username] },
        ],
        "write",
      );
      return success({ id: Number(inserted?.rows[0]?.id), username, type });
    } catch (error) {
      if (isUniqueClash(error)) return failure(409, ErrorCode.usernameTaken, text(lang, "usernameTaken"));
      throw error;
    }
  });

  serveMoneyCall(app, "transferToDownline", deps, {
    member: sessionMember,
    async plan({ body, lang, memberId, now }) {
      const agent = await agentRow(db, memberId);
      if (!agent) return failure(403, ErrorCode.agentOnly, agentText(lang, "agentOnly"));
      const downline = await memberRow(db, body.downlineId);
      if (!downline || downline.uplineId !== memberId) return failure(400, ErrorCode.notDirectDownline, agentText(lang, "notDirectDownline"));
      const minor = toMinor(body.amount);
      if (minor <= 0) return refuse(lang, 400, ErrorCode.amountOutOfRange, "amountZero");
      const main = (await walletBalances(db, memberId)).get(MAIN_WALLET) ?? 0;
      if (main < minor) return refuse(lang, 400, ErrorCode.insufficientBalance, "insufficientBalance");
      const { ref, statements } = movementStatements({
        kind: "downlineTransfer",
        memberId,
        at: now,
        memo: `to ${downline.username}`,
        legs: [wallet(memberId, MAIN_WALLET, -minor), wallet(downline.id, MAIN_WALLET, minor)],
      });
      return success({ statements, answer: { transactionId: ref, amount: toMajor(minor), balanceAfter: toMajor(main - minor), downlineId: downline.id, downlineName: downline.username } });
    },
  });
}
