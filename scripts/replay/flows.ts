import type { AnyActorLogic, AnyStateMachine } from "xstate";
import { affiliateApplicationMachine } from "../../machines/affiliate-application.machine";
import { agentReportMachine } from "../../machines/agent-report.machine";
import { appDownloadMachine } from "../../machines/app-download.machine";
import { appInstallMachine } from "../../machines/app-install.machine";
import { appUpdateMachine } from "../../machines/app-update.machine";
import { appMachine } from "../../machines/app.machine";
import { consolidatedMachine } from "../../machines/consolidated.machine";
import { contractMachine } from "../../machines/contract.machine";
import { depositMachine } from "../../machines/deposit.machine";
import { downlineListMachine } from "../../machines/downline-list.machine";
import { downlineTransferMachine } from "../../machines/downline-transfer.machine";
import { fbSportsMachine } from "../../machines/fb-sports.machine";
import { feedbackMachine } from "../../machines/feedback.machine";
import { gameListMachine } from "../../machines/game-list.machine";
import { helpCentreMachine } from "../../machines/help-centre.machine";
import { lotteryMachine } from "../../machines/lottery.machine";
import { recordsMachine } from "../../machines/records.machine";
import { resetPasswordMachine } from "../../machines/reset-password.machine";
import { promotionsMachine } from "../../machines/promotions.machine";
import { rewardCentreMachine } from "../../machines/reward-centre.machine";
import { registerDownlineMachine } from "../../machines/register-downline.machine";
import { transferUplineMachine } from "../../machines/transfer-upline.machine";
import { transferMachine } from "../../machines/transfer.machine";
import { withdrawMachine } from "../../machines/withdraw.machine";
import { withdrawalConfirmationMachine } from "../../machines/withdrawal-confirmation.machine";

import { chatRoomsMachine } from "../../machines/chat-rooms.machine";
import { connectionChooserMachine } from "../../machines/connection-chooser.machine";
import { liveChatMachine } from "../../machines/live-chat.machine";
import { luckyWheelMachine } from "../../machines/lucky-wheel.machine";
import { manualRebateMachine } from "../../machines/manual-rebate.machine";
import { messagesMachine } from "../../machines/messages.machine";
import { missionsMachine } from "../../machines/missions.machine";
import { mobileBindingMachine } from "../../machines/mobile-binding.machine";
import { paymentPasswordMachine } from "../../machines/payment-password.machine";
import { pointMallMachine } from "../../machines/point-mall.machine";
import { pvpRoomsMachine } from "../../machines/pvp-rooms.machine";
import { redEnvelopeMachine } from "../../machines/red-envelope.machine";
import { referralMachine } from "../../machines/referral.machine";
import { saferBreakMachine } from "../../machines/safer-break.machine";
import { saferPlayMachine } from "../../machines/safer-play.machine";
import { securityProfileMachine } from "../../machines/security-profile.machine";
import { vipMachine } from "../../machines/vip.machine";
const isMachine = (logic: AnyActorLogic): logic is AnyStateMachine => typeof (logic as { root?: unknown }).root === "object";

/**
 * The root's children, by the name the root's setup() gives them, which is also their systemId (login, register,
 * changePassword, forgotPassword, balance, notices, lobby, ...): a session records them as flows of their own.
 */
export const ROOT_CHILD_MACHINES: Record<string, AnyStateMachine> = Object.fromEntries(
  Object.entries(appMachine.implementations.actors as Record<string, AnyActorLogic>).filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1])),
);

/** The machine behind each flow name a session records (the systemIds given by src/app/inspection.ts and the root's children). */
export const FLOW_MACHINES: Record<string, AnyStateMachine> = {
  ...ROOT_CHILD_MACHINES,
  app: appMachine,
  resetPassword: resetPasswordMachine,
  contract: contractMachine,
  withdrawalConfirmation: withdrawalConfirmationMachine,
  deposit: depositMachine,
  withdraw: withdrawMachine,
  transfer: transferMachine,
  transferUpline: transferUplineMachine,
  records: recordsMachine,
  promotions: promotionsMachine,
  rewardCentre: rewardCentreMachine,
  gameList: gameListMachine,
  lottery: lotteryMachine,
  fbSports: fbSportsMachine,
  downlineList: downlineListMachine,
  registerDownline: registerDownlineMachine,
  downlineTransfer: downlineTransferMachine,
  agentReport: agentReportMachine,
  affiliateApplication: affiliateApplicationMachine,
  consolidated: consolidatedMachine,
  helpCentre: helpCentreMachine,
  feedback: feedbackMachine,
  appDownload: appDownloadMachine,
  appInstall: appInstallMachine,
  appUpdate: appUpdateMachine,
  chatRooms: chatRoomsMachine,
  connectionChooser: connectionChooserMachine,
  liveChat: liveChatMachine,
  roomChat: liveChatMachine,
  luckyWheel: luckyWheelMachine,
  manualRebate: manualRebateMachine,
  messages: messagesMachine,
  missions: missionsMachine,
  mobileBinding: mobileBindingMachine,
  paymentPassword: paymentPasswordMachine,
  pointMall: pointMallMachine,
  pvpRooms: pvpRoomsMachine,
  redEnvelope: redEnvelopeMachine,
  referral: referralMachine,
  saferBreak: saferBreakMachine,
  saferPlay: saferPlayMachine,
  securityProfile: securityProfileMachine,
  vip: vipMachine,
};
