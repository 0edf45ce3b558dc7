// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ErrorCode, type Consolidated } from "../../contract";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { get, login, makeServer, post } from "./helpers";
import { contractCall, ID, registerDownline, tokenOf, valueOf } from "./agents-helpers";

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

describe("contract offers: who may offer what to whom", () => {
  it("lets an agent offer a real-time contract to a direct downline; the downline sees it waiting and accepts", async () => {
    const agent = await tokenOf(server, "agent");
    const offer = await contractCall(server, agent, "realtime", { action: "offer", downlineId: ID.player2, rate: "1.25" });
    expect(offer.json?.success, offer.text).toBe(true);
    const offered = valueOf(offer).contract!;
    expect(offered).toMatchObject({ kind: "realtime", uplineId: ID.agent, downlineId: ID.player2, rate: 1.25, status: "pending", version: 1, role: "upline", awaitingMe: false, actions: ["withdraw"] });

    const player2 = await tokenOf(server, "player2");
    const consolidated = (await get(server, calls.consolidated.path, { token: player2 })).json?.value as Consolidated;
    expect(consolidated.realtimesalreqtype).toBe(1);
    expect(consolidated.realtimesalinfo.own).toMatchObject({ id: offered.id, status: "pending", rate: 1.25 });
    const list = valueOf(await contractCall(server, player2, "realtime", { action: "list" }));
    expect(list.contracts.find((c) => c.id === offered.id)).toMatchObject({ role: "downline", awaitingMe: true, actions: ["accept", "reject"] });

    const accepted = await contractCall(server, player2, "realtime", { action: "accept", contractId: offered.id, version: 1 });
    expect(accepted.json?.success, accepted.text).toBe(true);
    expect(valueOf(accepted).contract).toMatchObject({ status: "active", version: 2, actions: ["requestTermination"] });
    expect(((await get(server, calls.consolidated.path, { token: player2 })).json?.value as Consolidated).realtimesalreqtype).toBe(0);
  });

  it("refuses a rate out of range, with too many decimals, and above the offering agent's own rate", async () => {
    const agent = await tokenOf(server, "agent");
    const high = await contractCall(server, agent, "realtime", { action: "offer", downlineId: ID.player2, rate: "2.01" });
    expect(high.json).toMatchObject({ success: false, errorCode: ErrorCode.rateOutOfRange, message: "The rate must be between 0.01% and 2%" });
    const zero = await contractCall(server, agent, "realtime", { action: "preview", downlineId: ID.player2, rate: "0" });
    expect(zero.json?.errorCode).toBe(ErrorCode.rateOutOfRange);
    const decimals = await contractCall(server, agent, "realtime", { action: "offer", downlineId: ID.player2, rate: "1.255" });
    expect(decimals.json).toMatchObject({ success: false, errorCode: ErrorCode.rateTooManyDecimals, message: "The rate may have at most 2 decimals" });
    const dividendDecimals = await contractCall(server, agent, "dividend", { action: "offer", downlineId: ID.subagent2, rate: "20.25" });
    expect(dividendDecimals.json?.errorCode).toBe(ErrorCode.rateTooManyDecimals);
    const thai = await contractCall(server, agent, "realtime", { action: "offer", downlineId: ID.player2, rate: "5" }, "TH");
    expect(thai.json?.message).toBe("อัตราต้องอยู่ระหว่าง 0.01% ถึง 2%");
    // subagent holds real-time at 1.50 %: they may not offer more.
    const subagent = await tokenOf(server, "subagent");
    const above = await contractCall(server, subagent, "realtime", { action: "offer", downlineId: ID.player1, rate: "1.6" });
    expect(above.json).toMatchObject({ errorCode: ErrorCode.rateAboveOwn, value: { max: 1.5 } });
    // subagent holds no hourly contract: they may not offer one.
    const none = await contractCall(server, subagent, "hourly", { action: "offer", downlineId: ID.player1, rate: "0.5" });
    expect(none.json?.errorCode).toBe(ErrorCode.rateAboveOwn);
    const rows = await server.db.execute("SELECT COUNT(*) AS n FROM agent_contracts WHERE status = 'pending' AND downline_id IN (1005, 1004)");
    expect(Number(rows.rows[0]?.n)).toBe(0);
  });

  it("refuses offers to anyone but a direct downline, dividends to non-agents, and offers by non-agents", async () => {
    const agent = await tokenOf(server, "agent");
    const grandchild = await contractCall(server, agent, "realtime", { action: "offer", downlineId: ID.player1, rate: "1" });
    expect(grandchild.json).toMatchObject({ success: false, errorCode: ErrorCode.notDirectDownline, message: "This member is not your direct downline" });
    const stranger = await contractCall(server, agent, "realtime", { action: "offer", downlineId: ID.demo, rate: "1" });
    expect(stranger.json?.errorCode).toBe(ErrorCode.notDirectDownline);
    const missing = await contractCall(server, agent, "daily", { action: "preview", downlineId: 99999, rate: "1" });
    expect(missing.json?.errorCode).toBe(ErrorCode.notDirectDownline);
    const dividendToPlayer = await contractCall(server, agent, "dividend", { action: "offer", downlineId: ID.player2, rate: "10" });
    expect(dividendToPlayer.json?.errorCode).toBe(ErrorCode.downlineNotEligible);
    const player1 = await tokenOf(server, "player1");
    const byPlayer = await contractCall(server, player1, "realtime", { action: "offer", downlineId: ID.player2, rate: "1" });
    expect(byPlayer.json?.errorCode).toBe(ErrorCode.agentOnly);
    const twice = await contractCall(server, agent, "realtime", { action: "offer", downlineId: ID.player2, rate: "1" });
    expect(twice.json?.success).toBe(true);
    expect((await contractCall(server, agent, "realtime", { action: "offer", downlineId: ID.player2, rate: "1.1" })).json?.errorCode).toBe(ErrorCode.contractPendingExists);
  });

  it("refuses a contract call when its kind's flag is off", async () => {
    const agent = await tokenOf(server, "agent");
    expect(valueOf(await contractCall(server, agent, "hourly", { action: "list" })).contracts.map((c) => c.id)).toEqual([4]);
    await post(server, "/dev/whitelabel", { HOURSAL3: false });
    const off = await contractCall(server, agent, "hourly", { action: "list" });
    expect(off.json?.errorCode).toBe(ErrorCode.functionDisabled);
    const consolidated = (await get(server, calls.consolidated.path, { token: agent })).json?.value as Consolidated;
    expect(consolidated.contracthoursalinfo).toMatchObject({ enabled: false, canOffer: false });
    expect(consolidated.realtimesalinfo).toMatchObject({ enabled: true, canOffer: true, maxOfferRate: 2 });
  });

  it("answers malformed bodies with INVALID_REQUEST", async () => {
    const agent = await tokenOf(server, "agent");
    for (const body of [{ action: "offer", downlineId: ID.player2, rate: "abc" }, { action: "accept", contractId: 1 }, { action: "dance" }, { action: "offer", downlineId: ID.player2, rate: "-1" }]) {
      const answer = await contractCall(server, agent, "realtime", body as never);
      expect(answer.json?.errorCode, JSON.stringify(body)).toBe(ErrorCode.invalidRequest);
    }
  });
});

