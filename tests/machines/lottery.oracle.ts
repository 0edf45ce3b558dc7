import type { EventObject } from "xstate";
import type { LotteryMenu } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Phase = "loading" | "failed" | "drawing" | "ready" | "launching" | "playing";

export interface LotteryFlow {
  phase: Phase;
  prizeMode?: string;
  menus: LotteryMenu[];
  gameCode?: string;
  opened?: { numbers: string[] };
  url?: string;
  error?: { errorCode?: string };
}

/**
 * A lottery page: its menus, the game of the page's `gameCode` query when a menu holds it (else the first menu), the
 * last draw of the chosen game (the page stands without it), and playing it in the page with the page's area and
 * prize mode (spec section 7: lobby launch with lottoArea, prize mode and game code).
 */
export function lotteryFlow(area: string, wanted: string | undefined) {
  function follow(events: readonly EventObject[]): { flow: LotteryFlow; expectation: StepExpectation } {
    const flow: LotteryFlow = { phase: "loading", menus: [] };
    const draw = (gameCode: string): StepExpectation => {
      flow.phase = "drawing";
      return { requests: [{ id: "fetchOpened", input: gameCode }] };
    };
    let expectation: StepExpectation = { requests: [{ id: "fetchLottery", input: area }] };
    for (const e of events) {
      const event = e as EventObject & Record<string, unknown>;
      const need = (...phases: Phase[]) => {
        if (!phases.includes(flow.phase)) throw new Error(`${event.type} cannot happen while the lottery page is ${flow.phase}`);
      };
      switch (event.type) {
        case "xstate.done.actor.fetchLottery": {
          need("loading");
          const data = event.output as { prizeMode: string; menus: LotteryMenu[]; popular: unknown[] };
          const codes = data.menus.map((m) => m.gameCode);
          const gameCode = wanted !== undefined && codes.includes(wanted) ? wanted : codes[0];
          Object.assign(flow, { prizeMode: data.prizeMode, menus: data.menus, gameCode, error: undefined });
          const context = { prizeMode: data.prizeMode, menus: data.menus, popular: data.popular, gameCode, error: undefined };
          if (gameCode === undefined) {
            flow.phase = "ready";
            expectation = { context };
          } else expectation = { ...draw(gameCode), context };
          break;
        }
        case "xstate.error.actor.fetchLottery":
          need("loading");
          Object.assign(flow, { phase: "failed", error: event.error });
          expectation = { context: { error: event.error } };
          break;
        case "LOTTERY.RETRY":
          need("failed");
          flow.phase = "loading";
          expectation = { requests: [{ id: "fetchLottery", input: area }] };
          break;
        case "xstate.done.actor.fetchOpened":
          need("drawing");
          Object.assign(flow, { phase: "ready", opened: event.output });
          expectation = { context: { opened: event.output } };
          break;
        case "xstate.error.actor.fetchOpened":
          // The draw is extra: the page stands without it.
          need("drawing");
          Object.assign(flow, { phase: "ready", opened: undefined });
          expectation = { context: { opened: undefined } };
          break;
        case "LOTTERY.SELECT": {
          need("ready", "playing");
          const gameCode = event.gameCode as string;
          if (!flow.menus.some((m) => m.gameCode === gameCode)) {
            expectation = { context: { gameCode: flow.gameCode } };
            break;
          }
          const fromPlaying = flow.phase === "playing";
          Object.assign(flow, { gameCode, opened: undefined, url: undefined, error: undefined });
          expectation = { ...draw(gameCode), context: { gameCode, opened: undefined, ...(fromPlaying ? { url: undefined } : { error: undefined }) } };
          break;
        }
        case "LOTTERY.PLAY":
          need("ready");
          if (flow.gameCode === undefined) {
            expectation = {};
            break;
          }
          Object.assign(flow, { phase: "launching", error: undefined });
          expectation = { requests: [{ id: "launchLottery", input: { area, prizeMode: flow.prizeMode, gameCode: flow.gameCode } }], context: { error: undefined } };
          break;
        case "xstate.done.actor.launchLottery": {
          need("launching");
          const url = (event.output as { content: { game_url: string } }).content.game_url;
          Object.assign(flow, { phase: "playing", url });
          expectation = { context: { url } };
          break;
        }
        case "xstate.error.actor.launchLottery":
          need("launching");
          Object.assign(flow, { phase: "ready", error: event.error });
          expectation = { context: { error: event.error } };
          break;
        case "LOTTERY.CLOSE":
          need("playing");
          Object.assign(flow, { phase: "ready", url: undefined });
          expectation = { context: { url: undefined } };
          break;
        default:
          throw new Error(`the lottery oracle does not know ${event.type}`);
      }
    }
    return { flow, expectation };
  }
  const oracle: Oracle = { step: (events) => follow(events).expectation };
  return { oracle, follow: (events: readonly EventObject[]) => follow(events).flow };
}
