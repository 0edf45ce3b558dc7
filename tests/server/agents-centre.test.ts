// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ErrorCode, type Consolidated } from "../../contract";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { get, makeServer, post } from "./helpers";
import { expectLedgerConsistent } from "./ledger-invariants";
import { mainBalance, money, newKey } from "./wallet-helpers";
import { ID, tokenOf } from "./agents-helpers";

/** The seeded betting lies on 16-21 November 2026 (Bangkok). */
const SEEDED = "start=2026-11-16&end=2026-11-21";

let server: ReferenceServer;
beforeAll(async () => {
  server = await makeServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await post(server, "/dev/reset", {});
});

const value = async <T>(path: string, token: string): Promise<T> => {
  const answer = await get(server, path, { token, headers: { Language: "EN" } });
  expect(answer.json?.success, answer.text).toBe(true);
  return answer.json?.value as T;
};

describe("agent centre data", () => {
  it("overviews the whole team, four levels deep, with the seeded betting", async () => {
    const agent = await tokenOf(server, "agent");
    const overview = await value<Record<string, number>>(`${calls.teamOverview.path}?${SEEDED}`, agent);
    // subagent, player1, player2, subagent2, player3, subagent3, player4, player5.
    expect(overview).toMatchObject({ teamSize: 8, directCount: 3, agentCount: 3, memberCount: 5, activeBettors: 4, betCount: 48 });
    // The team's bets only (demo's seeded rebate bets are nobody's team).
    const stakes = await server.db.execute("SELECT SUM(stake_minor) AS s FROM bet_records WHERE member_id IN (1003, 1004, 1005, 1011, 1012, 1013, 1014, 1015)");
    expect(overview.betAmount).toBe(Number(stakes.rows[0]?.s) / 100);
    const sub = await value<Record<string, number>>(`${calls.teamOverview.path}?${SEEDED}`, await tokenOf(server, "subagent"));
    expect(sub).toMatchObject({ teamSize: 4, directCount: 3, activeBettors: 2 });
  });

  it("lists direct downlines with balances, betting, team sizes and open contracts; pages and filters", async () => {
    const agent = await tokenOf(server, "agent");
    const page = await value<{ content: { id: number; username: string; teamSize: number; isAgent: boolean; contracts: { kind: string; status: string }[] }[]; total: number }>(`${calls.downlines.path}?${SEEDED}`, agent);
    expect(page.total).toBe(3);
    expect(page.content.map((d) => d.username)).toEqual(["subagent2", "player2", "subagent"]);
    const subagent = page.content.find((d) => d.id === ID.subagent)!;
    expect(subagent).toMatchObject({ teamSize: 4, isAgent: true });
    expect(subagent.contracts.map((c) => `${c.kind}:${c.status}`).sort()).toEqual(["daily:active", "dividend:pending", "realtime:active"]);
    const second = await value<{ content: { username: string }[]; pageNum: number; totalPages: number }>(`${calls.downlines.path}?pageNo=2&pageSize=2`, agent);
    expect(second).toMatchObject({ pageNum: 2, totalPages: 2, content: [{ username: "subagent" }] });
    const filtered = await value<{ content: { username: string }[] }>(`${calls.downlines.path}?type=player`, agent);
    expect(filtered.content.map((d) => d.username)).toEqual(["player2"]);
  });

  it("answers statements, revenue, team transactions, team bets and announcements", async () => {
    const agent = await tokenOf(server, "agent");
    const statements = await value<{ content: { username: string; scope: string; betAmount: number }[]; sum: { betAmount: number } }>(`${calls.profitStatements.path}?${SEEDED}`, agent);
    expect(statements.content.map((r) => `${r.username}:${r.scope}`)).toEqual(["agent:self", "subagent:team", "player2:team", "subagent2:team"]);
    expect(statements.sum.betAmount).toBe(statements.content.reduce((s, r) => s + r.betAmount, 0));
    expect(statements.content.find((r) => r.username === "subagent")!.betAmount).toBeGreaterThan(0);

    const subagent = await tokenOf(server, "subagent");
    const revenue = await value<{ content: { date: string; realtime: number; daily: number; total: number }[]; sum: { earned: number; paidOut: number; total: number } }>(
      `${calls.revenueReport.path}?start=2026-11-16&end=2026-11-23`,
      subagent,
    );
    expect(revenue.content.length).toBeGreaterThan(0);
    // subagent's income, both sides: the wages it holds contracts for (from agent) less what it paid its own holder
    // (subagent3) out of them; the net is what the wage transactions moved in subagent's wallet.
    const earned = await server.db.execute("SELECT SUM(amount_minor) AS s FROM agent_settlements WHERE holder_id = 1003");
    const paidOut = await server.db.execute("SELECT SUM(upline_paid_minor) AS s FROM agent_settlements WHERE upline_id = 1003");
    expect(Number(paidOut.rows[0]?.s)).toBeGreaterThan(0);
    expect(Math.round(revenue.sum.earned * 100)).toBe(Number(earned.rows[0]?.s));
    expect(Math.round(revenue.sum.paidOut * 100)).toBe(Number(paidOut.rows[0]?.s));
    const net = await server.db.execute("SELECT SUM(e.amount_minor) AS s FROM ledger_entries e JOIN ledger_transactions t ON t.ref = e.tx_ref WHERE t.kind = 'wage' AND e.account = 'wallet' AND e.member_id = 1003");
    expect(Number(net.rows[0]?.s)).toBeGreaterThan(0);
    expect(Math.round(revenue.sum.total * 100)).toBe(Number(net.rows[0]?.s));

    const transactions = await value<{ content: { username: string; kind: string }[]; total: number }>(`${calls.downlineTransactions.path}?${SEEDED}&type=bet`, agent);
    expect(transactions.total).toBe(48);
    expect(new Set(transactions.content.map((t) => t.kind))).toEqual(new Set(["bet"]));
    const bets = await value<{ content: { username: string }[]; total: number }>(`${calls.teamBets.path}?${SEEDED}&type=player4`, agent);
    expect(bets.total).toBe(12);
    expect(new Set(bets.content.map((b) => b.username))).toEqual(new Set(["player4"]));

    const notices = await value<{ content: { title: string }[] }>(calls.agentAnnouncements.path, agent);
    expect(notices.content[0]?.title).toBe("New real-time wage rates");
    const thai = await get(server, calls.agentAnnouncements.path, { token: agent, headers: { Language: "TH" } });
    expect((thai.json?.value as { content: { title: string }[] }).content[0]?.title).toBe("อัตราค่าจ้างเรียลไทม์ใหม่");
  });

  it("refuses agent-centre calls to non-agents; a plain member gets a zero consolidated summary", async () => {
    const demo = await tokenOf(server, "demo");
    for (const path of [calls.teamOverview.path, calls.downlines.path, calls.agentAnnouncements.path, calls.profitStatements.path, calls.revenueReport.path, calls.downlineTransactions.path, calls.teamBets.path]) {
      const answer = await get(server, path, { token: demo, headers: { Language: "EN" } });
      expect(answer.status, path).toBe(403);
      expect(answer.json).toMatchObject({ errorCode: ErrorCode.agentOnly, message: "This function is for agents only" });
    }
    const consolidated = await value<Consolidated>(calls.consolidated.path, demo);
    expect(consolidated).toMatchObject({ dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 });
    expect(consolidated.realtimesalinfo).toMatchObject({ canOffer: false, own: null, maxOfferRate: 0 });
    // A member may hold a salary contract, so may see its payments.
    expect((await get(server, calls.contractPayments.path, { token: demo })).json?.success).toBe(true);
  });

  it("sums the seeded red badges per kind in the consolidated summary", async () => {
    const subagent = await value<Consolidated>(calls.consolidated.path, await tokenOf(server, "subagent"));
    expect(subagent).toMatchObject({ divtypereq: 1, realtimesalreqtype: 0, dailysalreqtype: 0 });
    expect(subagent.realtimesalinfo).toMatchObject({ own: { id: 1, status: "active", rate: 1.5 }, canOffer: true, maxOfferRate: 1.5 });
    expect(subagent.contracthoursalinfo).toMatchObject({ own: null, canOffer: false });
    const subagent3 = await value<Consolidated>(calls.consolidated.path, await tokenOf(server, "subagent3"));
    expect(subagent3.dailysalreqtype).toBe(1);
    const agent = await value<Consolidated>(calls.consolidated.path, await tokenOf(server, "agent"));
    expect(agent.divinfo).toMatchObject({ canOffer: true, maxOfferRate: 50 });
  });
});

