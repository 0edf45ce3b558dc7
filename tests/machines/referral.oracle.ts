import type { EventObject } from "xstate";
import type { ReferralInfo } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The registration page's address the model gives the machine. */
export const REGISTER_URL = "https://play.example/register";

/**
 * The invitation link per code (spec section 2: the registration form reads the `referralCode` query parameter),
 * written out: a code is escaped in the query.
 */
export const LINKS: Record<string, string> = {
  DEMO2024: "https://play.example/register?referralCode=DEMO2024",
  "A&B 1": "https://play.example/register?referralCode=A%26B%201",
};

type Outcome = "idle" | "copying" | "sharing" | "copied" | "shared" | "copyFailed";
type Phase = "loading" | "failed" | Outcome;

/** The invite-friends page as the member's events and the fakes' answers leave it. */
export interface ReferralPage {
  phase: Phase;
  pageNo: number;
  info?: ReferralInfo;
  link?: string;
  /** What the last copy was of (a share without a share sheet copies the link). */
  copyWhat?: "link" | "code";
  error?: unknown;
}

const OFFERS: Phase[] = ["idle", "copied", "shared", "copyFailed"];
const READY: Phase[] = [...OFFERS, "copying", "sharing"];

function follow(events: readonly EventObject[]): { page: ReferralPage; expectation: StepExpectation } {
  const p: ReferralPage = { phase: "loading", pageNo: 1 };
  const load = (): StepExpectation => {
    p.phase = "loading";
    return { requests: [{ id: "fetchReferral", input: { pageNo: p.pageNo } }] };
  };
  let x = load();
  for (const e of events) {
    const event = e as EventObject & Record<string, unknown>;
    const need = (phases: Phase[]) => {
      if (!phases.includes(p.phase)) throw new Error(`${event.type} cannot happen while the page is ${p.phase}`);
    };
    x = {};
    switch (event.type) {
      case "xstate.done.actor.fetchReferral":
        need(["loading"]);
        p.phase = "idle";
        p.info = event.output as ReferralInfo;
        p.link = LINKS[p.info.code];
        p.error = undefined;
        break;
      case "xstate.error.actor.fetchReferral":
        need(["loading"]);
        p.phase = "failed";
        p.error = event.error;
        break;
      case "REFERRAL.RETRY":
        need(["failed"]);
        x = load();
        break;
      case "PAGE.SET":
        need(READY);
        // Spec section 9: paging starts at page 1.
        p.pageNo = Math.max(1, event.pageNo as number);
        p.copyWhat = undefined;
        x = load();
        break;
      case "LINK.COPY":
        need(OFFERS);
        p.phase = "copying";
        p.copyWhat = event.what as "link" | "code";
        x.requests = [{ id: "copyText", input: { text: p.copyWhat === "code" ? p.info!.code : p.link } }];
        break;
      case "LINK.SHARE":
        need(OFFERS);
        p.phase = "sharing";
        x.requests = [{ id: "shareLink", input: { url: p.link } }];
        break;
      case "xstate.done.actor.copyText":
        need(["copying"]);
        p.phase = "copied";
        break;
      case "xstate.error.actor.copyText":
        need(["copying"]);
        p.phase = "copyFailed";
        break;
      case "xstate.done.actor.shareLink":
        need(["sharing"]);
        if (event.output === "shared") p.phase = "shared";
        else if (event.output === "copied") {
          p.phase = "copied";
          p.copyWhat = "link";
        } else p.phase = "idle";
        break;
      case "xstate.error.actor.shareLink":
        need(["sharing"]);
        p.phase = "copyFailed";
        break;
      default:
        throw new Error(`the referral oracle does not know ${event.type}`);
    }
  }
  return { page: p, expectation: x };
}

export const referralPageAfter = (events: readonly EventObject[]): ReferralPage => follow(events).page;

export const referralOracle: Oracle = {
  step(events) {
    const { page: p, expectation } = follow(events);
    return { ...expectation, context: { pageNo: p.pageNo, info: p.info, link: p.link, copyWhat: p.copyWhat, error: p.error } };
  },
};
