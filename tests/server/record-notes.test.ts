// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { recordNote } from "../../server/wallet/record-notes";
import { get, makeServer, post, tokenFor } from "./helpers";

/** Wallet names, bank names, record notes and betting records reach players in the request's language, never in English on a Thai page nor as raw codes. */
let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

const TH = { headers: { Language: "TH" } };
const EN = { headers: { Language: "EN" } };

describe("record notes", () => {
  const games = new Map([["PG_0001", "Mighty Koi"]]);

  it("reads each ledger memo as a sentence in Thai and English", () => {
    expect(recordNote("TH", "request 1", games)).toBe("คำขอถอนเงิน #1");
    expect(recordNote("EN", "request 1", games)).toBe("Withdrawal request #1");
    expect(recordNote("TH", "trial credit", games)).toBe("เครดิตทดลองเล่น");
    expect(recordNote("TH", "0>101", games)).toBe("กระเป๋าหลัก → คาสิโนสด");
    expect(recordNote("EN", "101>0", games)).toBe("Live casino → Main wallet");
    expect(recordNote("TH", "PG/PG_0001 #51", games)).toBe("Mighty Koi รอบที่ 51");
    expect(recordNote("EN", "PG/PG_0001 #51", games)).toBe("Mighty Koi, round 51");
    expect(recordNote("EN", "paid 7", games)).toBe("Withdrawal #7 paid");
    expect(recordNote("EN", "to player1", games)).toBe("To player1");
    expect(recordNote("EN", "opening balance", games)).toBe("Opening balance");
    // A staff note is shown as written.
    expect(recordNote("TH", "welcome", games)).toBe("welcome");
    expect(recordNote("TH", null, games)).toBeNull();
  });
});

describe("names the server sends players", () => {
  it("names the merchant's wallets in the request's language", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const th = (await get(server, calls.merchantWallet.path, { token, ...TH })).json?.value as { wallets: { name: string }[] };
    expect(th.wallets.map((w) => w.name)).toEqual(["กระเป๋าหลัก", "คาสิโนสด", "กีฬา"]);
    const en = (await get(server, calls.merchantWallet.path, { token, ...EN })).json?.value as { wallets: { name: string }[] };
    expect(en.wallets.map((w) => w.name)).toEqual(["Main wallet", "Live casino", "Sports"]);
  });

  it("names the banks in the request's language", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const th = (await get(server, calls.withdrawInfo.path, { token, ...TH })).json?.value as { banks: { code: string; name: string }[] };
    expect(th.banks).toContainEqual({ code: "KBANK", name: "ธนาคารกสิกรไทย" });
    const en = (await get(server, calls.withdrawInfo.path, { token, ...EN })).json?.value as { banks: { code: string; name: string }[] };
    expect(en.banks).toContainEqual({ code: "KBANK", name: "Kasikornbank" });
  });

  it("gives betting records the game's name and transaction notes in Thai", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const { ticket } = (await post(server, "/dev/launch-ticket", { username: "demo", gameCode: "PG_0001" })).json?.value as { ticket: string };
    const spin = await post(server, calls.demoGameSpin.path, { ticket, stake: "10" }, { headers: { "Idempotency-Key": "spin-note-1" } });
    expect(spin.json?.success, spin.text).toBe(true);
    const bets = (await get(server, calls.bettingRecords.path, { token, ...TH })).json?.value as { content: { gameCode: string; gameName: string }[] };
    // The tile's name of that game in the catalogue (game_name), not its code nor its vendor.
    const game = await server.db.execute("SELECT game_name FROM games WHERE game_code = 'PG_0001'");
    expect(bets.content[0]).toMatchObject({ gameCode: "PG_0001", gameName: String(game.rows[0]!.game_name) });
    expect(bets.content[0]!.gameName).not.toMatch(/^(PG|PG_0001)$/);
    const history = (await get(server, `${calls.transactionHistory.path}?type=bet`, { token, ...TH })).json?.value as { content: { memo: string }[] };
    expect(history.content[0]!.memo).toBe(`${bets.content[0]!.gameName} รอบที่ ${(bets.content[0] as unknown as { id: number }).id}`);
  });
});
