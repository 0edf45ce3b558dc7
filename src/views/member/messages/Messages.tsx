import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Badge, Box, Button, Group, Loader, Modal, Pagination, Stack, Text, UnstyledButton } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { messagesMachine } from "../../../../machines/messages.machine";
import type { MessageSummary } from "../../../../contract";
import { ErrorAlert } from "../../common/ErrorAlert";
import { LoadFailed } from "../../wallet/LoadFailed";
import { WalletSection } from "../../wallet/WalletSection";
import { usePaginationLabels } from "../../common/use-pagination-labels";
import { formatDateTime } from "../../common/format-date-time";
import { useLanguage } from "../../common/use-language";

export type MessagesRef = ActorRefFrom<typeof messagesMachine>;

/** The member's inbox: unread first and marked, paging, open (marks read), delete (confirmed), mark all read. */
export function Messages({ flow }: { flow: MessagesRef }) {
  const { t } = useLingui();
  const language = useLanguage();
  const paginationLabels = usePaginationLabels();
  const view = useSelector(
    flow,
    (s) => ({
      loading: s.matches("loading"),
      failed: s.matches("failed"),
      busy: !s.matches("ready"),
      reading: s.matches("reading"),
      confirming: s.matches("confirmingDelete"),
      deleting: s.matches("deletingMessage"),
      page: s.context.page,
      pageNo: s.context.pageNo,
      opened: s.context.opened,
      error: s.context.error,
      actionError: s.context.actionError,
    }),
    shallowEqual,
  );
  const send = flow.send.bind(flow);
  return (
    <WalletSection title={t`Messages`}>
      {view.failed ? <LoadFailed error={view.error} onRetry={() => send({ type: "MESSAGES.RETRY" })} /> : null}
      {view.loading && !view.page ? <Loader aria-label={t`Loading`} /> : null}
      <ErrorAlert error={view.actionError} onClose={() => send({ type: "ERROR.DISMISS" })} />
      {view.page && !view.failed ? (
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Text data-testid="messages-unread">
              <Trans>{view.page.unread} unread of {view.page.total}</Trans>
            </Text>
            <Button variant="light" size="sm" disabled={view.busy || view.page.unread === 0} onClick={() => send({ type: "MESSAGES.READ_ALL" })}>
              <Trans>Mark all as read</Trans>
            </Button>
          </Group>
          {view.page.content.length === 0 ? (
            <Text c="dimmed"><Trans>No messages.</Trans></Text>
          ) : (
            <Stack component="ul" gap={4} p={0} m={0} aria-label={t`Messages`} style={{ listStyle: "none" }} aria-busy={view.loading}>
              {view.page.content.map((message) => (
                <MessageRow key={message.id} message={message} disabled={view.busy} onOpen={() => send({ type: "MESSAGE.OPEN", id: message.id })} onDelete={() => send({ type: "MESSAGE.DELETE", id: message.id })} />
              ))}
            </Stack>
          )}
          {view.page.totalPages > 1 ? (
            <Pagination
              total={view.page.totalPages}
              value={view.pageNo}
              disabled={view.busy}
              onChange={(pageNo) => send({ type: "PAGE.SET", pageNo })}
              {...paginationLabels}
            />
          ) : null}
        </Stack>
      ) : null}
      <Modal opened={view.reading && view.opened !== undefined} onClose={() => send({ type: "MESSAGE.CLOSE" })} title={view.opened?.title ?? ""} closeButtonProps={{ "aria-label": t`Close` }}>
        {view.opened ? (
          <Stack>
            <Text size="sm" c="dimmed">{formatDateTime(view.opened.createdAt, language)}</Text>
            <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{view.opened.body}</Text>
            <Group justify="flex-end">
              <Button variant="subtle" color="red" onClick={() => send({ type: "MESSAGE.DELETE", id: view.opened?.id ?? "" })}>
                <Trans>Delete</Trans>
              </Button>
              <Button onClick={() => send({ type: "MESSAGE.CLOSE" })}>
                <Trans>Close</Trans>
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      <Modal opened={view.confirming || view.deleting} onClose={() => send({ type: "DELETE.CANCEL" })} title={t`Delete this message?`} closeButtonProps={{ "aria-label": t`Cancel` }}>
        <Stack>
          <Text><Trans>A deleted message cannot be restored.</Trans></Text>
          <Group justify="flex-end">
            <Button variant="default" disabled={view.deleting} onClick={() => send({ type: "DELETE.CANCEL" })}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" loading={view.deleting} onClick={() => send({ type: "DELETE.CONFIRM" })}>
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </WalletSection>
  );
}

function MessageRow({ message, disabled, onOpen, onDelete }: { message: MessageSummary; disabled: boolean; onOpen: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <Group component="li" gap="xs" wrap="nowrap" p="xs" bg={message.read ? undefined : "var(--mantine-color-red-light)"} style={{ borderRadius: 6 }}>
      <UnstyledButton onClick={onOpen} disabled={disabled} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          {message.read ? null : (
            // Never shrunk: a long title is cut, the badge is not (it read "ให" at 360 px).
            <Badge color="red" size="xs" variant="filled" style={{ flexShrink: 0 }} styles={{ root: { overflow: "visible" }, label: { overflow: "visible" } }}>
              <Trans>New</Trans>
            </Badge>
          )}
          <Box miw={0}>
            <Text fw={message.read ? 400 : 700} truncate="end">{message.title}</Text>
            <Text size="xs" c="dimmed">{formatDateTime(message.createdAt, language)}</Text>
          </Box>
        </Group>
      </UnstyledButton>
      <ActionIcon variant="subtle" color="red" disabled={disabled} onClick={onDelete} aria-label={t`Delete message ${message.title}`}>
        <span aria-hidden="true">✕</span>
      </ActionIcon>
    </Group>
  );
}
