import { Container } from "@mantine/core";
import { useSearch } from "@tanstack/react-router";
import { useActorRef } from "@xstate/react";
import { inspection } from "../../app/inspection";
import { resetPasswordFlow } from "../../app/reset-password-flow";
import { ResetPasswordView } from "./ResetPasswordView";

/** /reset-password?token=: the page a reset mail links to (a new token starts the flow again). */
export function ResetPasswordPage() {
  const search = useSearch({ strict: false }) as { token?: unknown };
  const token = typeof search.token === "string" ? search.token : "";
  return <ResetPasswordFlow key={token} token={token} />;
}

function ResetPasswordFlow({ token }: { token: string }) {
  const reset = useActorRef(resetPasswordFlow(), { input: { token }, ...inspection("resetPassword") });
  return (
    <Container size="xs" px="md">
      <ResetPasswordView reset={reset} />
    </Container>
  );
}