describe("contract answers and termination", () => {
  it("refuses accepting an offer that was withdrawn meanwhile, with a clear message", async () => {
    const agent = await tokenOf(server, "agent");
    const offered = valueOf(await contractCall(server, agent, "realtime", { action: "offer", downlineId: ID.player2, rate: "1" })).contract!;
    const withdrawn = await contractCall(server, agent, "realtime", { action: "withdraw", contractId: offered.id, version: offered.version });
    expect(valueOf(withdrawn).contract).toMatchObject({ status: "withdrawn", version: 2 });
    const player2 = await tokenOf(server, "player2");
    const late = await contractCall(server, player2, "realtime", { action: "accept", contractId: offered.id, version: offered.version });
    expect(late.json).toMatchObject({ success: false, errorCode: ErrorCode.contractClosed, message: "The upline has withdrawn this offer", value: { status: "withdrawn" } });
    const thai = await contractCall(server, player2, "realtime", { action: "accept", contractId: offered.id, version: 2 }, "TH");
    expect(thai.json?.message).toBe("ต้นสายถอนข้อเสนอสัญญานี้แล้ว");
  });

  it("lets exactly one of two people acting on one contract at once win; the other is told why", async () => {
    for (let round = 0; round < 5; round += 1) {
      await post(server, "/dev/reset", {});
      const agent = await tokenOf(server, "agent");
      const player2 = await tokenOf(server, "player2");
      const offered = valueOf(await contractCall(server, agent, "realtime", { action: "offer", downlineId: ID.player2, rate: "1" })).contract!;
      const [accept, withdraw] = await Promise.all([
        contractCall(server, player2, "realtime", { action: "accept", contractId: offered.id, version: offered.version }),
        contractCall(server, agent, "realtime", { action: "withdraw", contractId: offered.id, version: offered.version }),
      ]);
      const wins = [accept, withdraw].filter((a) => a.json?.success);
      expect(wins).toHaveLength(1);
      const loser = accept.json?.success ? withdraw : accept;
      expect([ErrorCode.contractClosed, ErrorCode.contractVersionConflict]).toContain(loser.json?.errorCode);
      expect(loser.json?.message).toMatch(/withdrawn|changed/);
      const row = await server.db.execute({ sql: "SELECT status, version FROM agent_contracts WHERE id = ?", args: [offered.id] });
      expect(row.rows[0]).toMatchObject({ version: 2 });
      expect(["active", "withdrawn"]).toContain(row.rows[0]?.status);
    }
  });

  it("lets one of two simultaneous accepts, or two simultaneous termination requests from both sides, through", async () => {
    const agent = await tokenOf(server, "agent");
    const player2 = await tokenOf(server, "player2");
    const offered = valueOf(await contractCall(server, agent, "hourly", { action: "offer", downlineId: ID.player2, rate: "0.5" })).contract!;
    const accepts = await Promise.all([1, 2].map(() => contractCall(server, player2, "hourly", { action: "accept", contractId: offered.id, version: 1 })));
    expect(accepts.filter((a) => a.json?.success)).toHaveLength(1);
    expect(accepts.find((a) => !a.json?.success)?.json).toMatchObject({ errorCode: ErrorCode.contractVersionConflict, message: "This contract was just changed by the other side; reload it and try again" });
    const both = await Promise.all([
      contractCall(server, agent, "hourly", { action: "requestTermination", contractId: offered.id, version: 2 }),
      contractCall(server, player2, "hourly", { action: "requestTermination", contractId: offered.id, version: 2 }),
    ]);
    expect(both.filter((a) => a.json?.success)).toHaveLength(1);
    const row = await server.db.execute({ sql: "SELECT status, version FROM agent_contracts WHERE id = ?", args: [offered.id] });
    expect(row.rows[0]).toMatchObject({ status: "terminationRequested", version: 3 });
  });

  it("refuses a stale version with CONTRACT_VERSION_CONFLICT and the current contract", async () => {
    const agent = await tokenOf(server, "agent");
    const subagent = await tokenOf(server, "subagent");
    // Seed contract 1: agent -> subagent real-time, active at version 2.
    const first = await contractCall(server, subagent, "realtime", { action: "requestTermination", contractId: 1, version: 2 });
    expect(valueOf(first).contract).toMatchObject({ status: "terminationRequested", terminationRequestedBy: "downline", version: 3, actions: [] });
    const stale = await contractCall(server, agent, "realtime", { action: "requestTermination", contractId: 1, version: 2 });
    expect(stale.json).toMatchObject({ errorCode: ErrorCode.contractVersionConflict, value: { version: 3, status: "terminationRequested", actions: ["terminate", "reject"] } });
  });

  it("runs termination: either side asks, the other side declines (reject) or agrees (terminate)", async () => {
    const agent = await tokenOf(server, "agent");
    const subagent = await tokenOf(server, "subagent");
    const asked = valueOf(await contractCall(server, agent, "daily", { action: "requestTermination", contractId: 2, version: 2 })).contract!;
    expect(asked).toMatchObject({ status: "terminationRequested", terminationRequestedBy: "upline" });
    expect(((await get(server, calls.consolidated.path, { token: subagent })).json?.value as Consolidated).dailysalreqtype).toBe(1);
    const own = await contractCall(server, agent, "daily", { action: "terminate", contractId: 2, version: asked.version });
    expect(own.json?.errorCode).toBe(ErrorCode.contractActionNotAllowed);
    const declined = valueOf(await contractCall(server, subagent, "daily", { action: "reject", contractId: 2, version: asked.version })).contract!;
    expect(declined).toMatchObject({ status: "active", terminationRequestedBy: null });
    const again = valueOf(await contractCall(server, subagent, "daily", { action: "requestTermination", contractId: 2, version: declined.version })).contract!;
    const ended = valueOf(await contractCall(server, agent, "daily", { action: "terminate", contractId: 2, version: again.version })).contract!;
    expect(ended).toMatchObject({ status: "terminated", actions: [] });
    expect(ended.endedAt).not.toBeNull();
    const after = await contractCall(server, subagent, "daily", { action: "requestTermination", contractId: 2, version: ended.version });
    expect(after.json).toMatchObject({ errorCode: ErrorCode.contractClosed, message: "This contract has already been terminated" });
  });

  it("lets the downline reject an offer; the upline cannot accept its own offer; strangers do not see contracts", async () => {
    const agent = await tokenOf(server, "agent");
    const subagent2 = await tokenOf(server, "subagent2");
    const self = await contractCall(server, agent, "dividend", { action: "accept", contractId: 5, version: 1 });
    expect(self.json?.errorCode).toBe(ErrorCode.contractActionNotAllowed);
    const rejected = valueOf(await contractCall(server, subagent2, "dividend", { action: "reject", contractId: 5, version: 1 })).contract!;
    expect(rejected).toMatchObject({ status: "rejected", awaitingMe: false });
    const demo = await tokenOf(server, "demo");
    expect((await contractCall(server, demo, "dividend", { action: "detail", contractId: 5 })).json?.errorCode).toBe(ErrorCode.contractNotFound);
    expect((await contractCall(server, agent, "realtime", { action: "detail", contractId: 5 })).json?.errorCode).toBe(ErrorCode.contractNotFound);
    expect(valueOf(await contractCall(server, agent, "dividend", { action: "detail", contractId: 5 })).contract).toMatchObject({ id: 5, status: "rejected" });
  });
});

