import { useSyncExternalStore } from "react";

/** Which of the chat-and-games popups is open (local UI state shared by the side rail, the phones' drawer and the host). */
export type ChatGamePopup = "wheel" | "rooms" | undefined;

let popup: ChatGamePopup;
const listeners = new Set<() => void>();

function set(next: ChatGamePopup): void {
  popup = next;
  for (const listener of listeners) listener();
}

export const showChatGamePopup = (which: Exclude<ChatGamePopup, undefined>) => set(which);
export const closeChatGamePopup = () => set(undefined);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChatGamePopup(): ChatGamePopup {
  return useSyncExternalStore(subscribe, () => popup, () => popup);
}
