import { Trans, useLingui } from "@lingui/react/macro";
import { Container, Loader, Stack, Title } from "@mantine/core";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useAppActor, useAppSelector } from "../../app/app-context";
import { sessionView } from "../shell/session-view";
import { PromotionsView } from "./PromotionsView";
import { usePromotionsFlow } from "./use-promotions-flow";
import { useReloadOnLanguage } from "./use-reload-on-language";

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The `?id=` of a banner's, popup's or header's link to one promotion. */
export function usePromotionId(): string | undefined {
  const search = useSearch({ strict: false }) as { id?: unknown };
  const id = typeof search.id === "string" || typeof search.id === "number" ? String(search.id) : undefined;
  return id && ID.test(id) ? id : undefined;
}

/** /promotions: the promotion list with type filters and a promotion's detail. Restarts when the session changes. */
export function PromotionsPage() {
  const session = useAppSelector(sessionView);
  const { t } = useLingui();
  return (
    <Container size="lg" py="md" component="section" aria-label={t`Promotions`}>
      <Stack>
        <Title order={1} fz={{ base: 24, sm: 30 }}><Trans>Promotions</Trans></Title>
        {session === "pending" ? <Loader aria-label={t`Loading`} /> : <Promotions key={session} signedIn={session === "signedIn"} />}
      </Stack>
    </Container>
  );
}

function Promotions({ signedIn }: { signedIn: boolean }) {
  const id = usePromotionId();
  const flow = usePromotionsFlow(id);
  const navigate = useNavigate();
  const app = useAppActor();
  const openId = useSelector(flow, (s) => s.context.openId);
  useReloadOnLanguage(flow);
  // A link to another promotion while this page is open opens it.
  useEffect(() => {
    if (id && id !== flow.getSnapshot().context.openId) flow.send({ type: "OPEN", id });
  }, [flow, id]);
  // The open promotion is in the URL, so signing in (which restarts the flow) or a reload comes back to it.
  useEffect(() => {
    if (openId && openId !== id) void navigate({ to: "/promotions", search: { id: openId } as never, replace: true });
  }, [navigate, openId, id]);
  const close = () => {
    flow.send({ type: "CLOSE" });
    void navigate({ to: "/promotions", search: {} as never, replace: true });
  };
  return <PromotionsView flow={flow} signedIn={signedIn} onClose={close} onLogin={() => app.send({ type: "LOGIN.REQUIRED" })} />;
}
