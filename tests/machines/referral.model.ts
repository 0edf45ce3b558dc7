import { referralMachine, type ReferralContext } from "../../machines/referral.machine";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { oddCodePage, referralPage } from "../fixtures/referral";
import { REGISTER_URL, referralOracle } from "./referral.oracle";

export const referralModel: PathModel<typeof referralMachine> = {
  name: "referral",
  machine: referralMachine,
  input: { registerUrl: REGISTER_URL },
  oracle: referralOracle,
  payloads: {
    // The odd code only on the first load: the link and copies are the same for it after that.
    "xstate.done.actor.fetchReferral": (snapshot) => [
      { type: "xstate.done.actor.fetchReferral", output: referralPage((snapshot.context as ReferralContext).pageNo) },
      ...((snapshot.context as ReferralContext).info ? [] : [{ type: "xstate.done.actor.fetchReferral", output: oddCodePage() }]),
    ],
    "xstate.error.actor.fetchReferral": () => [{ type: "xstate.error.actor.fetchReferral", error: networkError }],
    "xstate.done.actor.shareLink": () => [
      { type: "xstate.done.actor.shareLink", output: "shared" },
      { type: "xstate.done.actor.shareLink", output: "copied" },
      { type: "xstate.done.actor.shareLink", output: "cancelled" },
    ],
    "xstate.error.actor.copyText": () => [{ type: "xstate.error.actor.copyText", error: new Error("no clipboard") }],
    "xstate.error.actor.shareLink": () => [{ type: "xstate.error.actor.shareLink", error: new Error("no clipboard") }],
    "LINK.COPY": () => [
      { type: "LINK.COPY", what: "link" },
      { type: "LINK.COPY", what: "code" },
    ],
    // A page before the first asks for the first.
    "PAGE.SET": () => [
      { type: "PAGE.SET", pageNo: 2 },
      { type: "PAGE.SET", pageNo: 0 },
    ],
  },
  contextKey: (context: ReferralContext) => [context.pageNo, context.info?.code ?? null, context.copyWhat ?? null, context.error !== undefined],
};
