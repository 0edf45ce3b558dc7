// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode, type WithdrawalInfo } from "../../contract";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { get, makeServer, post, tokenFor } from "./helpers";
import { expectLedgerConsistent } from "./ledger-invariants";
import { createTrialMember } from "../../server/store/trials";
import { catalogue } from "../../server/games/catalogue";
import { hotMatches } from "../../server/games/showcase";
import { approve, bindBank, launchTicket, mainBalance, money, newKey } from "./wallet-helpers";

let server: ReferenceServer;
let demo: string;
beforeAll(async () => {
  server = await makeServer();
  demo = await tokenFor(server, "demo", "Demo1234");
});
afterAll(async () => {
  await server.close();
});

const T = calls.walletTransfer.path;

describe("seed", () => {
  it("gives every opening balance a ledger transaction", async () => {
    const totals = await expectLedgerConsistent(server.db);
    // The first ten seed members, then the agent programme's team (subagent2, player3, subagent3, player4, player5).
    expect(totals.byKind.opening).toBe(100_000 + 500_000 + 250_000 + 12_345 + 5_000 + 50_000 + 300_000 + 200_000 + 150_000 + 100_000 + 80_000);
    expect(await mainBalance(server, demo)).toBe(1000);
  });
});

describe("wallet transfer", () => {
  it("moves money once per idempotency key; another body under the same key is refused", async () => {
    const key = newKey();
    const first = await money(server, T, { fromAccountTypeId: 0, toAccountTypeId: 101, amount: "100.50" }, demo, key);
    expect(first.json?.success, first.text).toBe(true);
    const again = await money(server, T, { fromAccountTypeId: 0, toAccountTypeId: 101, amount: "100.50" }, demo, key);
    expect(again.json?.value).toEqual(first.json?.value);
    expect(await mainBalance(server, demo)).toBe(899.5);
    const other = await money(server, T, { fromAccountTypeId: 0, toAccountTypeId: 101, amount: "1" }, demo, key);
    expect(other.status).toBe(422);
    expect(other.json?.errorCode).toBe(ErrorCode.idempotencyKeyReused);
    const none = await money(server, T, { fromAccountTypeId: 0, toAccountTypeId: 101, amount: "1" }, demo, null);
    expect(none.json?.errorCode).toBe(ErrorCode.idempotencyKeyRequired);
    const recall = await money(server, calls.recallBalance.path, {}, demo);
    expect(recall.json?.value).toMatchObject({ recalled: 100.5 });
    expect(await mainBalance(server, demo)).toBe(1000);
    await expectLedgerConsistent(server.db);
  });

  it.each([
    ["zero", "0", ErrorCode.amountOutOfRange],
    ["negative", "-5", ErrorCode.invalidRequest],
    ["three decimals", "1.005", ErrorCode.invalidRequest],
    ["scientific notation", "1e3", ErrorCode.invalidRequest],
    ["thousands separators", "1,000", ErrorCode.invalidRequest],
    ["above the balance", "1000.01", ErrorCode.insufficientBalance],
  ])("refuses an amount that is %s and moves nothing", async (_label, amount, code) => {
    const answer = await money(server, T, { fromAccountTypeId: 0, toAccountTypeId: 101, amount }, demo);
    expect(answer.json?.success).toBe(false);
    expect(answer.json?.errorCode).toBe(code);
    expect(answer.json?.message).toBeTruthy();
    expect(await mainBalance(server, demo)).toBe(1000);
  });

  it("refuses an unknown wallet and the same wallet twice", async () => {
    expect((await money(server, T, { fromAccountTypeId: 0, toAccountTypeId: 999, amount: "1" }, demo)).json?.errorCode).toBe(ErrorCode.walletUnknown);
    expect((await money(server, T, { fromAccountTypeId: 0, toAccountTypeId: 0, amount: "1" }, demo)).json?.errorCode).toBe(ErrorCode.invalidRequest);
  });

  it("describes the merchant's wallets", async () => {
    const answer = await get(server, calls.merchantWallet.path, { token: demo });
    expect(answer.json?.value).toMatchObject({ isSingle: false, wallets: [{ accountTypeId: 0 }, { accountTypeId: 101 }, { accountTypeId: 102 }] });
  });
});

