import type { EventObject } from "xstate";
import type { Announcements, Notice } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Phase = "loading" | "failed" | "ready";

export interface NoticesFlow {
  phase: Phase;
  announcements?: Announcements;
  /** Session keys of the popups dismissed (the model's input, then each dismissal). */
  dismissed: string[];
  modalOpen: boolean;
  openIndex: number;
  /** The popups shown in the list (not dismissed this session), in server order. */
  popups: Notice[];
}

/** The session key of a dismissed popup: `popup:` and its id (the model's input names popup 22 so). */
const keyOf = (notice: Notice) => `popup:${notice.id}`;

/**
 * Spec section 4: a popup once dismissed has its session key closed and does not reappear in that session; the notice
 * modal opens at the notice clicked (only one that exists); a reload (language switch) fetches again.
 */
export function noticesFlow(dismissedAtStart: readonly string[]) {
  function follow(events: readonly EventObject[]): { flow: NoticesFlow; expectation: StepExpectation } {
    const flow: NoticesFlow = { phase: "loading", dismissed: [...dismissedAtStart], modalOpen: false, openIndex: 0, popups: [] };
    const load = (): StepExpectation => {
      Object.assign(flow, { phase: "loading", modalOpen: false, popups: [] });
      return { requests: [{ id: "fetchAnnouncements" }] };
    };
    let expectation = load();
    for (const e of events) {
      const event = e as EventObject & Record<string, unknown>;
      const need = (ok: boolean) => {
        if (!ok) throw new Error(`${event.type} cannot happen now (${flow.phase}${flow.modalOpen ? ", notice open" : ""})`);
      };
      switch (event.type) {
        case "xstate.done.actor.fetchAnnouncements": {
          need(flow.phase === "loading");
          const announcements = event.output as Announcements;
          Object.assign(flow, { phase: "ready", announcements, popups: announcements.popup.filter((p) => !flow.dismissed.includes(keyOf(p))) });
          expectation = { context: { announcements, error: undefined } };
          break;
        }
        case "xstate.error.actor.fetchAnnouncements":
          need(flow.phase === "loading");
          flow.phase = "failed";
          expectation = { context: { error: event.error } };
          break;
        case "NOTICES.RELOAD":
          expectation = load();
          break;
        case "NOTICES.OPEN": {
          need(flow.phase === "ready");
          const index = event.index as number;
          if (Number.isInteger(index) && index >= 0 && index < flow.announcements!.player.length) Object.assign(flow, { modalOpen: true, openIndex: index });
          expectation = { context: { openIndex: flow.openIndex } };
          break;
        }
        case "NOTICES.CLOSE":
          need(flow.phase === "ready" && flow.modalOpen);
          flow.modalOpen = false;
          expectation = {};
          break;
        case "POPUP.DISMISS": {
          need(flow.phase === "ready" && flow.popups.length > 0);
          // Closing the list dismisses every popup in it, all pages, each under its own key.
          const keys = flow.popups.map(keyOf);
          flow.dismissed = [...flow.dismissed, ...keys];
          flow.popups = [];
          expectation = { effects: keys.map((key) => ({ action: "rememberDismissedPopup", params: { key } })), context: { dismissedPopups: flow.dismissed } };
          break;
        }
        default:
          throw new Error(`the notices oracle does not know ${event.type}`);
      }
    }
    return { flow, expectation };
  }
  const oracle: Oracle = { step: (events) => follow(events).expectation };
  return { oracle, follow: (events: readonly EventObject[]) => follow(events).flow };
}
