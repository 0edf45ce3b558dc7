import { useSyncExternalStore } from "react";

/** Which of the help and feedback popups are open over the page (local UI state shared by the links that open them). */
type Dialogs = { help: boolean; feedback: boolean };

let dialogs: Dialogs = { help: false, feedback: false };
const listeners = new Set<() => void>();

function set(next: Partial<Dialogs>): void {
  dialogs = { ...dialogs, ...next };
  for (const listener of listeners) listener();
}

export const openHelp = () => set({ help: true });
export const closeHelp = () => set({ help: false });
export const openFeedback = () => set({ feedback: true });
export const closeFeedback = () => set({ feedback: false });

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHelpDialogs(): Dialogs {
  return useSyncExternalStore(subscribe, () => dialogs, () => dialogs);
}

export const HELP_PATH = "/help";
