import { fromPromise } from "xstate";
import { redEnvelopeMachine } from "../../machines/red-envelope.machine";
import type { ApiClient } from "../api/http-client";
import type { GrabAnswer, RedEnvelopeEvent } from "../../contract";
import type { AppActor } from "./app-actor";
import { flowsPerApp, type PageDeps } from "./page-deps";

/**
 * The floating red envelope's flow, apart from the points pages' flows: every page hosts the envelope, so this module
 * is in every page's first load, and the mall's and VIP page's machines load with their pages only.
 */
export function createRedEnvelopeActors(api: ApiClient) {
  return {
    loadEnvelope: fromPromise<RedEnvelopeEvent, void>(({ signal }) => api.request("redEnvelopeEvent", { signal })),
    grabEnvelope: fromPromise<GrabAnswer, { eventId: string; key: string }>(({ input, signal }) =>
      api.request("grabRedEnvelope", { body: { eventId: input.eventId }, idempotencyKey: input.key, signal }),
    ),
  };
}

/** A visitor's grab opens the login popup, a trial account's the real-account dialog; a grab refreshes the balance. */
export function createRedEnvelopeFlow(deps: PageDeps, app: Pick<AppActor, "send">) {
  return redEnvelopeMachine.provide({
    actors: createRedEnvelopeActors(deps.api),
    actions: {
      askLogin: () => app.send({ type: "LOGIN.REQUIRED" }),
      askRealAccount: () => app.send({ type: "REAL_ACCOUNT.REQUIRED" }),
      balanceChanged: () => deps.onBalanceChanged(),
    },
  });
}

const flowOfApp = flowsPerApp((deps) => {
  let made: ReturnType<typeof createRedEnvelopeFlow> | undefined;
  return (app: Pick<AppActor, "send">) => (made ??= createRedEnvelopeFlow(deps, app));
});

/** The current app's envelope flow (made on first use, again when a new app was created). */
export function redEnvelopeFlow(app: Pick<AppActor, "send">) {
  const flow = flowOfApp();
  if (!flow) throw new Error("the red envelope flow is created with the app actor");
  return flow(app);
}

/** Whether the flow can be made (an app actor set the page deps); the floating envelope waits for it. */
export const redEnvelopeFlowReady = () => flowOfApp() !== undefined;
