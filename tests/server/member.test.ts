// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { VIP_NAMES_TH } from "../../server/points/config";
import { SEED_MEMBERS } from "../../server/seed-data";
import { roleOfType } from "../../contract";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { get, makeServer, tokenFor } from "./helpers";
import { approve, money } from "./wallet-helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

describe("GET /wps/member/info", () => {
  it("describes the demo member with a masked mobile", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const info = calls.memberInfo.value.parse((await get(server, calls.memberInfo.path, { token })).json?.value);
    expect(info).toMatchObject({ id: 1001, account: "demo", userName: "demo", type: 0, mobile: "089****432", clubLabel: { labelName: VIP_NAMES_TH.Gold }, vipRankLevel: 3, availablePromoCount: 5 });
    // The label is the seed's English name in English (the stored label), its Thai name in Thai.
    const english = calls.memberInfo.value.parse((await get(server, calls.memberInfo.path, { token, headers: { Language: "EN" } })).json?.value);
    expect(english.clubLabel?.labelName).toBe(SEED_MEMBERS.find((m) => m.username === "demo")?.clubLabel);
    expect(info.regDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(roleOfType(info.type)).toBe("member");
  });

  it("describes agents and the downline tree's types", async () => {
    for (const [username, password, type] of [["agent", "Agent1234", 1], ["subagent", "Sub12345", 2], ["player1", "Player123", 0]] as const) {
      const token = await tokenFor(server, username, password);
      const info = calls.memberInfo.value.parse((await get(server, calls.memberInfo.path, { token })).json?.value);
      expect(info.type, username).toBe(type);
    }
    const uplines = await server.db.execute(
      "SELECT p.username AS player, s.username AS sub, a.username AS top FROM members p JOIN members s ON s.id = p.upline_id JOIN members a ON a.id = s.upline_id WHERE p.username = 'player1'",
    );
    expect(uplines.rows[0]).toMatchObject({ player: "player1", sub: "subagent", top: "agent" });
  });
});

describe("GET /wps/v2/wallets/balance", () => {
  it("answers 1,000.00 THB for the demo member, with game wallets", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const balance = calls.balance.value.parse((await get(server, `${calls.balance.path}?typeId=0`, { token })).json?.value);
    expect(balance).toMatchObject({ sumBalance: 1000, currency: "THB", currencySymbol: "฿" });
    expect(balance.balance.length).toBeGreaterThan(1);
    expect(balance.balance[0]).toEqual({ accountTypeId: 0, availBalance: 1000 });
  });

  it("answers major units with two decimals from satang", async () => {
    const token = await tokenFor(server, "player1", "Player123");
    const balance = calls.balance.value.parse((await get(server, `${calls.balance.path}?typeId=0`, { token })).json?.value);
    expect(balance.sumBalance).toBe(123.45);
    const one = calls.balance.value.parse((await get(server, `${calls.balance.path}?typeId=101`, { token })).json?.value);
    expect(one.balance).toEqual([{ accountTypeId: 101, availBalance: 0 }]);
  });
});

describe("GET /wps/v2/wallets/balance: pending requests", () => {
  it("counts the member's deposit requests waiting for the operator, and none once decided", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const pending = async () => calls.balance.value.parse((await get(server, `${calls.balance.path}?typeId=0`, { token })).json?.value).pendingRequests;
    expect(await pending()).toBe(0);
    const first = await money(server, calls.depositRequest.path, { channelId: "bank", amount: "500" }, token);
    await money(server, calls.depositRequest.path, { channelId: "bank", amount: "300" }, token);
    expect(await pending()).toBe(2);
    await approve(server, "deposits", (first.json?.value as { id: number }).id);
    expect(await pending()).toBe(1);
    // Another member's request is not this member's.
    const other = await tokenFor(server, "player1", "Player123");
    expect(calls.balance.value.parse((await get(server, calls.balance.path, { token: other })).json?.value).pendingRequests).toBe(0);
  });
});

describe("GET /wps/relay/CSP_unreadCount", () => {
  it("counts the member's unread messages", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    expect(calls.unreadCount.value.parse((await get(server, calls.unreadCount.path, { token })).json?.value)).toEqual({ count: 3 });
    const other = await tokenFor(server, "player2", "Player234");
    expect(calls.unreadCount.value.parse((await get(server, calls.unreadCount.path, { token: other })).json?.value)).toEqual({ count: 0 });
  });

  it("needs a token", async () => {
    expect((await get(server, calls.unreadCount.path)).status).toBe(401);
    expect((await get(server, calls.balance.path)).status).toBe(401);
  });
});
