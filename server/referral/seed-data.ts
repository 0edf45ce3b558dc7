/** The referral and rebate demo content: fixed values only, so every seed is identical. */

export const DEMO_MEMBER_ID = 1001;
/** demo's invitation code: the link is /register?referralCode=DEMO2024. */
export const SEED_REFERRAL_CODES = [{ memberId: DEMO_MEMBER_ID, code: "DEMO2024" }];

/**
 * Seed members who registered with demo's code (their `referral_code`): player3 and player5 have played (active),
 * player2 and newbie have not (registered). Their other ties (an agent's team, first login) stay as they are.
 */
export const SEED_INVITEE_IDS = [1005, 1007, 1012, 1015] as const;

/**
 * demo's unrebated bets (20 September 2026: before the records pages' default week), one per category of the rebate table (stake and payout in satang). The card-games win pays back
 * every stake, so demo's balance stays at its opening 1,000.00 (other tests read it). Due at the spec's rates:
 * lottery 100.00 x 1% = 1.00, e-lottery 50.00 x 1% = 0.50, fishing 123.45 x 1% = 1.2345 -> 1.23, slots 500.00 x 1.2% = 6.00,
 * live 300.00 x 0.8% = 2.40, sports 200.00 x 1% = 2.00, e-sports 80.00 x 1% = 0.80, card games none: 13.93 in all.
 */
export const SEED_DEMO_BETS = (() => {
  const bets = [
    { gameCode: "GPK_LOTT_0001", vendor: "GPK", stakeMinor: 10_000 },
    { gameCode: "TCG_ELOTT_0001", vendor: "TCG", stakeMinor: 5_000 },
    { gameCode: "JILI_FISH_0001", vendor: "JILI", stakeMinor: 12_345 },
    { gameCode: "PG_0001", vendor: "PG", stakeMinor: 50_000 },
    { gameCode: "AG_LIVE_0001", vendor: "AG", stakeMinor: 30_000 },
    { gameCode: "FB_SPORTS_0001", vendor: "FB", stakeMinor: 20_000 },
    { gameCode: "AV_SPORTS_0001", vendor: "AV", stakeMinor: 8_000 },
  ];
  const card = { gameCode: "KM_PVP_0001", vendor: "KM", stakeMinor: 15_000 };
  const allStakes = [card, ...bets].reduce((sum, b) => sum + b.stakeMinor, 0);
  // The winning card game comes first, so no stake ever exceeds the balance.
  return [{ ...card, payoutMinor: allStakes }, ...bets.map((b) => ({ ...b, payoutMinor: 0 }))].map((b, i) => ({
    ...b,
    id: 13_001 + i,
    at: Date.UTC(2026, 8, 20, 4, i * 5, 0),
  }));
})();