describe("deposits", () => {
  it("credits the wallet only when the operator approves", async () => {
    const channels = await get(server, calls.depositChannels.path, { token: demo, headers: { Language: "TH" } });
    expect((channels.json?.value as { channels: { id: string; tutorial: string[] }[] }).channels[0]?.tutorial.length).toBeGreaterThan(0);
    const low = await money(server, calls.depositRequest.path, { channelId: "bank", amount: "99.99" }, demo);
    expect(low.json?.errorCode).toBe(ErrorCode.amountOutOfRange);
    const asked = await money(server, calls.depositRequest.path, { channelId: "bank", amount: "500" }, demo);
    const id = (asked.json?.value as { id: number }).id;
    expect(await mainBalance(server, demo)).toBe(1000);
    expect((await approve(server, "deposits", id)).json?.success).toBe(true);
    expect((await approve(server, "deposits", id)).status).toBe(409);
    expect(await mainBalance(server, demo)).toBe(1500);
    const rejected = await money(server, calls.depositRequest.path, { channelId: "promptpay", amount: "50" }, demo);
    const rejectedId = (rejected.json?.value as { id: number }).id;
    await approve(server, "deposits", rejectedId, "reject");
    expect(await mainBalance(server, demo)).toBe(1500);
    // Newest first; demo's seeded month's approved deposits follow.
    const list = await get(server, calls.deposits.path, { token: demo });
    const content = (list.json?.value as { content: { id: number; status: string }[] }).content;
    expect(content.slice(0, 2).map((d) => [d.id, d.status])).toEqual([[rejectedId, "rejected"], [id, "approved"]]);
    await expectLedgerConsistent(server.db);
  });
});

describe("withdrawals and their confirmation", () => {
  let withdrawal: WithdrawalInfo;
  it("needs a bound bank account and the payment password", async () => {
    const before = await money(server, calls.withdrawRequest.path, { amount: "100", paymentPassword: "123456" }, demo);
    expect(before.json?.errorCode).toBe(ErrorCode.bankAccountRequired);
    expect((await bindBank(server, demo, "Demo1234")).json?.success).toBe(true);
    const info = await get(server, calls.withdrawInfo.path, { token: demo });
    expect(info.json?.value).toMatchObject({ hasPaymentPassword: true, bankAccount: { accountNumber: "******7890" }, autoReceiptMinutes: 30 });
    const wrong = await money(server, calls.withdrawRequest.path, { amount: "100", paymentPassword: "000000" }, demo);
    expect(wrong.json?.errorCode).toBe(ErrorCode.paymentPasswordIncorrect);
    const small = await money(server, calls.withdrawRequest.path, { amount: "99", paymentPassword: "123456" }, demo);
    expect(small.json?.errorCode).toBe(ErrorCode.amountOutOfRange);
    const ok = await money(server, calls.withdrawRequest.path, { amount: "200", paymentPassword: "123456" }, demo);
    withdrawal = ok.json?.value as WithdrawalInfo;
    expect(withdrawal.status).toBe("pending");
    expect(await mainBalance(server, demo)).toBe(1300);
  });

  it("refunds a rejected withdrawal and pays an approved one, which then waits for confirmation", async () => {
    const second = await money(server, calls.withdrawRequest.path, { amount: "100", paymentPassword: "123456" }, demo);
    await approve(server, "withdrawals", (second.json?.value as WithdrawalInfo).id, "reject");
    expect(await mainBalance(server, demo)).toBe(1300);
    const paid = await approve(server, "withdrawals", withdrawal.id);
    expect(paid.json?.value).toMatchObject({ status: "paid" });
    expect((paid.json?.value as WithdrawalInfo).confirmBy).toBeTruthy();
    await expectLedgerConsistent(server.db);
  });

  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString("base64");
  const gif = Buffer.from("GIF89a....").toString("base64");
  const confirm = (body: object, key?: string) => money(server, calls.confirmWithdrawal.path, { withdrawalId: withdrawal.id, ...body }, demo, key);

  it("refuses bad proof images: a GIF renamed to .png, a fourth image, 5 MB + 1 byte, none", async () => {
    const proof = (dataBase64: string) => ({ fileName: "proof.png", contentType: "image/png", dataBase64 });
    expect((await confirm({ kind: "notReceived", proofs: [proof(gif)] })).json?.errorCode).toBe(ErrorCode.proofInvalid);
    expect((await confirm({ kind: "notReceived", proofs: [proof(png), proof(png), proof(png), proof(png)] })).json?.errorCode).toBe(ErrorCode.invalidRequest);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    expect((await confirm({ kind: "notReceived", proofs: [proof(big.toString("base64"))] })).json?.errorCode).toBe(ErrorCode.proofInvalid);
    expect((await confirm({ kind: "notReceived", proofs: [] })).json?.errorCode).toBe(ErrorCode.proofInvalid);
  });

  it("records a received amount as partial; a closed request refuses a second statement", async () => {
    const key = newKey();
    const stated = await confirm({ kind: "receivedAmount", amount: "150" }, key);
    expect(stated.json?.value).toMatchObject({ status: "partial", receivedAmount: 150, remainingAmount: 50 });
    expect((await confirm({ kind: "receivedAmount", amount: "150" }, key)).json?.value).toEqual(stated.json?.value);
    expect((await confirm({ kind: "allReceived" })).json?.errorCode).toBe(ErrorCode.requestClosed);
  });

  it("counts a paid withdrawal as received after the auto-receipt minutes (POST /dev/clock)", async () => {
    const asked = await money(server, calls.withdrawRequest.path, { amount: "100", paymentPassword: "123456" }, demo);
    const id = (asked.json?.value as WithdrawalInfo).id;
    await approve(server, "withdrawals", id);
    await post(server, "/dev/clock", { advanceMs: 29 * 60_000 });
    const early = await get(server, calls.withdrawals.path, { token: demo });
    expect((early.json?.value as { content: WithdrawalInfo[] }).content.find((w) => w.id === id)?.status).toBe("paid");
    await post(server, "/dev/clock", { advanceMs: 2 * 60_000 });
    const later = await get(server, calls.withdrawals.path, { token: demo });
    expect((later.json?.value as { content: WithdrawalInfo[] }).content.find((w) => w.id === id)?.status).toBe("autoConfirmed");
    await expectLedgerConsistent(server.db);
  });
});

