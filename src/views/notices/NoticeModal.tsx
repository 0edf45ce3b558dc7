import { useLingui } from "@lingui/react/macro";
import { Modal } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { SafeHtml } from "../common/SafeHtml";
import type { NoticesRef } from "./use-notices-ref";

/** The notice at `openIndex` while the notice modal is open. */
export function NoticeModal({ notices }: { notices: NoticesRef }) {
  const { t } = useLingui();
  const open = useSelector(notices, (snapshot) => snapshot.matches({ ready: { noticeModal: "open" } }));
  const notice = useSelector(notices, (snapshot) => snapshot.context.announcements?.player[snapshot.context.openIndex]);
  return (
    <Modal
      opened={open && notice !== undefined}
      onClose={() => notices.send({ type: "NOTICES.CLOSE" })}
      title={notice?.title}
      centered
      size="lg"
      closeButtonProps={{ "aria-label": t`Close notice` }}
    >
      {notice && <SafeHtml html={notice.content} />}
    </Modal>
  );
}
