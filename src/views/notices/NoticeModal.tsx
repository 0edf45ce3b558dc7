import { useLingui } from "@lingui/react/macro";
import { Divider, NavLink, Pagination, Stack } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { NOTICES_PER_PAGE } from "../../../machines/notices.machine";
import { SafeHtml } from "../common/SafeHtml";
import { paged } from "../common/paged";
import type { NoticesRef } from "./use-notices-ref";
import { FirstUseModal } from "../common/FirstUseModal";
import { usePaginationLabels } from "../common/use-pagination-labels";

/** The notice at `openIndex` while the notice modal is open, and every notice listed six to a page (a click opens it). */
export function NoticeModal({ notices }: { notices: NoticesRef }) {
  const { t } = useLingui();
  const paginationLabels = usePaginationLabels();
  const open = useSelector(notices, (snapshot) => snapshot.matches({ ready: { noticeModal: "open" } }));
  const openIndex = useSelector(notices, (snapshot) => snapshot.context.openIndex);
  const all = useSelector(notices, (snapshot) => snapshot.context.announcements?.player);
  const notice = all?.[openIndex];
  const [page, setPage] = useState(1);
  // The list opens at the page of the notice shown.
  useEffect(() => setPage(Math.floor(openIndex / NOTICES_PER_PAGE) + 1), [openIndex, open]);
  const list = paged(all ?? [], page, NOTICES_PER_PAGE);
  const first = (Math.min(page, list.pages) - 1) * NOTICES_PER_PAGE;
  return (
    <FirstUseModal
      opened={open && notice !== undefined}
      onClose={() => notices.send({ type: "NOTICES.CLOSE" })}
      title={notice?.title}
      centered
      size="lg"
      closeButtonProps={{ "aria-label": t`Close notice` }}
    >
      {notice && <SafeHtml html={notice.content} />}
      {(all?.length ?? 0) > 1 && (
        <>
          <Divider my="md" />
          <Stack gap={4} component="nav" aria-label={t`All notices`}>
            {list.items.map((item, i) => (
              <NavLink
                key={item.id}
                component="button"
                label={item.title}
                active={first + i === openIndex}
                aria-current={first + i === openIndex ? "true" : undefined}
                onClick={() => notices.send({ type: "NOTICES.OPEN", index: first + i })}
              />
            ))}
            {list.pages > 1 && (
              <Pagination
                size="sm"
                mt="xs"
                total={list.pages}
                value={Math.min(page, list.pages)}
                onChange={setPage}
                {...paginationLabels}
              />
            )}
          </Stack>
        </>
      )}
    </FirstUseModal>
  );
}
