// The calls a visitor's first screen does not make (each area's table): the client loads this module on the first one.
import { walletCalls } from "./wallet-calls";
import { agentCalls } from "./agent-calls";
import { securityCalls } from "./security";
import { promotionCalls } from "./promotion-calls";
import { referralCalls } from "./referral";
import { messageCalls } from "./messages";
import { helpCalls } from "./help";
import { pointsCalls } from "./points";
import { chatGameCalls } from "./chat-calls";
import { affiliateApplicationCalls } from "./affiliate-application";
import { saferPlayCalls } from "./safer-play";
import { realityCheckCalls } from "./reality-check";

export const laterCalls = {
  ...affiliateApplicationCalls,
  ...walletCalls,
  ...agentCalls,
  ...securityCalls,
  ...promotionCalls,
  ...referralCalls,
  ...messageCalls,
  ...helpCalls,
  ...pointsCalls,
  ...chatGameCalls,
  ...saferPlayCalls,
  ...realityCheckCalls,
} as const;