describe("agent transfer to a direct downline", () => {
  it("moves money to a direct downline once per key and answers the amounts", async () => {
    const agent = await tokenOf(server, "agent");
    const before = await mainBalance(server, agent);
    const key = newKey();
    const first = await money(server, calls.transferToDownline.path, { downlineId: ID.player2, amount: "123.45" }, agent, key);
    expect(first.json?.value).toMatchObject({ amount: 123.45, balanceAfter: Math.round(before * 100 - 123_45) / 100, downlineId: ID.player2, downlineName: "player2" });
    const again = await money(server, calls.transferToDownline.path, { downlineId: ID.player2, amount: "123.45" }, agent, key);
    expect(again.json?.value).toEqual(first.json?.value);
    expect(await mainBalance(server, agent)).toBeCloseTo(before - 123.45, 2);
    expect(await mainBalance(server, await tokenOf(server, "player2"))).toBeCloseTo(123.45, 2);
    const history = await value<{ content: { kind: string; amount: number }[] }>(`${calls.transactionHistory.path}?type=downlineTransfer`, agent);
    expect(history.content[0]).toMatchObject({ kind: "downlineTransfer", amount: -123.45 });
    await expectLedgerConsistent(server.db);
  });

  it("refuses a non-downline, a grandchild, a non-agent sender, zero, too much and a missing key", async () => {
    const agent = await tokenOf(server, "agent");
    const stranger = await money(server, calls.transferToDownline.path, { downlineId: ID.demo, amount: "10" }, agent);
    expect(stranger.json).toMatchObject({ success: false, errorCode: ErrorCode.notDirectDownline, message: "This member is not your direct downline" });
    const thai = await money(server, calls.transferToDownline.path, { downlineId: ID.player1, amount: "10" }, agent, newKey(), "TH");
    expect(thai.json).toMatchObject({ errorCode: ErrorCode.notDirectDownline, message: "สมาชิกนี้ไม่ใช่ดาวน์ไลน์โดยตรงของคุณ" });
    expect((await money(server, calls.transferToDownline.path, { downlineId: ID.player2, amount: "0" }, agent)).json?.errorCode).toBe(ErrorCode.amountOutOfRange);
    expect((await money(server, calls.transferToDownline.path, { downlineId: ID.player2, amount: "999999" }, agent)).json?.errorCode).toBe(ErrorCode.insufficientBalance);
    expect((await money(server, calls.transferToDownline.path, { downlineId: ID.player2, amount: "10" }, agent, null)).json?.errorCode).toBe(ErrorCode.idempotencyKeyRequired);
    const player1 = await tokenOf(server, "player1");
    expect((await money(server, calls.transferToDownline.path, { downlineId: ID.player2, amount: "10" }, player1)).json?.errorCode).toBe(ErrorCode.agentOnly);
    const moved = await server.db.execute("SELECT COUNT(*) AS n FROM ledger_transactions WHERE kind = 'downlineTransfer'");
    expect(Number(moved.rows[0]?.n)).toBe(0);
  });
});
