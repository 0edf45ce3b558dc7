// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Consolidated, type ContractPaymentRow } from "../../contract";
import { CONTRACT_RULES } from "../../contract/agent";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { periodStart } from "../../server/agents/periods";
import { checkRate, wageOf } from "../../server/agents/rates";
import { settleContracts } from "../../server/agents/settlement";
import { get, makeServer, post, tokenFor } from "./helpers";
import { expectLedgerConsistent } from "./ledger-invariants";
import { launchTicket, mainBalance, money } from "./wallet-helpers";
import { contractCall, expectSettlementsMatchLedger, ID, registerDownline, tokenOf, valueOf } from "./agents-helpers";

const FIVE_MINUTES = 5 * 60_000;

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

/** The member plays the demo game: `stakes` spins, answering the total stake and payout in satang. */
async function play(memberId: number, stakes: string[]): Promise<{ stake: number; payout: number }> {
  const ticket = await launchTicket(server, memberId);
  let stake = 0;
  let payout = 0;
  for (const s of stakes) {
    const spin = await money(server, calls.demoGameSpin.path, { ticket, stake: s }, undefined);
    expect(spin.json?.success, spin.text).toBe(true);
    const value = spin.json?.value as { stake: number; payout: number };
    stake += Math.round(value.stake * 100);
    payout += Math.round(value.payout * 100);
  }
  return { stake, payout };
}

async function payments(token: string, kind?: string): Promise<ContractPaymentRow[]> {
  const answer = await get(server, `${calls.contractPayments.path}${kind ? `?type=${kind}` : ""}`, { token });
  expect(answer.json?.success, answer.text).toBe(true);
  return (answer.json?.value as { content: ContractPaymentRow[] }).content;
}

const settlementCount = async () => Number((await server.db.execute("SELECT COUNT(*) AS n FROM agent_settlements")).rows[0]?.n);

