import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Affix, Stack } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { IconGift, IconMessageCircle } from "@tabler/icons-react";
import { useAppActor, useAppSelector } from "../../app/app-context";
import { isSignedIn } from "../../app/session-queries";
import { DeferredTooltip as Tooltip } from "../common/deferred-floating";
import { useMemberSummary } from "../shell/use-member-summary";

// The popups and their flows load on first use, not with the first screen.
const LuckyWheelModal = lazy(() => import("./LuckyWheelModal").then((m) => ({ default: m.LuckyWheelModal })));
const ChatRoomsModal = lazy(() => import("./ChatRoomsModal").then((m) => ({ default: m.ChatRoomsModal })));

type Popup = "wheel" | "rooms" | undefined;

/** Bottom left: the mini game (lucky wheel) and the chat rooms. A visitor is asked to log in, a trial account for a real one. */
export function ChatGamesAffix() {
  const { t } = useLingui();
  const app = useAppActor();
  const member = useAppSelector(isSignedIn);
  const { role } = useMemberSummary();
  const [popup, setPopup] = useState<Popup>();
  const open = (which: Exclude<Popup, undefined>) => {
    if (!member) app.send({ type: "LOGIN.REQUIRED" });
    else if (role === "trial") app.send({ type: "REAL_ACCOUNT.REQUIRED" });
    else setPopup(which);
  };
  return (
    <>
      <Affix position={{ bottom: 16, left: 16 }} zIndex={150}>
        <Stack gap={8}>
          <Tooltip label={t`Lucky wheel`} position="right" withArrow>
            <ActionIcon size={48} radius="xl" color="yellow" aria-label={t`Lucky wheel`} onClick={() => open("wheel")}>
              <IconGift size={24} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Chat rooms`} position="right" withArrow>
            <ActionIcon size={48} radius="xl" color="grape" aria-label={t`Chat rooms`} onClick={() => open("rooms")}>
              <IconMessageCircle size={24} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Stack>
      </Affix>
      <Suspense fallback={null}>
        {popup === "wheel" && <LuckyWheelModal opened onClose={() => setPopup(undefined)} />}
        {popup === "rooms" && <ChatRoomsModal opened onClose={() => setPopup(undefined)} />}
      </Suspense>
    </>
  );
}
