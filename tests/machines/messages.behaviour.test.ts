import { messagesMachine } from "../../machines/messages.machine";
import { networkError } from "../fixtures/errors";
import { messageDetail, messagePage } from "./messages.model";
import { answer, describeWalks, failure } from "./walks";

// Messages (messageV2): inbox with paging; opening a message shows it and marks it read; a message can be
// deleted after a confirmation; the list reloads after a change.
const model = { name: "messages", machine: messagesMachine, input: undefined };
const loaded = answer("loadMessages", messagePage(1));
const opened = [loaded, { type: "MESSAGE.OPEN", id: "unread1aaaaaaaa" }, answer("readMessage", messageDetail)];

describeWalks(model, [
  { name: "an inbox that did not load is loaded again on retry", steps: [failure("loadMessages", networkError), { type: "MESSAGES.RETRY" }], state: "loading", requests: { loadMessages: 2 } },
  { name: "an inbox that did not load shows the list after the retry", steps: [failure("loadMessages", networkError), { type: "MESSAGES.RETRY" }, loaded], state: "ready", context: { pageNo: 1 } },
  { name: "an opened message is shown", steps: opened, state: "reading", requests: { readMessage: 1 }, context: { opened: messageDetail } },
  { name: "closing a message reloads the list (its read mark changed)", steps: [...opened, { type: "MESSAGE.CLOSE" }], state: "loading", requests: { loadMessages: 2 }, context: { opened: undefined } },
  {
    name: "deleting the message being read asks for a confirmation",
    steps: [...opened, { type: "MESSAGE.DELETE", id: "unread1aaaaaaaa" }],
    state: "confirmingDelete",
    context: { deleting: "unread1aaaaaaaa", opened: undefined },
  },
  {
    name: "the confirmed delete of the message being read deletes it",
    steps: [...opened, { type: "MESSAGE.DELETE", id: "unread1aaaaaaaa" }, { type: "DELETE.CONFIRM" }],
    state: "deletingMessage",
    requests: { deleteMessage: 1 },
  },
]);