describe("the lower-rate rule", () => {
  it("tells the upline which downline contracts a lower-rate offer ends, needs confirmation, and ends them on acceptance", async () => {
    const agent = await tokenOf(server, "agent");
    const subagent = await tokenOf(server, "subagent");
    // subagent holds real-time 1.50 % (contract 1) and gave subagent3 1.00 % (contract 3) and offered player3 0.50 % (contract 6).
    const preview = valueOf(await contractCall(server, agent, "realtime", { action: "preview", downlineId: ID.subagent, rate: "0.8" }));
    expect(preview.contract).toBeNull();
    expect(preview.ends.map((c) => c.id).sort()).toEqual([1, 3]);
    const unconfirmed = await contractCall(server, agent, "realtime", { action: "offer", downlineId: ID.subagent, rate: "0.8" });
    expect(unconfirmed.json).toMatchObject({ success: false, errorCode: ErrorCode.contractConfirmRequired, message: "This offer will end 2 contract(s); please confirm" });
    expect((unconfirmed.json?.value as { ends: { id: number }[] }).ends.map((c) => c.id).sort()).toEqual([1, 3]);

    const offer = valueOf(await contractCall(server, agent, "realtime", { action: "offer", downlineId: ID.subagent, rate: "0.8", confirmEnds: true }));
    expect(offer.contract).toMatchObject({ status: "pending", rate: 0.8 });
    // Nothing ends before the downline accepts.
    expect(valueOf(await contractCall(server, agent, "realtime", { action: "detail", contractId: 1 })).contract?.status).toBe("active");

    const accepted = valueOf(await contractCall(server, subagent, "realtime", { action: "accept", contractId: offer.contract!.id, version: 1 }));
    expect(accepted.contract).toMatchObject({ status: "active", rate: 0.8 });
    const ends = Object.fromEntries(accepted.ends.map((c) => [c.id, c]));
    expect(ends[1]).toMatchObject({ status: "ended", endReason: "replaced" });
    expect(ends[3]).toMatchObject({ status: "ended", endReason: "lowerRate" });
    // The 0.50 % offer to player3 stays: it is not above the new rate.
    expect(valueOf(await contractCall(server, subagent, "realtime", { action: "detail", contractId: 6 })).contract?.status).toBe("pending");
    const subagent3 = await tokenOf(server, "subagent3");
    expect(valueOf(await contractCall(server, subagent3, "realtime", { action: "detail", contractId: 3 })).contract).toMatchObject({ status: "ended", endReason: "lowerRate", actions: [] });
  });

  it("ends nothing when the new rate is not lower than the downline's contracts (only the pair's old contract is replaced)", async () => {
    const agent = await tokenOf(server, "agent");
    const preview = valueOf(await contractCall(server, agent, "realtime", { action: "preview", downlineId: ID.subagent, rate: "1.2" }));
    expect(preview.ends.map((c) => [c.id, c.downlineId])).toEqual([[1, ID.subagent]]);
  });
});