describe("transfer to upline", () => {
  it("moves a player's money to the upline and says how much", async () => {
    const player = await tokenFor(server, "player1", "Player123");
    const answer = await money(server, calls.transferToUpline.path, { amount: "23.45" }, player);
    expect(answer.json?.value).toEqual({ amount: 23.45, balanceAfter: 100, uplineName: "subagent" });
    const agent = await tokenFor(server, "agent", "Agent1234");
    expect((await money(server, calls.transferToUpline.path, { amount: "1" }, agent)).json?.success).toBe(false);
  });
});

describe("demo game and records", () => {
  it("writes bets and wins through the ledger and the betting records", async () => {
    const ticket = await launchTicket(server, 1001);
    const before = await mainBalance(server, demo);
    // demo's seeded month has rounds and a rebate in the default week too: this test's own are counted from them.
    type Profit = { betAmount: number; betCount: number; depositAmount: number; net: number };
    const profitBefore = (await get(server, calls.profitAndLoss.path, { token: demo })).json?.value as Profit;
    const bonusesBefore = ((await get(server, calls.bonusDetails.path, { token: demo })).json?.value as { total: number }).total;
    let net = 0;
    for (let i = 0; i < 20; i += 1) {
      const spin = await money(server, calls.demoGameSpin.path, { ticket, stake: "10" }, undefined);
      const value = spin.json?.value as { payout: number; stake: number; balance: number };
      net += value.payout - value.stake;
      expect(value.balance).toBeCloseTo(before + net, 2);
    }
    expect((await money(server, calls.demoGameSpin.path, { ticket: "nope", stake: "10" }, undefined)).json?.errorCode).toBe(ErrorCode.ticketInvalid);
    expect(await mainBalance(server, demo)).toBeCloseTo(before + net, 2);
    // The vendor filter: the stand-in game's rounds only.
    const bets = await get(server, `${calls.bettingRecords.path}?type=DEMO&pageNo=2&pageSize=5`, { token: demo });
    expect(bets.json?.value).toMatchObject({ pageNum: 2, totalPages: 4, total: 20 });
    const profit = (await get(server, calls.profitAndLoss.path, { token: demo })).json?.value as Profit;
    expect(profit).toMatchObject({ betCount: profitBefore.betCount + 20, depositAmount: profitBefore.depositAmount });
    expect(profit.betAmount).toBeCloseTo(profitBefore.betAmount + 200, 2);
    expect(profit.net).toBeCloseTo(profitBefore.net + net, 2);
    await post(server, "/dev/bonus", { username: "demo", amount: "88", memo: "welcome" });
    const bonus = (await get(server, calls.bonusDetails.path, { token: demo })).json?.value as { total: number; content: unknown[] };
    expect(bonus.total).toBe(bonusesBefore + 1);
    expect(bonus.content[0]).toMatchObject({ kind: "bonus", amount: 88, memo: "welcome" });
    const history = await get(server, `${calls.transactionHistory.path}?type=deposit`, { token: demo });
    expect(history.json?.value).toMatchObject({ total: 1, content: [{ kind: "deposit", amount: 500 }] });
    const old = await get(server, `${calls.transactionHistory.path}?start=2020-01-01&end=2020-01-07`, { token: demo });
    expect(old.json?.value).toMatchObject({ total: 0, content: [] });
    const bad = await get(server, `${calls.transactionHistory.path}?start=2020-01-09&end=2020-01-07`, { token: demo });
    expect(bad.json?.errorCode).toBe(ErrorCode.invalidRequest);
    await expectLedgerConsistent(server.db);
  });

  it("lets a trial member play with the trial credit, but not deposit", async () => {
    const trial = await createTrialMember(server.db, server.clock.now());
    const ticket = await launchTicket(server, trial.member.id);
    const spin = await money(server, calls.demoGameSpin.path, { ticket, stake: "100" }, undefined);
    expect(spin.json?.success, spin.text).toBe(true);
    const value = spin.json?.value as { payout: number; balance: number };
    expect(value.balance).toBeCloseTo(2000 - 100 + value.payout, 2);
    expect((await money(server, calls.depositRequest.path, { channelId: "bank", amount: "500" }, trial.token)).json?.errorCode).toBe(ErrorCode.trialNotAllowed);
    const totals = await expectLedgerConsistent(server.db);
    expect(totals.byKind.trialCredit).toBe(200_000);
  });

  it("serves the game page with its script under the security headers", async () => {
    const page = await server.app.request("http://localhost/demo-game?ticket=x");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<script src="/demo-game/app.js"></script>');
    expect(html).not.toMatch(/<script>/);
    const script = await server.app.request("http://localhost/demo-game/app.js");
    expect(await script.text()).toContain("Idempotency-Key");
  });

  it("opens the stand-in game per category: slot, card table, sports book with the seed's matches and odds, lottery draw", async () => {
    const pageOf = async (gameCode: string) => {
      const { ticket } = (await (await server.app.request("http://localhost/dev/launch-ticket", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: "demo", gameCode }) })).json()).value as { ticket: string };
      return (await server.app.request(`http://localhost/demo-game?ticket=${ticket}`)).text();
    };
    const games = catalogue();
    const first = (gameType: string, vendor?: string) => games.find((g) => g.gameType === gameType && (!vendor || g.vassalage === vendor))!;
    for (const [game, kind] of [[first("RNG"), "slot"], [first("PVP"), "table"], [first("LIVE"), "table"], [first("SPORTS", "FB"), "sports"], [first("LOTT"), "lottery"]] as const) {
      const html = await pageOf(game.gameCode);
      expect(html, game.gameCode).toContain(`data-kind="${kind}"`);
      expect(html).toContain(`<h1>${game.gameName.replace(/'/g, "&#39;")}</h1>`);
    }
    const book = await pageOf(first("SPORTS", "FB").gameCode);
    for (const match of hotMatches()) expect(book).toContain(`${match.homeTeam} – ${match.awayTeam}`);
    expect(book.match(/type="radio"/g)).toHaveLength(hotMatches().length * 3);
    // The last draw's five groups of digits, as the lottery pages show them.
    expect((await pageOf(first("LOTT").gameCode)).match(/<span role="listitem">\d{5,6}<\/span>/g)).toHaveLength(5);
  });
});
