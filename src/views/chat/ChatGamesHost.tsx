import { lazy, Suspense } from "react";
import { closeChatGamePopup, useChatGamePopup } from "./chat-game-popups";

// The popups and their flows load on first use, not with the first screen.
const LuckyWheelModal = lazy(() => import("./LuckyWheelModal").then((m) => ({ default: m.LuckyWheelModal })));
const ChatRoomsModal = lazy(() => import("./ChatRoomsModal").then((m) => ({ default: m.ChatRoomsModal })));

/** The lucky wheel and the chat rooms, opened from the side rail (desktop) or the menu drawer (phones). */
export function ChatGamesHost() {
  const popup = useChatGamePopup();
  return (
    <Suspense fallback={null}>
      {popup === "wheel" && <LuckyWheelModal opened onClose={closeChatGamePopup} />}
      {popup === "rooms" && <ChatRoomsModal opened onClose={closeChatGamePopup} />}
    </Suspense>
  );
}
