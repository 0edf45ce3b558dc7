import { useLingui } from "@lingui/react/macro";
import { Box, Flex } from "@mantine/core";
import { useParams } from "@tanstack/react-router";
import type { RecordsKind } from "../../../machines/records.machine";
import { ComingSoonContent } from "../pages/ComingSoonContent";
import { Deposit } from "./Deposit";
import { MemberCentreNav } from "./MemberCentreNav";
import { useMemberCentreCounts } from "./use-member-centre-counts";
import { Records } from "./Records";
import { TransferFund } from "./TransferFund";
import { TransferUpline } from "./TransferUpline";
import { useDepositFlow, useRecordsFlow, useTransferFlow, useTransferUplineFlow, useWithdrawFlow } from "./use-wallet-flow";
import { Withdraw } from "./Withdraw";
import { Messages } from "../member/messages/Messages";
import { Missions } from "../member/missions/Missions";
import { useMessagesFlow, useMissionsFlow } from "../member/use-inbox-flow";

const RECORD_PAGES: Record<string, RecordsKind> = {
  transactionHistory: "transactions",
  personalHistoryCopy: "bets",
  personalProfit: "profit",
  bonusDetails: "bonus",
};

/** /member/<page>: the member centre's menu beside the page (the wallet pages of issue 6; the others are still coming soon). */
export function MemberCentrePage() {
  const page = useParams({ strict: false, select: (params) => (params as { page?: string }).page ?? "" });
  return (
    <Flex direction={{ base: "column", sm: "row" }} align={{ base: "stretch", sm: "flex-start" }}>
      <MemberCentreNav current={page} counts={useMemberCentreCounts()} />
      <Box flex={1} miw={0}>
        <MemberCentreContent page={page} />
      </Box>
    </Flex>
  );
}

function MemberCentreContent({ page }: { page: string }) {
  switch (page) {
    case "transferFund":
      return <TransferFundPage />;
    case "depositv2":
      return <DepositPage />;
    case "withdraw":
      return <WithdrawPage />;
    case "transferUpline":
      return <TransferUplinePage />;
    case "messageV2":
      return <MessagesPage />;
    case "missionLeaderboard":
      return <MissionsPage />;
    default: {
      const kind = RECORD_PAGES[page];
      return kind ? <RecordsPage key={kind} kind={kind} /> : <ComingSoonContent />;
    }
  }
}

function TransferFundPage() {
  return <TransferFund flow={useTransferFlow()} />;
}
function DepositPage() {
  return <Deposit flow={useDepositFlow()} />;
}
function WithdrawPage() {
  return <Withdraw flow={useWithdrawFlow()} />;
}
function TransferUplinePage() {
  return <TransferUpline flow={useTransferUplineFlow()} />;
}
function MessagesPage() {
  return <Messages flow={useMessagesFlow()} />;
}
function MissionsPage() {
  return <Missions flow={useMissionsFlow()} />;
}
function RecordsPage({ kind }: { kind: RecordsKind }) {
  const { t } = useLingui();
  const titles: Record<RecordsKind, string> = { transactions: t`Transaction history`, bets: t`Betting records`, profit: t`Profit and loss`, bonus: t`Bonus details` };
  return <Records flow={useRecordsFlow(kind)} title={titles[kind]} />;
}
