import { useLingui } from "@lingui/react/macro";
import { Box, Flex } from "@mantine/core";
import { useParams } from "@tanstack/react-router";
import type { RecordsKind } from "../../../machines/records.machine";
import { MEMBER_PAGE_LABELS } from "../../i18n/member-pages";
import { MEMBER_PAGES, type MemberPage } from "../../routes/route-table";
import { SecurityCentrePage } from "../member/security/SecurityCentrePage";
import { ComingSoonContent } from "../pages/ComingSoonContent";
import { NotFoundPage } from "../pages/NotFoundPage";
import { Deposit } from "./Deposit";
import { MemberCentreNav } from "./MemberCentreNav";
import { useMemberCentreBadges } from "./use-member-centre-badges";
import { Records } from "./Records";
import { TransferFund } from "./TransferFund";
import { TransferUpline } from "./TransferUpline";
import { useDepositFlow, useRecordsFlow, useTransferFlow, useTransferUplineFlow, useWithdrawFlow } from "./use-wallet-flow";
import { Withdraw } from "./Withdraw";
import { RewardCentrePage } from "../member/rewards/RewardCentre";
import { ManualRebatePage } from "../member/rebate/ManualRebatePage";
import { ReferralPage } from "../member/referral/ReferralPage";
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
  const badges = useMemberCentreBadges();
  // The router already answers an unknown page with the not-found page; this keeps it so if rendered directly.
  if (!isMemberPage(page)) return <NotFoundPage />;
  return (
    <Flex direction={{ base: "column", sm: "row" }} align={{ base: "stretch", sm: "flex-start" }}>
      <MemberCentreNav current={page} badges={badges} />
      <Box flex={1} miw={0}>
        <MemberCentreContent page={page} />
      </Box>
    </Flex>
  );
}

const isMemberPage = (page: string): page is MemberPage => (MEMBER_PAGES as readonly string[]).includes(page);

function MemberCentreContent({ page }: { page: MemberPage }) {
  const { i18n } = useLingui();
  switch (page) {
    case "securityCenter":
      return <SecurityCentrePage />;
    case "transferFund":
      return <TransferFundPage />;
    case "depositv2":
      return <DepositPage />;
    case "withdraw":
      return <WithdrawPage />;
    case "transferUpline":
      return <TransferUplinePage />;
    case "rewardCenter":
      return <RewardCentrePage />;
    case "referral":
      return <ReferralPage />;
    case "manualRebate":
      return <ManualRebatePage />;
    case "messageV2":
      return <MessagesPage />;
    case "missionLeaderboard":
      return <MissionsPage />;
    default: {
      const kind = RECORD_PAGES[page];
      return kind ? <RecordsPage key={kind} kind={kind} /> : <ComingSoonContent title={i18n._(MEMBER_PAGE_LABELS[page])} />;
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
