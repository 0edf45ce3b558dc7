import { useNavigate } from "@tanstack/react-router";
import { lazy } from "react";
import { MountWhenNeeded } from "../common/MountWhenNeeded";
import { usePathname } from "../common/use-pathname";
import { closeFeedback, closeHelp, HELP_PATH, useHelpDialogs } from "./help-dialogs";

// Split out of the first load: the popups load when first opened.
const HelpModal = lazy(() => import("./HelpModal").then((m) => ({ default: m.HelpModal })));
const FeedbackModal = lazy(() => import("./FeedbackModal").then((m) => ({ default: m.FeedbackModal })));

/** Whether the help or feedback popup is open (the lobby holds its notices meanwhile). */
export function useHelpDialogOpen(): boolean {
  const onHelpPage = usePathname() === HELP_PATH;
  const { help, feedback } = useHelpDialogs();
  return onHelpPage || help || feedback;
}

/** helpModal (on /help, or over any page from a help link) and feedbackModal; closing help on /help goes to /. */
export function HelpDialogs() {
  const onHelpPage = usePathname() === HELP_PATH;
  const navigate = useNavigate();
  const { help, feedback } = useHelpDialogs();
  const helpOpen = onHelpPage || help;
  const closeHelpModal = () => {
    closeHelp();
    if (onHelpPage) void navigate({ to: "/" });
  };
  return (
    <>
      <MountWhenNeeded needed={helpOpen}>
        <HelpModal opened={helpOpen} onClose={closeHelpModal} />
      </MountWhenNeeded>
      <MountWhenNeeded needed={feedback}>
        <FeedbackModal opened={feedback} onClose={closeFeedback} />
      </MountWhenNeeded>
    </>
  );
}
