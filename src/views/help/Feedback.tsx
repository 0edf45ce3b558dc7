import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Card, FileButton, Group, Loader, NativeSelect, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { feedbackMachine } from "../../../machines/feedback.machine";
import { type FeedbackItem, type FeedbackQuestionType } from "../../../contract";
import { FEEDBACK_QUESTION_TYPES } from "../../../contract/help";
import { FEEDBACK_PROBLEM_MESSAGES, QUESTION_TYPE_LABELS } from "../../i18n/help-messages";
import { ErrorAlert } from "../common/ErrorAlert";
import { stateView } from "../common/state-view";
import { formatDateTime } from "../common/format-date-time";
import { useLanguage } from "../common/use-language";
import { LoadFailed } from "../wallet/LoadFailed";

export type FeedbackRef = ActorRefFrom<typeof feedbackMachine>;

function History({ items }: { items: readonly FeedbackItem[] }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  return (
    <Stack gap="xs" component="section" aria-labelledby="feedback-history">
      <Title order={3} size="h5" id="feedback-history">
        <Trans>Your earlier feedback</Trans>
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed"><Trans>You have not sent any feedback yet.</Trans></Text>
      ) : (
        items.map((item) => (
          <Card key={item.id} withBorder padding="sm" component="article">
            <Group justify="space-between" gap="xs">
              <Badge variant="light">{i18n._(QUESTION_TYPE_LABELS[item.questionType])}</Badge>
              <Text size="xs" c="dimmed">{formatDateTime(item.createdAt, language)}</Text>
            </Group>
            <Text size="sm" mt="xs" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{item.content}</Text>
            {item.reply ? (
              <Alert mt="xs" color="teal" variant="light" role="note" title={<Trans>Reply from customer service</Trans>}>
                <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{item.reply.content}</Text>
              </Alert>
            ) : (
              <Text size="xs" mt="xs" c="dimmed"><Trans>Waiting for a reply</Trans></Text>
            )}
          </Card>
        ))
      )}
    </Stack>
  );
}

/** The feedback form: type, content, contact (guests), images; members see their earlier feedback and replies. */
export function Feedback({ flow }: { flow: FeedbackRef }) {
  const { t, i18n } = useLingui();
  const view = useSelector(
    flow,
    (s) => ({
      state: stateView(s, { loading: "loading", loadFailed: "loadFailed", editing: "editing", readingImage: "editing", sending: "sending", failed: "failed", sent: "sent" }),
      reading: s.matches("readingImage"),
      member: s.context.member,
      settings: s.context.settings,
      history: s.context.history,
      questionType: s.context.questionType,
      content: s.context.content,
      contact: s.context.contact,
      images: s.context.images,
      problem: s.context.problem,
      error: s.context.error,
    }),
    shallowEqual,
  );

  if (view.state === "loading") return <Loader aria-label={t`Loading`} />;
  if (view.state === "loadFailed") return <LoadFailed error={view.error} onRetry={() => flow.send({ type: "RETRY" })} />;

  const history = view.member ? <History items={view.history} /> : null;
  if (view.state === "sent") {
    return (
      <Stack>
        <Alert color="green" role="status"><Trans>Thank you: your feedback was sent.</Trans></Alert>
        <Button variant="light" onClick={() => flow.send({ type: "NEW" })} style={{ alignSelf: "flex-start" }}>
          <Trans>Send more feedback</Trans>
        </Button>
        {history}
      </Stack>
    );
  }

  const { contentMin: min, contentMax: max } = view.settings;
  const problem = view.problem;
  const problemText = !problem ? undefined : problem === "contentLength" ? t`Please enter between ${min} and ${max} characters` : i18n._(FEEDBACK_PROBLEM_MESSAGES[problem]);
  const busy = view.state === "sending";
  const locked = busy || view.state === "failed";
  const length = view.content.trim().length;
  return (
    <Stack>
      <NativeSelect
        label={t`Type of question`}
        data={[{ value: "", label: t`Choose one`, disabled: true }, ...FEEDBACK_QUESTION_TYPES.map((type) => ({ value: type, label: i18n._(QUESTION_TYPE_LABELS[type]) }))]}
        value={view.questionType ?? ""}
        onChange={(event) => event.currentTarget.value && flow.send({ type: "TYPE.CHANGE", questionType: event.currentTarget.value as FeedbackQuestionType })}
        disabled={locked}
        error={problem === "questionType" ? problemText : undefined}
      />
      <Textarea
        label={t`Your feedback`}
        description={t`${min} to ${max} characters (${length} now)`}
        rows={5}
        value={view.content}
        onChange={(event) => flow.send({ type: "CONTENT.CHANGE", text: event.currentTarget.value })}
        disabled={locked}
        error={problem === "contentLength" || (problem === "text" && /[<>]/.test(view.content)) ? problemText : undefined}
      />
      {view.member ? null : (
        <TextInput
          label={t`How can we contact you?`}
          description={t`Phone, e-mail or LINE ID`}
          value={view.contact}
          onChange={(event) => flow.send({ type: "CONTACT.CHANGE", text: event.currentTarget.value })}
          disabled={locked}
          error={problem === "contactRequired" || problem === "contactTooLong" || (problem === "text" && !/[<>]/.test(view.content)) ? problemText : undefined}
        />
      )}
      <Stack gap="xs">
        <Text size="sm" c="dimmed"><Trans>Images (optional): PNG or JPG, at most 5 MB each, at most 3 images.</Trans></Text>
        {view.images.map((image, index) => (
          <Group key={`${image.fileName}-${index}`} justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>{image.fileName}</Text>
            <Button size="xs" variant="subtle" disabled={locked} onClick={() => flow.send({ type: "IMAGE.REMOVE", index })}>
              <Trans>Remove</Trans>
            </Button>
          </Group>
        ))}
        <FileButton accept="image/png,image/jpeg" onChange={(file) => file && flow.send({ type: "IMAGE.ADD", file: { name: file.name, size: file.size, blob: file } })}>
          {(props) => (
            <Button {...props} variant="light" loading={view.reading} disabled={locked} style={{ alignSelf: "flex-start" }}>
              <Trans>Add image</Trans>
            </Button>
          )}
        </FileButton>
        {problem && problem.startsWith("image") ? <Text c="red" size="sm" role="alert">{problemText}</Text> : null}
      </Stack>
      <ErrorAlert error={view.state === "failed" ? view.error : undefined} withCloseButton={false} onClose={() => undefined} />
      <Group>
        <Button loading={busy} disabled={busy || view.reading} onClick={() => flow.send({ type: "SEND" })}>
          {view.state === "failed" ? <Trans>Try again</Trans> : <Trans>Send feedback</Trans>}
        </Button>
        {view.state === "failed" ? (
          <Button variant="light" onClick={() => flow.send({ type: "EDIT" })}>
            <Trans>Edit</Trans>
          </Button>
        ) : null}
      </Group>
      {history}
    </Stack>
  );
}
