import { downlineListMachine, type DownlineListContext } from "../../machines/downline-list.machine";
import type { PathModel } from "../paths/generate-paths";
import { downlinePage } from "../fixtures/agent";
import { networkError } from "../fixtures/errors";

export const downlineListModel: PathModel<typeof downlineListMachine> = {
  name: "downlineList",
  machine: downlineListMachine,
  payloads: {
    "xstate.done.actor.fetchDownlines": () => [{ type: "xstate.done.actor.fetchDownlines", output: downlinePage() }],
    "xstate.error.actor.fetchDownlines": () => [{ type: "xstate.error.actor.fetchDownlines", error: networkError }],
    "SEARCH.CHANGE": () => [{ type: "SEARCH.CHANGE", text: "play" }],
    "PAGE.SET": () => [{ type: "PAGE.SET", pageNo: 2 }],
  },
  contextKey: (context: DownlineListContext) => [context.keywordText, context.query.keyword, context.query.pageNo],
};
