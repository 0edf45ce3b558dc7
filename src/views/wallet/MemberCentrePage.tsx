import { useLingui } from "@lingui/react/macro";
import { Box, Flex } from "@mantine/core";
import { useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { RecordsKind } from "../../../machines/records.machine";
import { MEMBER_PAGES, type MemberPage } from "../../routes/route-table";
import { SecurityCentrePage } from "../member/security/SecurityCentrePage";
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
import { SaferPlayPage } from "../member/safer-play/SaferPlayPage";
import { Messages } from "../member/messages/Messages";
import { Missions } from "../member/missions/Missions";
import { useMessagesFlow, useMissionsFlow } from "../member/use-inbox-flow";

/** /member/<page>: the member centre's menu beside the page. */
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

/** Every member-centre page has its screen: the type makes a page added to MEMBER_PAGES without one fail to compile. */
const PAGES: Record<MemberPage, () => ReactNode> = {
  securityCenter: () => <SecurityCentrePage />,
  transferFund: () => <TransferFundPage />,
  depositv2: () => <DepositPage />,
  withdraw: () => <WithdrawPage />,
  transferUpline: () => <TransferUplinePage />,
  personalHistoryCopy: () => <RecordsPage key="bets" kind="bets" />,
  transactionHistory: () => <RecordsPage key="transactions" kind="transactions" />,
  personalProfit: () => <RecordsPage key="profit" kind="profit" />,
  bonusDetails: () => <RecordsPage key="bonus" kind="bonus" />,
  rewardCenter: () => <RewardCentrePage />,
  referral: () => <ReferralPage />,
  missionLeaderboard: () => <MissionsPage />,
  messageV2: () => <MessagesPage />,
  manualRebate: () => <ManualRebatePage />,
  responsibleGaming: () => <SaferPlayPage />,
};

function MemberCentreContent({ page }: { page: MemberPage }) {
  return PAGES[page]();
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
