import { Trans } from "@lingui/react/macro";
import { Button, Container, Group, Text } from "@mantine/core";
import { useActorRef } from "@xstate/react";
import { inspection } from "../../app/inspection";
import { lotteryFlows } from "../../app/lottery-flows";
import { isSignedIn } from "../../app/session-queries";
import { useAppActor, useAppSelector } from "../../app/app-context";
import { FbSportsView } from "./FbSportsView";

/** /fbSports (header only): launches the sports-betting vendor for a member; a visitor is asked to log in. */
export function FbSportsPage() {
  const member = useAppSelector(isSignedIn);
  return member ? <FbSportsFlow /> : <FbSportsGuest />;
}

function FbSportsFlow() {
  return <FbSportsView fb={useActorRef(lotteryFlows().fbSports, inspection("fbSports"))} />;
}

function FbSportsGuest() {
  const app = useAppActor();
  return (
    <Container size="sm" py="xl">
      <Group>
        <Text>
          <Trans>Log in to bet on sports.</Trans>
        </Text>
        <Button onClick={() => app.send({ type: "LOGIN.REQUIRED" })}>
          <Trans>Log in</Trans>
        </Button>
      </Group>
    </Container>
  );
}
