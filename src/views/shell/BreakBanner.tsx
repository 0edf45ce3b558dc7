import { Alert, Container } from "@mantine/core";
import { isSignedIn } from "../../app/session-queries";
import { useAppSelector } from "../../app/app-context";
import { useBreakText } from "../member/safer-play/break-text";

/** A withdraw-only session (a time-out or self-exclusion in force): what it means and until when, above every page. */
export function BreakBanner() {
  const breakText = useBreakText();
  const restricted = useAppSelector((snapshot) => (isSignedIn(snapshot) ? snapshot.context.member?.restricted : undefined));
  if (!restricted) return null;
  return (
    <Container size="xl" pt="sm" w="100%">
      <Alert color="orange" variant="light" data-testid="break-banner">
        {breakText(restricted)}
      </Alert>
    </Container>
  );
}