describe("agents register downlines", () => {
  it("registers a member or sub-agent under the agent, who can then sign in and be offered a contract", async () => {
    const agent = await tokenOf(server, "agent");
    const made = await registerDownline(server, agent, { username: "newdown1", password: "Down1234", isAgent: true, nickname: "New" });
    expect(made.json?.success, made.text).toBe(true);
    expect(made.json?.value).toMatchObject({ username: "newdown1", type: 2 });
    const row = await server.db.execute("SELECT upline_id FROM members WHERE username = 'newdown1'");
    expect(Number(row.rows[0]?.upline_id)).toBe(ID.agent);
    const id = (made.json?.value as { id: number }).id;
    const offer = await contractCall(server, agent, "realtime", { action: "offer", downlineId: id, rate: "1" });
    expect(offer.json?.success, offer.text).toBe(true);
    // The new downline signs in with the credentials the agent chose.
    const signedIn = await login(server, { username: "newdown1", password: "Down1234" });
    expect(signedIn.json?.value).toMatchObject({ userName: "newdown1", customerType: 2 });
  });

  it("refuses a taken username, a bad username or password, and non-agents", async () => {
    const agent = await tokenOf(server, "agent");
    expect((await registerDownline(server, agent, { username: "player1", password: "Down1234", isAgent: false })).json?.errorCode).toBe(ErrorCode.usernameTaken);
    const badName = await registerDownline(server, agent, { username: "1x", password: "Down1234", isAgent: false });
    expect(badName.json).toMatchObject({ errorCode: ErrorCode.fieldInvalid, value: { field: "username" } });
    const badPassword = await registerDownline(server, agent, { username: "goodname", password: "short", isAgent: false });
    expect(badPassword.json).toMatchObject({ errorCode: ErrorCode.fieldInvalid, value: { field: "password" } });
    const demo = await tokenOf(server, "demo");
    expect((await registerDownline(server, demo, { username: "goodname", password: "Down1234", isAgent: false })).json?.errorCode).toBe(ErrorCode.agentOnly);
  });
});
