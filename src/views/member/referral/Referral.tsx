import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Group, List, Loader, Pagination, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { QRCodeSVG } from "qrcode.react";
import type { ActorRefFrom } from "xstate";
import type { referralMachine } from "../../../../machines/referral.machine";
import { formatDateTime } from "../../common/format-date-time";
import { useLanguage } from "../../common/use-language";
import { LoadFailed } from "../../wallet/LoadFailed";
import { WalletSection } from "../../wallet/WalletSection";
import { usePaginationLabels } from "../../common/use-pagination-labels";

export type ReferralRef = ActorRefFrom<typeof referralMachine>;

/** Invite friends: the member's link and code (QR, copy, share), who registered with it, and how it works. */
export function Referral({ flow, title }: { flow: ReferralRef; title: string }) {
  const { t } = useLingui();
  const paginationLabels = usePaginationLabels();
  const language = useLanguage();
  const view = useSelector(
    flow,
    (s) => ({
      loading: s.matches("loading"),
      failed: s.matches("failed"),
      busy: s.matches({ ready: "copying" }) || s.matches({ ready: "sharing" }),
      copied: s.matches({ ready: "copied" }),
      shared: s.matches({ ready: "shared" }),
      copyFailed: s.matches({ ready: "copyFailed" }),
      copyWhat: s.context.copyWhat,
      info: s.context.info,
      link: s.context.link,
      pageNo: s.context.pageNo,
      error: s.context.error,
    }),
    shallowEqual,
  );
  const { info, link } = view;
  return (
    <WalletSection title={title}>
      {view.failed ? <LoadFailed error={view.error} onRetry={() => flow.send({ type: "REFERRAL.RETRY" })} /> : null}
      {view.loading && !info ? <Loader aria-label={t`Loading`} /> : null}
      {info && link ? (
        <Stack gap="md">
          <Group align="flex-start" wrap="wrap" gap="lg">
            <QRCodeSVG value={link} size={148} marginSize={2} role="img" aria-label={t`QR code of your invitation link`} title={t`QR code of your invitation link`} />
            <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" c="dimmed"><Trans>Your invitation code</Trans></Text>
              <Text fw={700} fz="xl" data-testid="referral-code">{info.code}</Text>
              <TextInput label={t`Your invitation link`} value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
              <Group gap="xs">
                <Button onClick={() => flow.send({ type: "LINK.COPY", what: "link" })} disabled={view.busy}><Trans>Copy link</Trans></Button>
                <Button variant="light" onClick={() => flow.send({ type: "LINK.COPY", what: "code" })} disabled={view.busy}><Trans>Copy code</Trans></Button>
                <Button variant="light" onClick={() => flow.send({ type: "LINK.SHARE" })} disabled={view.busy}><Trans>Share</Trans></Button>
              </Group>
              <div aria-live="polite">
                {view.copied ? <Alert role="status" color="green" variant="light">{view.copyWhat === "code" ? <Trans>Code copied</Trans> : <Trans>Link copied</Trans>}</Alert> : null}
                {view.shared ? <Alert role="status" color="green" variant="light"><Trans>Link shared</Trans></Alert> : null}
                {view.copyFailed ? <Alert role="alert" color="red" variant="light"><Trans>Could not copy. Select the link and copy it yourself.</Trans></Alert> : null}
              </div>
            </Stack>
          </Group>

          <Stack gap={4}>
            <Title order={2} fz="lg"><Trans>How it works</Trans></Title>
            <List size="sm" spacing={4}>
              <List.Item><Trans>Share your link or code. A friend who opens the link finds your code already filled in on the registration form.</Trans></List.Item>
              <List.Item><Trans>Each friend who registers with your code appears below: Registered at first, Active once they have placed a bet.</Trans></List.Item>
              <List.Item><Trans>Rewards for active friends come from the site's invitation promotions and are shown in Bonus details when paid.</Trans></List.Item>
            </List>
          </Stack>

          <Stack gap="xs">
            <Title order={2} fz="lg"><Trans>Invited friends</Trans></Title>
            <Text size="sm" c="dimmed"><Trans>{info.invitedCount} invited, {info.activeCount} active</Trans></Text>
            {view.loading ? <Loader aria-label={t`Loading`} size="sm" /> : null}
            {info.invitees.content.length === 0 ? (
              <Text c="dimmed"><Trans>No friend has registered with your code yet.</Trans></Text>
            ) : (
              <Table.ScrollContainer minWidth={320}>
                <Table aria-label={t`Invited friends`} striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th><Trans>Friend</Trans></Table.Th>
                      <Table.Th><Trans>Registered on</Trans></Table.Th>
                      <Table.Th><Trans>Status</Trans></Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {info.invitees.content.map((friend) => (
                      <Table.Tr key={`${friend.username}-${friend.regDate}`}>
                        <Table.Td>{friend.username}</Table.Td>
                        <Table.Td>{formatDateTime(friend.regDate, language, { timeStyle: undefined })}</Table.Td>
                        <Table.Td>
                          {friend.status === "active" ? <Badge color="green" variant="light">{t({ context: "invitee status", message: "Active" })}</Badge> : <Badge color="gray" variant="light">{t({ context: "invitee status", message: "Registered" })}</Badge>}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {info.invitees.totalPages > 1 ? (
              <Pagination total={info.invitees.totalPages} value={view.pageNo} onChange={(pageNo) => flow.send({ type: "PAGE.SET", pageNo })} {...paginationLabels} />
            ) : null}
          </Stack>
        </Stack>
      ) : null}
    </WalletSection>
  );
}
