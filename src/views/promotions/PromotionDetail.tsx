import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ActorRefFrom } from "xstate";
import { shallowEqual, useSelector } from "@xstate/react";
import type { promotionsMachine } from "../../../machines/promotions.machine";
import { ErrorAlert } from "../common/ErrorAlert";
import { SafeHtml } from "../common/SafeHtml";
import { childStateView } from "../common/state-view";
import { formatDateTime } from "../common/format-date-time";
import { useLanguage } from "../common/use-language";
import { useMoney } from "../common/use-money";
import { ApplyForm } from "./ApplyForm";
import { PromotionTags } from "./PromotionTags";

export type PromotionsRef = ActorRefFrom<typeof promotionsMachine>;

/** One promotion: its HTML (sanitised), state, badges, pay period, and the join button or application form. */
export function PromotionDetail({ flow, signedIn, onClose, onLogin }: { flow: PromotionsRef; signedIn: boolean; onClose: () => void; onLogin: () => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const language = useLanguage();
  const view = useSelector(
    flow,
    (s) => ({
      promotion: s.context.promotions.find((p) => p.id === s.context.openId),
      step: childStateView(s, "detail", { viewing: "viewing", joining: "joining", form: "form", readingImage: "form", submitting: "submitting" }),
      reading: s.matches({ detail: "readingImage" }),
      comment: s.context.comment,
      images: s.context.images,
      problem: s.context.problem,
      done: s.context.done,
      error: s.context.error,
    }),
    shallowEqual,
  );
  const p = view.promotion;
  if (!p) return null;
  const canTakePart = p.state === "join";
  return (
    <Card withBorder component="article" aria-labelledby="promotion-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} id="promotion-title" fz="lg">{p.title}</Title>
          <Button variant="subtle" size="xs" onClick={onClose}><Trans>Back to promotions</Trans></Button>
        </Group>
        <PromotionTags promotion={p} />
        {p.rewardAmount !== null ? <Text><Trans>Reward: {money(p.rewardAmount)}</Trans></Text> : null}
        <Text size="sm" c="dimmed">
          {p.endsAt ? <Trans>From {formatDateTime(p.startsAt, language)} to {formatDateTime(p.endsAt, language)}</Trans> : <Trans>From {formatDateTime(p.startsAt, language)}</Trans>}
        </Text>
        <SafeHtml html={p.content} />
        {view.done === "joined" ? <Alert color="green" role="status"><Trans>You joined this promotion.</Trans></Alert> : null}
        {view.done === "applied" ? <Alert color="green" role="status"><Trans>Your application was sent. We will review it.</Trans></Alert> : null}
        {view.step !== "form" && view.step !== "submitting" && !view.reading ? (
          <ErrorAlert error={view.error} onClose={() => flow.send({ type: "DISMISS" })} />
        ) : null}
        {canTakePart && !signedIn ? (
          <Button onClick={onLogin} w="fit-content"><Trans>Log in to take part</Trans></Button>
        ) : null}
        {canTakePart && signedIn && p.action !== "apply" ? (
          <Button w="fit-content" loading={view.step === "joining"} onClick={() => flow.send({ type: "JOIN" })}><Trans>Join</Trans></Button>
        ) : null}
        {canTakePart && signedIn && p.action === "apply" && view.step === "viewing" ? (
          <Button w="fit-content" onClick={() => flow.send({ type: "APPLY.OPEN" })}><Trans>Apply</Trans></Button>
        ) : null}
        {view.step === "form" || view.step === "submitting" || view.reading ? (
          <>
            <ErrorAlert error={view.error} withCloseButton={false} onClose={() => undefined} />
            <ApplyForm comment={view.comment} images={view.images} reading={view.reading} submitting={view.step === "submitting"} problem={view.problem} send={(event) => flow.send(event)} />
          </>
        ) : null}
        {signedIn && !canTakePart ? (
          <Text size="sm">
            <Link to="/member/rewardCenter">{t`Open the reward centre`}</Link>
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
