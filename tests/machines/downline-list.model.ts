import { downlineListMachine, type DownlineListContext } from "../../machines/downline-list.machine";
import type { PathModel } from "../paths/generate-paths";
import { downlinePage } from "../fixtures/agent";
import { networkError } from "../fixtures/errors";
import { downlineListOracle } from "./downline-list.oracle";

export const downlineListModel: PathModel<typeof downlineListMachine> = {
  name: "downlineList",
  machine: downlineListMachine,
  oracle: downlineListOracle,
  payloads: {
    "xstate.done.actor.fetchDownlines": () => [{ type: "xstate.done.actor.fetchDownlines", output: downlinePage() }],
    "xstate.error.actor.fetchDownlines": () => [{ type: "xstate.error.actor.fetchDownlines", error: networkError }],
    // Spaces around the name: the search sends it trimmed.
    "SEARCH.CHANGE": () => [{ type: "SEARCH.CHANGE", text: " play " }],
    // A page before the first asks for the first.
    "PAGE.SET": () => [
      { type: "PAGE.SET", pageNo: 2 },
      { type: "PAGE.SET", pageNo: 0 },
    ],
  },
  contextKey: (context: DownlineListContext) => [context.keywordText, context.query.keyword, context.query.pageNo],
};
