/**
 * Every route of the app (spec.md section 2, src/routes/route-table.ts), by who needs to open it. Kept as plain
 * data because the route table's titles need the Lingui macro, which Playwright does not compile;
 * tests/routes/e2e-routes.test.ts fails when the table has a route this list misses.
 */
export const VISITOR_ROUTES = [
  "/", "/index", "/index.html", "/home", "/login", "/register", "/down", "/help",
  "/fish", "/pvp", "/live", "/sports", "/esports", "/cockfight", "/elott", "/rng", "/lott", "/hot",
  "/fbSports", "/promotions", "/join", "/pointMall", "/vip", "/agentHome", "/games/all", "/games/rng", "/reset-password", "/liveChat",
] as const;

/** Member-centre pages (src/routes/route-table.ts MEMBER_PAGES). */
export const MEMBER_PAGES = [
  "securityCenter", "transferFund", "depositv2", "withdraw", "transferUpline", "personalHistoryCopy", "transactionHistory",
  "personalProfit", "bonusDetails", "rewardCenter", "referral", "missionLeaderboard", "messageV2", "manualRebate",
  "responsibleGaming",
] as const;

/** Pages that need a session, besides the member centre. */
export const MEMBER_ROUTES = [
  "/lottery", "/seaLottery", "/vnLottery", "/seamless", "/fbSports", "/agentHome",
  ...MEMBER_PAGES.map((page) => `/member/${page}`),
] as const;

/** Agent-centre pages (src/routes/route-table.ts AGENT_PAGES). */
export const AGENT_PAGES = [
  "agentAnnouncement", "agentTeamOverview", "registerCenter", "downlineManagmentView", "personalHistoryCopy",
  "palStatementsAgentCopy", "agentRevenueReport", "agentDownlineTransactionDetailsCopy", "agentDividendRecordCopy2",
  "agentDailyWages2", "agentHourSalary", "agentRealtimeSalary", "teamManagement", "teamBetting", "teamTransaction",
  "myIncome", "creditReport", "affiliateApplication",
] as const;

export const AGENT_ROUTES = ["/agentHome", ...AGENT_PAGES.map((page) => `/agent/${page}`)] as const;
