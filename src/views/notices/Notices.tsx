import { useSelector } from "@xstate/react";
import { NoticeMarquee } from "./NoticeMarquee";
import { NoticeModal } from "./NoticeModal";
import { NoticesReload } from "./NoticesReload";
import { PopupModal } from "./PopupModal";
import type { NoticesRef } from "./use-notices-ref";

/** The home page's notices: marquee, notice modal, popups (`held` back while a sign-in dialog is up); a reload link when loading failed. */
export function Notices({ notices, held = false }: { notices: NoticesRef | undefined; held?: boolean }) {
  const failed = useSelector(notices, (snapshot) => snapshot?.matches("failed") ?? false);
  if (!notices) return null;
  if (failed) return <NoticesReload notices={notices} />;
  return (
    <>
      <NoticeMarquee notices={notices} />
      <NoticeModal notices={notices} />
      <PopupModal notices={notices} held={held} />
    </>
  );
}
