import { Trans, useLingui } from "@lingui/react/macro";
import { Box, Button, Container, Group, Loader, Text, Title, VisuallyHidden } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { fbSportsMachine } from "../../../machines/fb-sports.machine";
import { errorMessage } from "../../i18n/error-message";
import { useMessageText } from "../common/use-message-text";

export type FbSportsRef = ActorRefFrom<typeof fbSportsMachine>;

/** The sports book in the page, or why it could not start (with a retry), under the page's (visually hidden) h1. */
export function FbSportsView({ fb }: { fb: FbSportsRef }) {
  const { t } = useLingui();
  return (
    <>
      <VisuallyHidden>
        <Title order={1}>{t`FB sports`}</Title>
      </VisuallyHidden>
      <FbSportsBody fb={fb} />
    </>
  );
}

function FbSportsBody({ fb }: { fb: FbSportsRef }) {
  const { t } = useLingui();
  const text = useMessageText();
  const view = useSelector(fb, (s) => ({ state: s.value, url: s.context.url, error: s.context.error }));
  if (view.state === "launching") {
    return (
      <Container py="xl">
        <Loader aria-label={t`Opening the sports book`} />
      </Container>
    );
  }
  if (view.state === "failed") {
    return (
      <Container size="sm" py="xl">
        <Group>
          <Text role="alert">{view.error ? text(errorMessage(view.error)) : null}</Text>
          <Button variant="light" onClick={() => fb.send({ type: "FB.RETRY" })}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      </Container>
    );
  }
  return (
    <Box h="calc(100vh - 120px)">
      <iframe title={t`Sports book`} src={view.url} style={{ width: "100%", height: "100%", border: 0 }} allow="fullscreen" />
    </Box>
  );
}
