import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createActor, toPromise, type AnyActorLogic, type AnyStateMachine } from "xstate";
import { affiliateApplicationMachine } from "../../machines/affiliate-application.machine";
import { agentReportMachine } from "../../machines/agent-report.machine";
import { appDownloadMachine } from "../../machines/app-download.machine";
import { appInstallMachine } from "../../machines/app-install.machine";
import { appUpdateMachine } from "../../machines/app-update.machine";
import { appMachine } from "../../machines/app.machine";
import { balanceMachine } from "../../machines/balance.machine";
import { captchaMachine } from "../../machines/captcha.machine";
import { changePasswordMachine } from "../../machines/change-password.machine";
import { chatRoomsMachine } from "../../machines/chat-rooms.machine";
import { connectionChooserMachine } from "../../machines/connection-chooser.machine";
import { consolidatedMachine } from "../../machines/consolidated.machine";
import { contractMachine } from "../../machines/contract.machine";
import { depositMachine } from "../../machines/deposit.machine";
import { downlineListMachine } from "../../machines/downline-list.machine";
import { downlineTransferMachine } from "../../machines/downline-transfer.machine";
import { favouritesMachine } from "../../machines/favourites.machine";
import { fbSportsMachine } from "../../machines/fb-sports.machine";
import { feedbackMachine } from "../../machines/feedback.machine";
import { forgotPasswordMachine } from "../../machines/forgot-password.machine";
import { freePlayMachine } from "../../machines/free-play.machine";
import { gameListMachine } from "../../machines/game-list.machine";
import { helpCentreMachine } from "../../machines/help-centre.machine";
import { launchMachine } from "../../machines/launch.machine";
import { liveChatMachine } from "../../machines/live-chat.machine";
import { lobbyMachine } from "../../machines/lobby.machine";
import { loginMachine } from "../../machines/login.machine";
import { lotteryMachine } from "../../machines/lottery.machine";
import { luckyWheelMachine } from "../../machines/lucky-wheel.machine";
import { manualRebateMachine } from "../../machines/manual-rebate.machine";
import { messagesMachine } from "../../machines/messages.machine";
import { missionCountMachine } from "../../machines/mission-count.machine";
import { missionsMachine } from "../../machines/missions.machine";
import { mobileBindingMachine } from "../../machines/mobile-binding.machine";
import { noticesMachine } from "../../machines/notices.machine";
import { paymentPasswordMachine } from "../../machines/payment-password.machine";
import { pointMallMachine } from "../../machines/point-mall.machine";
import { promotionsMachine } from "../../machines/promotions.machine";
import { pvpRoomsMachine } from "../../machines/pvp-rooms.machine";
import { recordsMachine } from "../../machines/records.machine";
import { redEnvelopeMachine } from "../../machines/red-envelope.machine";
import { referralMachine } from "../../machines/referral.machine";
import { registerDownlineMachine } from "../../machines/register-downline.machine";
import { registerMachine } from "../../machines/register.machine";
import { realityCheckMachine } from "../../machines/reality-check.machine";
import { resetPasswordMachine } from "../../machines/reset-password.machine";
import { rewardCentreMachine } from "../../machines/reward-centre.machine";
import { saferBreakMachine } from "../../machines/safer-break.machine";
import { saferPlayMachine } from "../../machines/safer-play.machine";
import { securityProfileMachine } from "../../machines/security-profile.machine";
import { smsCodeMachine } from "../../machines/sms-code.machine";
import { transferUplineMachine } from "../../machines/transfer-upline.machine";
import { transferMachine } from "../../machines/transfer.machine";
import { vipMachine } from "../../machines/vip.machine";
import { withdrawMachine } from "../../machines/withdraw.machine";
import { withdrawalConfirmationMachine } from "../../machines/withdrawal-confirmation.machine";

const machines: [file: string, machine: AnyStateMachine][] = [
  ["affiliate-application", affiliateApplicationMachine],
  ["agent-report", agentReportMachine],
  ["app-download", appDownloadMachine],
  ["app-install", appInstallMachine],
  ["app-update", appUpdateMachine],
  ["app", appMachine],
  ["balance", balanceMachine],
  ["captcha", captchaMachine],
  ["change-password", changePasswordMachine],
  ["chat-rooms", chatRoomsMachine],
  ["connection-chooser", connectionChooserMachine],
  ["consolidated", consolidatedMachine],
  ["contract", contractMachine],
  ["deposit", depositMachine],
  ["downline-list", downlineListMachine],
  ["downline-transfer", downlineTransferMachine],
  ["favourites", favouritesMachine],
  ["fb-sports", fbSportsMachine],
  ["feedback", feedbackMachine],
  ["forgot-password", forgotPasswordMachine],
  ["free-play", freePlayMachine],
  ["game-list", gameListMachine],
  ["help-centre", helpCentreMachine],
  ["launch", launchMachine],
  ["live-chat", liveChatMachine],
  ["lobby", lobbyMachine],
  ["login", loginMachine],
  ["lottery", lotteryMachine],
  ["lucky-wheel", luckyWheelMachine],
  ["manual-rebate", manualRebateMachine],
  ["messages", messagesMachine],
  ["mission-count", missionCountMachine],
  ["missions", missionsMachine],
  ["mobile-binding", mobileBindingMachine],
  ["notices", noticesMachine],
  ["payment-password", paymentPasswordMachine],
  ["point-mall", pointMallMachine],
  ["promotions", promotionsMachine],
  ["pvp-rooms", pvpRoomsMachine],
  ["records", recordsMachine],
  ["red-envelope", redEnvelopeMachine],
  ["referral", referralMachine],
  ["register-downline", registerDownlineMachine],
  ["register", registerMachine],
  ["reality-check", realityCheckMachine],
  ["reset-password", resetPasswordMachine],
  ["reward-centre", rewardCentreMachine],
  ["safer-break", saferBreakMachine],
  ["safer-play", saferPlayMachine],
  ["security-profile", securityProfileMachine],
  ["sms-code", smsCodeMachine],
  ["transfer-upline", transferUplineMachine],
  ["transfer", transferMachine],
  ["vip", vipMachine],
  ["withdraw", withdrawMachine],
  ["withdrawal-confirmation", withdrawalConfirmationMachine],
];

const camelCase = (file: string) => file.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const isMachine = (logic: AnyActorLogic) => "implementations" in logic;
const isCallback = (logic: AnyActorLogic) => "callback" in logic;

/** Conventions every machine keeps, written from the house rules, not read from the machines. */
describe("every machine in machines/", () => {
  it("is listed here", () => {
    const onDisk = readdirSync("machines").filter((name) => name.endsWith(".machine.ts")).map((name) => name.replace(".machine.ts", ""));
    expect(machines.map(([file]) => file).sort()).toEqual(onDisk.sort());
  });

  it.each(machines)("%s: its id is the file's name in camelCase (the inspector and the catalogue show it)", (file, machine) => {
    expect(machine.id).toBe(camelCase(file));
  });

  it.each(machines)("%s: an actor the app has not provided fails at once, naming itself", async (_, machine) => {
    const placeholders = Object.entries(machine.implementations.actors as Record<string, AnyActorLogic>).filter(
      ([, logic]) => !isMachine(logic) && !isCallback(logic),
    );
    expect(placeholders.length, "placeholder actors found").toBeGreaterThan(0);
    for (const [name, logic] of placeholders) {
      const actor = createActor(logic);
      actor.subscribe({ error: () => {} });
      actor.start();
      await expect(toPromise(actor)).rejects.toThrow(`actor "${name}" was not provided`);
    }
  });
});
