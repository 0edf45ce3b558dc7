import { fromCallback, fromPromise } from "xstate";
import type { ApiClient } from "../api/http-client";
import { type LaunchChatAnswer, type LaunchChatRequest, type LiveModel, type PvpRoom, type WheelSpinAnswer, type WheelStatus } from "../../contract";
import { chatServerFrameSchema } from "../../contract/chat";
import type { SocketCommand, SocketEvent, SocketInput } from "../../machines/live-chat.machine";

/** The smallest part of the browser's WebSocket the chat uses (tests give a fake). */
export interface ChatSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

const OPEN = 1;

/** `chatUrl` (a path on this site, or an absolute URL) as a ws:/wss: URL. */
export function socketUrl(chatUrl: string, base: string): string {
  const url = new URL(chatUrl, base);
  url.protocol = url.protocol === "https:" || url.protocol === "wss:" ? "wss:" : "ws:";
  return url.toString();
}

/**
 * The chat socket as a callback actor: says hello with the ticket and the last message id seen, passes every frame
 * that matches the contract to the machine (others are dropped), sends what the machine asks while open, and tells
 * the machine when the socket closed (not when the machine itself stopped it).
 */
export function chatSocketLogic(open: (url: string) => ChatSocket = (url) => new WebSocket(url) as unknown as ChatSocket, base = () => window.location.href) {
  return fromCallback<SocketCommand, SocketInput>(({ input, sendBack, receive }) => {
    const tell = (event: SocketEvent) => sendBack(event);
    const socket = open(socketUrl(input.chatUrl, base()));
    let stopped = false;
    socket.onopen = () => socket.send(JSON.stringify({ t: "hello", ticket: input.ticket, ...(input.after ? { after: input.after } : {}) }));
    socket.onmessage = (event) => {
      let raw: unknown;
      try {
        raw = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const parsed = chatServerFrameSchema.safeParse(raw);
      if (parsed.success) tell({ type: "SOCKET.FRAME", frame: parsed.data });
    };
    socket.onclose = (event) => {
      if (!stopped) tell({ type: "SOCKET.CLOSED", code: event.code });
    };
    receive((command) => {
      if (socket.readyState === OPEN) socket.send(JSON.stringify(command.frame));
    });
    return () => {
      stopped = true;
      socket.close(1000);
    };
  });
}

export function createChatActors(api: ApiClient) {
  return {
    launchChat: fromPromise<LaunchChatAnswer, LaunchChatRequest>(({ input, signal }) => api.request("launchChat", { body: input, signal })),
    chatSocket: chatSocketLogic(),
    loadWheel: fromPromise<WheelStatus, void>(({ signal }) => api.request("wheelStatus", { signal })),
    spinWheel: fromPromise<WheelSpinAnswer, { key: string }>(({ input, signal }) => api.request("wheelSpin", { body: {}, idempotencyKey: input.key, signal })),
    fetchModels: fromPromise<LiveModel[], void>(async ({ signal }) => (await api.request("modelList", { signal })).models),
    fetchRooms: fromPromise<PvpRoom[], void>(async ({ signal }) => (await api.request("pvpRooms", { signal })).rooms),
  };
}
