import { Trans } from "@lingui/react/macro";
import { Button, Divider, Group } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import type { SocialProvider } from "../../../contract";
import type { RegisterRef } from "./use-register-ref";

const LABELS: Record<SocialProvider, ReactNode> = {
  google: <Trans>Continue with Google</Trans>,
  facebook: <Trans>Continue with Facebook</Trans>,
};

/** The sign-up buttons of the providers the site configures (REGISTER.SOCIAL); nothing when it configures none. */
export function SocialSignUp({ register }: { register: RegisterRef }) {
  const view = useSelector(
    register,
    (snapshot) => ({
      providers: snapshot.context.socialProviders,
      editing: snapshot.matches({ form: { entry: "editing" } }),
      waiting: snapshot.matches({ form: { entry: "socialSignIn" } }),
    }),
    shallowEqual,
  );
  if (view.providers.length === 0) return null;
  return (
    <>
      <Divider my="md" label={<Trans>or</Trans>} labelPosition="center" />
      <Group grow gap="sm">
        {view.providers.map((provider) => (
          <Button
            key={provider}
            type="button"
            variant="default"
            disabled={!view.editing && !view.waiting}
            loading={view.waiting}
            onClick={() => register.send({ type: "REGISTER.SOCIAL", provider })}
          >
            {LABELS[provider]}
          </Button>
        ))}
      </Group>
    </>
  );
}
