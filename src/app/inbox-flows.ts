import { fromPromise } from "xstate";
import { messagesMachine } from "../../machines/messages.machine";
import { missionsMachine, type MissionsData } from "../../machines/missions.machine";
import type { ApiClient } from "../api/http-client";
import type { MessageDetail, MessagePage, MissionClaimAnswer, MissionClaimRequest } from "../../contract";
import { flowsPerApp } from "./page-deps";

/** The messages and missions pages' machines with the app's actors and actions provided. */
export function createInboxFlows(api: ApiClient, onInboxChanged: () => void, onBalanceChanged: () => void, onMissionsChanged: () => void = () => undefined) {
  return {
    messages: messagesMachine.provide({
      actors: {
        loadMessages: fromPromise<MessagePage, { pageNo: number }>(({ input, signal }) => api.request("messageList", { query: { pageNo: input.pageNo }, signal })),
        readMessage: fromPromise<MessageDetail, { id: string }>(({ input, signal }) => api.request("messageRead", { body: { id: input.id }, signal })),
        deleteMessage: fromPromise<unknown, { id: string }>(({ input, signal }) => api.request("messageDelete", { body: { id: input.id }, signal })),
        readAllMessages: fromPromise<unknown, void>(({ signal }) => api.request("messageReadAll", { signal })),
      },
      actions: { inboxChanged: () => onInboxChanged() },
    }),
    missions: missionsMachine.provide({
      actors: {
        loadMissions: fromPromise<MissionsData, void>(async ({ signal }) => {
          const [summary, leaderboard] = await Promise.all([api.request("missionSummary", { signal }), api.request("missionLeaderboard", { signal })]);
          return { summary, leaderboard };
        }),
        claimMission: fromPromise<MissionClaimAnswer, { request: MissionClaimRequest; key: string }>(({ input, signal }) =>
          api.request("missionClaim", { body: input.request, idempotencyKey: input.key, signal }),
        ),
      },
      actions: {
        balanceChanged: () => {
          onBalanceChanged();
          onMissionsChanged();
        },
      },
    }),
  };
}

export type InboxFlows = ReturnType<typeof createInboxFlows>;

const flowsOfApp = flowsPerApp((deps) => createInboxFlows(deps.api, () => deps.onInboxChanged?.(), deps.onBalanceChanged, () => deps.onMissionsChanged?.()));

/** The flows of the current app (made on first use by the messages or missions page). */
export function inboxFlows(): InboxFlows {
  const flows = flowsOfApp();
  if (!flows) throw new Error("inbox flows are created with the app actor");
  return flows;
}
