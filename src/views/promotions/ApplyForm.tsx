import { Trans, useLingui } from "@lingui/react/macro";
import { Button, FileButton, Group, Loader, Stack, Text, Textarea } from "@mantine/core";
import type { ApplyProblem } from "../../../machines/promotions.machine";
import type { ProofImage } from "../../../contract";
import { APPLY_PROBLEMS } from "../../i18n/promotion-messages";

/** The application form: a comment of at most 140 characters and up to 3 png or jpg images of at most 5 MB. */
export function ApplyForm({ comment, images, reading, submitting, problem, send }: {
  comment: string;
  images: ProofImage[];
  reading: boolean;
  submitting: boolean;
  problem?: ApplyProblem;
  send: (event: { type: "COMMENT.CHANGE"; text: string } | { type: "IMAGE.ADD"; file: { name: string; size: number; blob: unknown } } | { type: "IMAGE.REMOVE"; index: number } | { type: "APPLY.SUBMIT" } | { type: "APPLY.CANCEL" }) => void;
}) {
  const { t, i18n } = useLingui();
  const length = comment.trim().length;
  return (
    <Stack gap="sm" component="form" onSubmit={(e) => { e.preventDefault(); send({ type: "APPLY.SUBMIT" }); }} aria-label={t`Application`}>
      <Textarea
        label={t`Comment`}
        description={t`${length} of 140 characters`}
        value={comment}
        rows={3}
        error={problem === "commentTooLong" ? i18n._(APPLY_PROBLEMS.commentTooLong) : undefined}
        onChange={(e) => send({ type: "COMMENT.CHANGE", text: e.currentTarget.value })}
      />
      <Text size="sm" c="dimmed"><Trans>Images: PNG or JPG, at most 5 MB each, at most 3.</Trans></Text>
      {images.map((image, index) => (
        <Group key={`${image.fileName}-${index}`} justify="space-between" wrap="nowrap">
          <Text size="sm" truncate>{image.fileName}</Text>
          <Button size="xs" variant="subtle" onClick={() => send({ type: "IMAGE.REMOVE", index })} aria-label={t`Remove ${image.fileName}`}>
            <Trans>Remove</Trans>
          </Button>
        </Group>
      ))}
      <Group>
        <FileButton accept="image/png,image/jpeg" onChange={(file) => file && send({ type: "IMAGE.ADD", file: { name: file.name, size: file.size, blob: file } })}>
          {(props) => (
            <Button {...props} variant="light" loading={reading} disabled={submitting}>
              <Trans>Add image</Trans>
            </Button>
          )}
        </FileButton>
        {reading ? <Loader size="sm" aria-label={t`Reading the picture`} /> : null}
      </Group>
      {problem && problem !== "commentTooLong" ? <Text c="red" size="sm" role="alert">{i18n._(APPLY_PROBLEMS[problem])}</Text> : null}
      <Group>
        <Button type="submit" loading={submitting} disabled={reading}><Trans>Send application</Trans></Button>
        <Button variant="default" disabled={submitting} onClick={() => send({ type: "APPLY.CANCEL" })}><Trans>Cancel</Trans></Button>
      </Group>
    </Stack>
  );
}
