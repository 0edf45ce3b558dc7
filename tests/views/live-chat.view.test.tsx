import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { createActor } from "xstate";
import { appMachine } from "../../machines/app.machine";
import { AppActorProvider } from "../../src/app/app-context";
import { AppProviders } from "../../src/views/AppProviders";
import { ChatPanel } from "../../src/views/chat/ChatPanel";
import { memberChatModel } from "../machines/live-chat.model";
import { liveChatFlow } from "../machines/live-chat.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

const app = createActor(appMachine, { input: { language: "en", hasStoredToken: false, dismissedPopups: [], rememberedUsername: "" } });
const member = liveChatFlow({ room: "service", member: true });

/** The English catalogue's texts for the drafts the live chat refuses (more than 500 characters, markup). */
const PROBLEM_TEXT: Record<string, string> = {
  MESSAGE_TOO_LONG: "The message is too long: at most 500 characters.",
  MESSAGE_INVALID: "The message holds characters that are not allowed (< > or control characters).",
  // The server's refusal of a message sent too fast (docs/security-senders.md).
  RATE_LIMITED: "You are sending messages too fast. Wait a moment, then send it again.",
};

const chatView: ViewModel<typeof memberChatModel.machine> = {
  render: (actor) => (
    <AppActorProvider actor={app}>
      <AppProviders>
        <ChatPanel chat={actor} otherName="Support" />
      </AppProviders>
    </AppActorProvider>
  ),
  async expectScreen(_snapshot, events) {
    const flow = member.follow(events);
    if (flow.phase === "launching" || flow.phase === "connecting") {
      await screen.findByText("Connecting…");
      return;
    }
    if (flow.phase !== "open") return;
    await screen.findByText("Connected");
    const log = screen.getByRole("log", { name: "Messages" });
    await waitFor(() => {
      for (const m of flow.messages) expect(within(log).getByText(m.text)).toBeTruthy();
      expect(within(log).queryAllByText("Sending…")).toHaveLength(flow.outbox.length);
    });
    for (const p of flow.outbox) expect(within(log).getAllByText(p.text).length).toBeGreaterThan(0);
    const problem = flow.draftError ?? flow.refused;
    if (problem) expect(screen.getByText(PROBLEM_TEXT[problem]!)).toBeTruthy();
    else expect(screen.queryByText(/The message (is too long|holds characters)|sending messages too fast/)).toBeNull();
    expect((screen.getByRole("textbox", { name: "Message" }) as HTMLInputElement).value).toBe(flow.draft);
    await waitFor(() => expect(Boolean(screen.queryByText("Support is typing…"))).toBe(flow.othersTyping));
    // The read mark sits under the last own message the operator has read.
    const readAt = flow.messages.findIndex((m) => m.id === flow.readUpTo);
    const ownRead = flow.messages.some((m, i) => m.from === "member" && i <= readAt);
    expect(within(log).queryAllByText("Read", { exact: false }).length).toBe(ownRead ? 1 : 0);
  },
  async perform(event, user, snapshot) {
    if (!snapshot.matches({ online: "open" })) return false;
    const box = screen.getByRole("textbox", { name: "Message" });
    if (event.type === "CHAT.TYPE") {
      const text = (event as unknown as { text: string }).text;
      await user.clear(box);
      if (text !== "") {
        await user.click(box);
        await user.paste(text);
      }
      return text !== "" || (box as HTMLInputElement).value === "";
    }
    if (event.type === "CHAT.SEND" && (snapshot.context as { draft: string }).draft.trim() !== "") {
      await user.click(screen.getByRole("button", { name: "Send" }));
      return true;
    }
    return false;
  },
};

describeViewPaths(memberChatModel, chatView);
