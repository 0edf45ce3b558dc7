import type { AgentReportKind } from "../../../machines/agent-report.machine";
import type { AgentPage } from "../../routes/route-table";
import { AffiliateApplication } from "./AffiliateApplication";
import type { AgentPageInfo } from "./agent-pages";
import { AgentReport } from "./AgentReport";
import { ContractPage } from "./ContractPage";
import { DownlineList } from "./DownlineList";
import { RegisterDownline } from "./RegisterDownline";
import { useAgentReportFlow, useDownlineListFlow, useRegisterDownlineFlow } from "./use-agent-flow";

const REPORTS: Partial<Record<AgentPage, AgentReportKind>> = {
  agentAnnouncement: "announcements",
  agentTeamOverview: "teamOverview",
  personalHistoryCopy: "bets",
  palStatementsAgentCopy: "profitStatements",
  agentRevenueReport: "revenue",
  myIncome: "revenue",
  agentDownlineTransactionDetailsCopy: "teamTransactions",
  teamTransaction: "teamTransactions",
  teamBetting: "teamBets",
  creditReport: "contractPayments",
};

/** The page itself, by its name: a contract page, the downline screens, or a report. */
export function AgentPageContent({ info, title }: { info: AgentPageInfo; title: string }) {
  if (info.contract) return <ContractPage kind={info.contract} title={title} />;
  const report = REPORTS[info.page];
  if (report) return <ReportPage kind={report} title={title} />;
  switch (info.page) {
    case "registerCenter":
      return <RegisterDownlinePage title={title} />;
    case "affiliateApplication":
      return <AffiliateApplication title={title} />;
    default:
      return <DownlineListPage title={title} />;
  }
}

function ReportPage({ kind, title }: { kind: AgentReportKind; title: string }) {
  return <AgentReport flow={useAgentReportFlow(kind)} title={title} />;
}
function RegisterDownlinePage({ title }: { title: string }) {
  return <RegisterDownline flow={useRegisterDownlineFlow()} title={title} />;
}
function DownlineListPage({ title }: { title: string }) {
  return <DownlineList flow={useDownlineListFlow()} title={title} />;
}
