import { useAppActor, useAppSelector } from "../../app/app-context";
import { isSignedIn } from "../../app/session-queries";
import { useMemberSummary } from "../shell/use-member-summary";
import { showChatGamePopup } from "./chat-game-popups";

/** Opens the lucky wheel or the chat rooms; a visitor is asked to log in, a trial account for a real one. */
export function useOpenChatGame(): (which: "wheel" | "rooms") => void {
  const app = useAppActor();
  const member = useAppSelector(isSignedIn);
  const { role } = useMemberSummary();
  return (which) => {
    if (!member) app.send({ type: "LOGIN.REQUIRED" });
    else if (role === "trial") app.send({ type: "REAL_ACCOUNT.REQUIRED" });
    else showChatGamePopup(which);
  };
}