describe("real-time wages", () => {
  it("pays the holder (the downline who accepted) its team's betting times the rate five simulated minutes after play, once, into wallet and records; the top's contracts are paid by the house", async () => {
    const agent = await tokenOf(server, "agent");
    // The agent funds player2 (a direct downline) and offers a real-time contract; player2 accepts.
    const funded = await money(server, calls.transferToDownline.path, { downlineId: ID.player2, amount: "500" }, agent);
    expect(funded.json?.value).toMatchObject({ amount: 500, downlineName: "player2" });
    const offered = valueOf(await contractCall(server, agent, "realtime", { action: "offer", downlineId: ID.player2, rate: "1.25" })).contract!;
    const player2 = await tokenOf(server, "player2");
    expect((await contractCall(server, player2, "realtime", { action: "accept", contractId: offered.id, version: 1 })).json?.success).toBe(true);

    const start = await mainBalance(server, player2);
    const played = await play(ID.player2, ["100", "60"]);
    const agentBefore = await mainBalance(server, agent);
    const seeded = await settlementCount();
    await post(server, "/dev/clock", { advanceMs: FIVE_MINUTES });

    const wage = wageOf(played.stake, 125);
    expect(wage).toBe(200);
    // player2 (the holder) is paid on top of the game result; the agent is the top, so the house pays and the agent's wallet stays.
    expect(await mainBalance(server, agent)).toBeCloseTo(agentBefore, 2);
    expect(await mainBalance(server, player2)).toBeCloseTo(start + (played.payout - played.stake + wage) / 100, 2);
    const agentsView = (await payments(agent, "realtime")).filter((p) => p.contractId === offered.id);
    expect(agentsView).toHaveLength(1);
    expect(agentsView[0]).toMatchObject({ kind: "realtime", contractId: offered.id, holderId: ID.player2, holderName: "player2", role: "paid", basis: 160, rate: 1.25, amount: 2, fromUpline: 0, fromHouse: 2 });
    expect(await payments(player2, "realtime")).toMatchObject([{ contractId: offered.id, role: "received", amount: 2, fromHouse: 2 }]);
    // The note in the request's language (not the ledger's raw memo).
    const bonus = await get(server, `${calls.bonusDetails.path}?type=wage`, { token: player2, headers: { Language: "EN" } });
    expect((bonus.json?.value as { content: { amount: number; memo: string }[] }).content).toMatchObject([{ amount: 2, memo: `Real-time salary contract #${offered.id}, agent to player2` }]);
    const agentsWages = await get(server, `${calls.bonusDetails.path}?type=wage`, { token: agent });
    expect((agentsWages.json?.value as { content: unknown[] }).content).toEqual([]);

    // Running the job again, several times at once, and advancing further pays nothing more.
    await Promise.all([post(server, "/dev/agents/settle", {}), post(server, "/dev/agents/settle", {}), settleContracts(server.db, server.clock.now())]);
    await post(server, "/dev/clock", { advanceMs: FIVE_MINUTES });
    expect(await settlementCount()).toBe(seeded + 1);
    expect(await mainBalance(server, player2)).toBeCloseTo(start + (played.payout - played.stake + wage) / 100, 2);
    await expectLedgerConsistent(server.db);
    await expectSettlementsMatchLedger(server);
  });

  it("pays each holder on its whole team's betting, its upline paying out of its own wage (differential); the house pays only the top", async () => {
    // player4 is below subagent3, who holds real-time 1.00 % from subagent, who holds real-time 1.50 % from agent (the top).
    const played = await play(ID.player4, ["100", "100", "50"]);
    expect(played.stake).toBe(25_000);
    const sub3 = await mainBalance(server, await tokenOf(server, "subagent3"));
    const sub = await mainBalance(server, await tokenOf(server, "subagent"));
    const top = await mainBalance(server, await tokenOf(server, "agent"));
    const houseBefore = Number((await server.db.execute("SELECT SUM(amount_minor) AS s FROM ledger_entries WHERE account = 'house:bonus'")).rows[0]?.s);
    await post(server, "/dev/clock", { advanceMs: FIVE_MINUTES });
    // subagent3 earns 1 % of 250.00 = 2.50 (contract 3), paid by subagent; subagent earns 1.5 % = 3.75 (contract 1) from
    // the house and keeps 3.75 - 2.50 = 1.25; agent, the top, neither earns nor pays; the house pays 3.75 in all.
    expect(await mainBalance(server, await tokenOf(server, "subagent3"))).toBeCloseTo(sub3 + 2.5, 2);
    expect(await mainBalance(server, await tokenOf(server, "subagent"))).toBeCloseTo(sub + 1.25, 2);
    expect(await mainBalance(server, await tokenOf(server, "agent"))).toBeCloseTo(top, 2);
    const houseAfter = Number((await server.db.execute("SELECT SUM(amount_minor) AS s FROM ledger_entries WHERE account = 'house:bonus'")).rows[0]?.s);
    expect(houseAfter - houseBefore).toBe(-375);
    const subagent = await tokenOf(server, "subagent");
    const fresh = (await payments(subagent, "realtime")).filter((p) => p.periodStart >= new Date(periodStart("5min", server.clock.now() - FIVE_MINUTES)).toISOString());
    expect(fresh.map((p) => [p.role, p.holderName, p.amount, p.fromUpline, p.fromHouse]).sort()).toEqual([
      ["paid", "subagent3", 2.5, 2.5, 0],
      ["received", "subagent", 3.75, 0, 3.75],
    ]);
    const today = new Date(server.clock.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const revenue = await get(server, `${calls.revenueReport.path}?start=${today}&end=${today}`, { token: subagent });
    expect((revenue.json?.value as { content: unknown[] }).content).toEqual([{ date: today, earned: 3.75, paidOut: 2.5, dividend: 0, daily: 0, hourly: 0, realtime: 1.25, total: 1.25 }]);
    await expectLedgerConsistent(server.db);
    await expectSettlementsMatchLedger(server);
  });

  it("pays nothing on a contract that is only offered; the holder above still earns on that play", async () => {
    const played = await play(ID.player3, ["100"]); // contract 6 (subagent to player3) is still only offered
    const seeded = await settlementCount();
    const player3 = await tokenOf(server, "player3");
    const before = await mainBalance(server, player3);
    const sub = await mainBalance(server, await tokenOf(server, "subagent"));
    const top = await mainBalance(server, await tokenOf(server, "agent"));
    await post(server, "/dev/clock", { advanceMs: FIVE_MINUTES });
    const offeredShare = await server.db.execute("SELECT COUNT(*) AS n FROM agent_settlements WHERE holder_id = 1012");
    expect(Number(offeredShare.rows[0]?.n)).toBe(0);
    expect(await mainBalance(server, player3)).toBeCloseTo(before, 2);
    // subagent (holding contract 1 from agent) earns on player3's betting: player3 is in subagent's team; agent pays nothing.
    expect(await mainBalance(server, await tokenOf(server, "subagent"))).toBeCloseTo(sub + wageOf(played.stake, 150) / 100, 2);
    expect(await mainBalance(server, await tokenOf(server, "agent"))).toBeCloseTo(top, 2);
    expect(await settlementCount()).toBe(seeded + 1);
  });
});

describe("salaries and dividends on their periods", () => {
  it("pays hourly and daily salaries when the hour and the Bangkok day end", async () => {
    // Start just after a Bangkok midnight (17:00 UTC), so the hour below never crosses a day's end, whenever it runs.
    const day = 24 * 60 * 60_000;
    const untilBangkokMidnight = day - ((server.clock.now() + 7 * 60 * 60_000) % day);
    await post(server, "/dev/clock", { advanceMs: untilBangkokMidnight + 60_000 });
    let agent = await tokenOf(server, "agent");
    const subagent2 = await tokenOf(server, "subagent2");
    // subagent2 holds hourly 0.80 % (contract 4) from agent; agent gives them daily 1.00 % too.
    const daily = valueOf(await contractCall(server, agent, "daily", { action: "offer", downlineId: ID.subagent2, rate: "1" })).contract!;
    expect((await contractCall(server, subagent2, "daily", { action: "accept", contractId: daily.id, version: 1 })).json?.success).toBe(true);
    const since = server.clock.now();
    const fresh = async (token: string, kind: string) => (await payments(token, kind)).filter((p) => Date.parse(p.periodEnd) > since);
    const played = await play(ID.player5, ["200"]);
    await post(server, "/dev/clock", { advanceMs: 60 * 60_000 });
    const hourly = await fresh(agent, "hourly");
    expect(hourly).toMatchObject([{ contractId: 4, holderName: "subagent2", amount: wageOf(played.stake, 80) / 100, role: "paid" }]);
    expect(await fresh(subagent2, "hourly")).toMatchObject([{ contractId: 4, role: "received", amount: wageOf(played.stake, 80) / 100 }]);
    expect(await fresh(agent, "daily")).toHaveLength(0);
    await post(server, "/dev/clock", { advanceMs: 24 * 60 * 60_000 });
    agent = await tokenOf(server, "agent"); // the session expired over the simulated day
    expect(await fresh(agent, "daily")).toMatchObject([{ contractId: daily.id, amount: wageOf(played.stake, 100) / 100, role: "paid" }]);
    expect(await fresh(agent, "hourly")).toHaveLength(1);
    await expectLedgerConsistent(server.db);
    await expectSettlementsMatchLedger(server);
  });

  it("pays a dividend on the team's net loss when the Bangkok week ends, once", async () => {
    const subagent2 = await tokenOf(server, "subagent2");
    const agent = await tokenOf(server, "agent");
    expect((await contractCall(server, subagent2, "dividend", { action: "accept", contractId: 5, version: 1 })).json?.success).toBe(true);
    const played = await play(ID.player5, ["100", "100", "100", "100", "100"]);
    const netLoss = played.stake - played.payout;
    const weekEnd = periodStart("week", server.clock.now()) + 7 * 24 * 60 * 60_000;
    await settleContracts(server.db, weekEnd - 1);
    expect(await payments(agent, "dividend")).toHaveLength(0);
    await settleContracts(server.db, weekEnd);
    await settleContracts(server.db, weekEnd + 1);
    const paid = await server.db.execute("SELECT amount_minor, basis_minor, holder_id, upline_id FROM agent_settlements WHERE kind = 'dividend'");
    if (netLoss > 0) {
      expect(paid.rows.map((r) => [Number(r.basis_minor), Number(r.amount_minor), Number(r.holder_id), Number(r.upline_id)])).toEqual([[netLoss, wageOf(netLoss, 2000), ID.subagent2, ID.agent]]);
    } else {
      expect(paid.rows).toEqual([]); // the team won: no dividend
    }
    await expectLedgerConsistent(server.db);
    await expectSettlementsMatchLedger(server);
  });
});

describe("periods and rates", () => {
  it("starts weeks on Bangkok Monday midnight and days on Bangkok midnight", () => {
    const wednesday = Date.UTC(2026, 10, 25, 12, 0); // 19:00 Bangkok, Wednesday 25 November 2026
    expect(new Date(periodStart("week", wednesday)).toISOString()).toBe("2026-11-22T17:00:00.000Z"); // Monday 23rd 00:00 +07
    expect(new Date(periodStart("day", Date.UTC(2026, 10, 25, 18, 0))).toISOString()).toBe("2026-11-25T17:00:00.000Z");
    expect(new Date(periodStart("5min", Date.UTC(2026, 10, 25, 12, 7, 30))).toISOString()).toBe("2026-11-25T12:05:00.000Z");
  });

  it("checks rates against each kind's range and decimals", () => {
    expect(checkRate("2", CONTRACT_RULES.realtime)).toEqual({ ok: true, rateCent: 200 });
    expect(checkRate("2.00", CONTRACT_RULES.realtime)).toEqual({ ok: true, rateCent: 200 });
    expect(checkRate("0.01", CONTRACT_RULES.realtime)).toEqual({ ok: true, rateCent: 1 });
    expect(checkRate("0.001", CONTRACT_RULES.realtime)).toEqual({ ok: false, problem: "decimals" });
    expect(checkRate("0", CONTRACT_RULES.realtime)).toEqual({ ok: false, problem: "range" });
    expect(checkRate("12.5", CONTRACT_RULES.dividend)).toEqual({ ok: true, rateCent: 1250 });
    expect(checkRate("12.55", CONTRACT_RULES.dividend)).toEqual({ ok: false, problem: "decimals" });
    expect(checkRate("51", CONTRACT_RULES.dividend)).toEqual({ ok: false, problem: "range" });
    expect(wageOf(16_000, 125)).toBe(200);
    expect(wageOf(99, 150)).toBe(1);
  });
});

describe("an agent's journey through the calls", () => {
  it("agent registers a downline, offers real-time salary, downline accepts and plays, five minutes later the downline is paid the wage", async () => {
    const agent = await tokenOf(server, "agent");
    const registered = await registerDownline(server, agent, { username: "journey1", password: "Journey123", isAgent: false });
    const downlineId = (registered.json?.value as { id: number }).id;
    expect((await money(server, calls.transferToDownline.path, { downlineId, amount: "300" }, agent)).json?.success).toBe(true);
    const offer = valueOf(await contractCall(server, agent, "realtime", { action: "offer", downlineId, rate: "2" })).contract!;

    const downline = await tokenFor(server, "journey1", "Journey123");
    expect(((await get(server, calls.consolidated.path, { token: downline })).json?.value as Consolidated).realtimesalreqtype).toBe(1);
    expect((await contractCall(server, downline, "realtime", { action: "accept", contractId: offer.id, version: offer.version })).json?.success).toBe(true);

    const launch = await get(server, `${calls.launchGame.path}?nodeId=1`, { token: downline });
    expect(launch.json?.success, launch.text).toBe(true);
    const ticket = new URL((launch.json?.value as { content: { game_url: string } }).content.game_url).searchParams.get("ticket");
    let staked = 0;
    let won = 0;
    for (const stake of ["25", "75"]) {
      const spin = await money(server, calls.demoGameSpin.path, { ticket, stake }, undefined);
      expect(spin.json?.success, spin.text).toBe(true);
      staked += Number(stake);
      won += (spin.json?.value as { payout: number }).payout;
    }
    const agentBefore = await mainBalance(server, agent);
    await post(server, "/dev/clock", { advanceMs: FIVE_MINUTES });

    // The downline (the holder) is paid stake x rate on top of their game result; agent is the top: the house pays.
    const wage = staked * 0.02;
    expect(wage).toBe(2);
    expect(await mainBalance(server, downline)).toBeCloseTo(300 - staked + won + wage, 2);
    expect(await mainBalance(server, agent)).toBeCloseTo(agentBefore, 2);
    const history = await get(server, `${calls.transactionHistory.path}?type=wage`, { token: downline });
    expect(history.json?.success, history.text).toBe(true);
    // Thai, as the request named no language.
    expect((history.json?.value as { content: unknown[] }).content).toMatchObject([{ kind: "wage", amount: wage, memo: `สัญญาค่าจ้างเรียลไทม์ #${offer.id} จาก agent ถึง journey1` }]);
    const agentHistory = await get(server, `${calls.transactionHistory.path}?type=wage`, { token: agent });
    expect((agentHistory.json?.value as { content: unknown[] }).content).toEqual([]);
    const agentsPayments = (await payments(agent, "realtime")).filter((p) => p.holderId === downlineId);
    expect(agentsPayments).toMatchObject([{ contractId: offer.id, role: "paid", holderName: "journey1", amount: wage, basis: staked, rate: 2, fromUpline: 0, fromHouse: wage }]);
    expect(await payments(downline, "realtime")).toMatchObject([{ contractId: offer.id, role: "received", amount: wage }]);

    // Paid once: the job again, several at once, and the next period add nothing.
    await Promise.all([post(server, "/dev/agents/settle", {}), settleContracts(server.db, server.clock.now()), settleContracts(server.db, server.clock.now())]);
    await post(server, "/dev/clock", { advanceMs: FIVE_MINUTES });
    expect(await mainBalance(server, await tokenFor(server, "journey1", "Journey123"))).toBeCloseTo(300 - staked + won + wage, 2);
    const settled = await server.db.execute({ sql: "SELECT COUNT(*) AS n FROM agent_settlements WHERE contract_id = ?", args: [offer.id] });
    expect(Number(settled.rows[0]?.n)).toBe(1);
    await expectLedgerConsistent(server.db);
    await expectSettlementsMatchLedger(server);
  });
});
