import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ChatErrorCode } from "../../../contract";
import type { DraftProblem } from "../../../machines/live-chat.machine";

/** What a person reads when their message cannot go (the machine's check or the server's refusal). */
export const DRAFT_PROBLEM_TEXT: Record<DraftProblem | ChatErrorCode, MessageDescriptor> = {
  MESSAGE_TOO_LONG: msg`The message is too long: at most 500 characters.`,
  MESSAGE_INVALID: msg`The message holds characters that are not allowed (< > or control characters).`,
  TICKET_INVALID: msg`The chat session ended. Reconnecting…`,
  ROOM_CLOSED: msg`This chat room is closed now.`,
  BAD_FRAME: msg`The message could not be sent.`,
  RATE_LIMITED: msg`You are sending messages too fast. Wait a moment, then send it again.`,
  SESSION_ENDED: msg`Your session ended. Log in again to chat.`,
  TOO_MANY_CONNECTIONS: msg`Too many chats are open from this network. Close one and try again.`,
};
