import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ContractKind, Flags } from "../../../contract";
import { AGENT_PAGES, type AgentPage } from "../../routes/route-table";


export interface AgentPageInfo {
  page: AgentPage;
  title: MessageDescriptor;
  /** The whitelabel flag that must be on for the page to show (spec.md section 2). */
  flag?: string;
  /** The page of this contract kind; its contracts waiting for the caller's answer put a red count on it. */
  contract?: ContractKind;
  /** Open to contract holders who are not agents (the contract pages). */
  forHolders?: boolean;
  /** Open to every member (the affiliate application: a member applies to become one). */
  forMembers?: boolean;
}

/** Whitelabel flags of the agent programme (seeded under AGENTPROGRAM3). */
export const AGENT_FLAGS = {
  policy: "AGENTPOLICY3",
  dividend: "DIVIDEND3",
  dailySalary: "DAILYSAL3",
  hourlySalary: "HOURSAL3",
  realTimeSalary: "REALTIMESAL3",
} as const;

const INFO: Record<AgentPage, Omit<AgentPageInfo, "page">> = {
  agentAnnouncement: { title: msg`Agent announcements` },
  agentTeamOverview: { title: msg`Team overview` },
  registerCenter: { title: msg`Register a downline` },
  downlineManagmentView: { title: msg`Downline management` },
  personalHistoryCopy: { title: msg`Betting records` },
  palStatementsAgentCopy: { title: msg`Profit and loss` },
  agentRevenueReport: { title: msg`Revenue report` },
  agentDownlineTransactionDetailsCopy: { title: msg`Downline transactions` },
  agentDividendRecordCopy2: { title: msg`Dividend contracts`, flag: AGENT_FLAGS.dividend, contract: "dividend", forHolders: true },
  agentDailyWages2: { title: msg`Daily salary contracts`, flag: AGENT_FLAGS.dailySalary, contract: "daily", forHolders: true },
  agentHourSalary: { title: msg`Hourly salary contracts`, flag: AGENT_FLAGS.hourlySalary, contract: "hourly", forHolders: true },
  agentRealtimeSalary: { title: msg`Real-time salary contracts`, flag: AGENT_FLAGS.realTimeSalary, contract: "realtime", forHolders: true },
  teamManagement: { title: msg`Team management` },
  teamBetting: { title: msg`Team betting` },
  teamTransaction: { title: msg`Team transactions` },
  myIncome: { title: msg`My income` },
  creditReport: { title: msg`Credit report` },
  affiliateApplication: { title: msg`Affiliate application`, forMembers: true },
};

export const AGENT_PAGE_INFO: readonly AgentPageInfo[] = AGENT_PAGES.map((page) => ({ page, ...INFO[page] }));

export function agentPageInfo(page: string): AgentPageInfo | undefined {
  return AGENT_PAGE_INFO.find((info) => info.page === page);
}

/** A page shows when it has no flag or its flag is on. */
export function pageEnabled(info: AgentPageInfo, flags: Flags): boolean {
  return info.flag === undefined || flags[info.flag] === true;
}

/** The pages a signed-in member sees: all enabled ones for agents; the enabled contract pages and the affiliate application for other members. */
export function visiblePages(flags: Flags, isAgent: boolean): AgentPageInfo[] {
  return AGENT_PAGE_INFO.filter((info) => pageEnabled(info, flags) && (isAgent || info.forHolders === true || info.forMembers === true));
}

/** The agent-centre page of each contract kind. */
export const CONTRACT_PAGE_OF: Record<ContractKind, AgentPage> = {
  dividend: "agentDividendRecordCopy2",
  daily: "agentDailyWages2",
  hourly: "agentHourSalary",
  realtime: "agentRealtimeSalary",
};
