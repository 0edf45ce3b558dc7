import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { CATEGORY_GAME_TYPES } from "./categories";

export type Screen =
  | "home" | "memberCentre" | "agentHome" | "agentCentre" | "games" | "seamless" | "lottery" | "fbSports" | "resetPassword"
  | "promotions" | "join" | "appDownload" | "pointMall" | "vip" | "liveChat";

export interface RouteEntry {
  path: string;
  screen: Screen;
  title: MessageDescriptor;
  /** Without a session the router sends the visitor to /login. */
  requiresLogin?: boolean;
  /** A trial account is asked for a real one (the real-account dialog) and stays where it was, as with the header shortcuts. */
  realAccountOnly?: boolean;
  /** The names `$page` may take; any other is the not-found page. */
  pages?: readonly string[];
}

const categoryTitles: Record<keyof typeof CATEGORY_GAME_TYPES, MessageDescriptor> = {
  "/fish": msg`Fishing`,
  "/pvp": msg`Card games`,
  "/live": msg`Live casino`,
  "/sports": msg`Sports`,
  "/esports": msg`E-sports`,
  "/cockfight": msg`Cockfight`,
  "/elott": msg`E-lottery`,
  "/rng": msg`Slots`,
  "/lott": msg`Lottery`,
};

/** Member-centre pages of spec.md section 2, under /member/<name>. */
export const MEMBER_PAGES = [
  "securityCenter", "transferFund", "depositv2", "withdraw", "transferUpline", "personalHistoryCopy", "transactionHistory",
  "personalProfit", "bonusDetails", "rewardCenter", "referral", "missionLeaderboard", "messageV2", "manualRebate",
  "responsibleGaming",
] as const;

export type MemberPage = (typeof MEMBER_PAGES)[number];

/**
 * Agent-centre pages of spec.md section 2 plus the agent screens it names elsewhere (team management, team betting,
 * team transaction, my income, credit report, affiliate application), under /agent/<name>.
 */
export const AGENT_PAGES = [
  "agentAnnouncement", "agentTeamOverview", "registerCenter", "downlineManagmentView", "personalHistoryCopy",
  "palStatementsAgentCopy", "agentRevenueReport", "agentDownlineTransactionDetailsCopy", "agentDividendRecordCopy2",
  "agentDailyWages2", "agentHourSalary", "agentRealtimeSalary", "teamManagement", "teamBetting", "teamTransaction",
  "myIncome", "creditReport", "affiliateApplication",
] as const;

export type AgentPage = (typeof AGENT_PAGES)[number];

/** Every route of spec.md section 2, plus /vip and /reset-password. */
export const ROUTES: readonly RouteEntry[] = [
  { path: "/", screen: "home", title: msg`Home` },
  { path: "/index", screen: "home", title: msg`Home` },
  { path: "/index.html", screen: "home", title: msg`Home` },
  { path: "/home", screen: "home", title: msg`Home` },
  { path: "/login", screen: "home", title: msg`Log in` },
  { path: "/register", screen: "home", title: msg`Register` },
  { path: "/down", screen: "appDownload", title: msg`App download` },
  { path: "/help", screen: "home", title: msg`Help centre` },
  ...Object.entries(categoryTitles).map(([path, title]) => ({ path, screen: "games" as const, title })),
  { path: "/hot", screen: "games", title: msg`Hot games` },
  { path: "/lottery", screen: "lottery", title: msg`Play lottery`, requiresLogin: true },
  { path: "/seaLottery", screen: "lottery", title: msg`SEA lottery`, requiresLogin: true },
  { path: "/vnLottery", screen: "lottery", title: msg`VN lottery`, requiresLogin: true },
  { path: "/fbSports", screen: "fbSports", title: msg`FB sports` },
  { path: "/promotions", screen: "promotions", title: msg`Promotions` },
  { path: "/join", screen: "join", title: msg`Join` },
  { path: "/pointMall", screen: "pointMall", title: msg`Points mall` },
  /** Not named by spec.md: the VIP page the header's VIP label opens (levels for everyone, progress for a member). */
  { path: "/vip", screen: "vip", title: msg`VIP` },
  { path: "/seamless", screen: "seamless", title: msg`Game`, requiresLogin: true },
  { path: "/agentHome", screen: "agentHome", title: msg`Agent home` },
  /** The page a reset mail links to (query `token`). */
  { path: "/reset-password", screen: "resetPassword", title: msg`Reset password` },
  /** The live chat with customer service (the side bar opens it in a 440 x 750 window). */
  { path: "/liveChat", screen: "liveChat", title: msg`Live chat` },
  { path: "/games/$centre", screen: "games", title: msg`Game centre` },
  { path: "/member/$page", screen: "memberCentre", title: msg`Member centre`, requiresLogin: true, realAccountOnly: true, pages: MEMBER_PAGES },
  { path: "/agent/$page", screen: "agentCentre", title: msg`Agent centre`, requiresLogin: true, pages: AGENT_PAGES },
];

export function routeNeedsLogin(pathname: string): boolean {
  return ROUTES.some((route) => route.requiresLogin && matchesPath(route.path, pathname));
}

function matchesPath(pattern: string, pathname: string): boolean {
  const a = pattern.split("/");
  const b = pathname.replace(/\/+$/, "").split("/");
  if (pattern === "/") return pathname === "/";
  return a.length === b.length && a.every((part, i) => part.startsWith("$") || part === b[i]);
}
