import { useSelector } from "@xstate/react";
import { lazy } from "react";
import { MountWhenNeeded } from "../common/MountWhenNeeded";
import { NoticeMarquee } from "./NoticeMarquee";
import { NoticesReload } from "./NoticesReload";
import { pendingPopups } from "../../../machines/notices.machine";
import type { NoticesRef } from "./use-notices-ref";

// Split out of the first load (with its list's NavLink and Pagination): it loads when a notice is first opened.
const NoticeModal = lazy(() => import("./NoticeModal").then((m) => ({ default: m.NoticeModal })));
// With the HTML sanitiser and the modal: they load when there are popups to show, after the page's first render.
const PopupModal = lazy(() => import("./PopupModal").then((m) => ({ default: m.PopupModal })));

/** The home page's notices: marquee, notice modal, popups (`held` back while a sign-in dialog is up); a reload link when loading failed. */
export function Notices({ notices, held = false }: { notices: NoticesRef | undefined; held?: boolean }) {
  const failed = useSelector(notices, (snapshot) => snapshot?.matches("failed") ?? false);
  const noticeOpen = useSelector(notices, (snapshot) => snapshot?.matches({ ready: { noticeModal: "open" } }) ?? false);
  const popupsDue = useSelector(notices, (snapshot) => Boolean(snapshot?.matches({ ready: { popups: "showing" } }) && pendingPopups(snapshot.context).length > 0));
  if (!notices) return null;
  if (failed) return <NoticesReload notices={notices} />;
  return (
    <>
      <NoticeMarquee notices={notices} />
      <MountWhenNeeded needed={noticeOpen}>
        <NoticeModal notices={notices} />
      </MountWhenNeeded>
      <MountWhenNeeded needed={popupsDue && !held}>
        <PopupModal notices={notices} opened={popupsDue && !held} />
      </MountWhenNeeded>
    </>
  );
}
