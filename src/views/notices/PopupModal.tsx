import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Divider, Group, Stack, Title } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { Fragment, useState } from "react";
import { pendingPopups, POPUPS_PER_PAGE } from "../../../machines/notices.machine";
import { SafeHtml } from "../common/SafeHtml";
import { FirstUseModal } from "../common/FirstUseModal";
import { paged } from "../common/paged";
import { PopupPagination } from "./popup-pagination";
import type { NoticesRef } from "./use-notices-ref";

/**
 * The announcement popups not yet dismissed this session, five to a page (`opened`: Notices holds them back under a
 * sign-in dialog); closing the list dismisses them for the session.
 */
export function PopupModal({ notices, opened }: { notices: NoticesRef; opened: boolean }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const popups = useSelector(notices, (snapshot) => pendingPopups(snapshot.context));
  const shown = paged(popups, page, POPUPS_PER_PAGE);
  const dismiss = () => notices.send({ type: "POPUP.DISMISS" });
  // Mounted open (Notices loads it when there are popups): FirstUseModal opens it from its second render, so it fades in.
  return (
    <FirstUseModal opened={opened} onClose={dismiss} title={t`Announcements`} centered size="lg" withCloseButton={false}>
      <Stack gap="sm" data-testid="popup-list">
        {shown.items.map((popup, i) => (
          <Fragment key={popup.id}>
            {i > 0 && <Divider />}
            <section aria-label={popup.title}>
              <Title order={3} fz="md" mb={4}>
                {popup.title}
              </Title>
              <SafeHtml html={popup.content} />
            </section>
          </Fragment>
        ))}
      </Stack>
      <Group justify={shown.pages > 1 ? "space-between" : "flex-end"} mt="lg">
        {shown.pages > 1 && (
          <PopupPagination
            size="sm"
            total={shown.pages}
            value={Math.min(page, shown.pages)}
            onChange={setPage}
            aria-label={t`Announcement pages`}
            getControlProps={(control) => ({ "aria-label": control === "next" ? t`Next page` : control === "previous" ? t`Previous page` : undefined })}
            getItemProps={(item) => ({ "aria-label": t`Page ${item}` })}
          />
        )}
        <Button onClick={dismiss} data-autofocus>
          <Trans>Close</Trans>
        </Button>
      </Group>
    </FirstUseModal>
  );
}
