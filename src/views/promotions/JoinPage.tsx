import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { Link, useSearch } from "@tanstack/react-router";
import { shallowEqual, useSelector } from "@xstate/react";
import { useAppSelector } from "../../app/app-context";
import { ErrorAlert } from "../common/ErrorAlert";
import { SafeHtml } from "../common/SafeHtml";
import { useMoney } from "../common/use-money";
import { sessionView } from "../shell/session-view";
import { PromotionTags } from "./PromotionTags";
import { usePromotionsFlow } from "./use-promotions-flow";
import { useReloadOnLanguage } from "./use-reload-on-language";

const CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** The invitation code of a /join link (`?referralCode=` or `?code=`), when it looks like one. */
function useInvitationCode(): string | undefined {
  const search = useSearch({ strict: false }) as { referralCode?: unknown; code?: unknown };
  const raw = search.referralCode ?? search.code;
  const code = typeof raw === "string" || typeof raw === "number" ? String(raw) : undefined;
  return code && CODE.test(code) ? code : undefined;
}

/** /join: what a visitor or new member gets on signing up, and the register button (invitation code carried along). */
export function JoinPage() {
  const { t } = useLingui();
  const money = useMoney();
  const session = useAppSelector(sessionView);
  const code = useInvitationCode();
  const flow = usePromotionsFlow(undefined);
  useReloadOnLanguage(flow);
  const view = useSelector(
    flow,
    (s) => ({ loading: s.matches("loading"), failed: s.matches("failed"), error: s.context.error, offers: s.context.promotions.filter((p) => p.signUp) }),
    shallowEqual,
  );
  return (
    <Container size="md" py="md" component="section" aria-label={t`Join`}>
      <Stack>
        <Title order={1} fz={{ base: 24, sm: 30 }}><Trans>Join and get your welcome rewards</Trans></Title>
        <Text><Trans>Sign up for free. New members get these rewards:</Trans></Text>
        {view.loading ? <Loader aria-label={t`Loading`} /> : null}
        {view.failed ? (
          <Group>
            <ErrorAlert error={view.error} withCloseButton={false} onClose={() => undefined} />
            <Button onClick={() => flow.send({ type: "RETRY" })}><Trans>Try again</Trans></Button>
          </Group>
        ) : null}
        {view.offers.map((p) => (
          <Card key={p.id} withBorder component="article">
            <Stack gap={6}>
              <Title order={2} fz="lg">{p.title}</Title>
              <PromotionTags promotion={p} withState={false} />
              {p.rewardAmount !== null ? <Text><Trans>Reward: {money(p.rewardAmount)}</Trans></Text> : null}
              <SafeHtml html={p.content} />
              <Link to="/promotions" search={{ id: p.id }}><Trans>Promotion details</Trans></Link>
            </Stack>
          </Card>
        ))}
        {code ? <Text size="sm"><Trans>Your invitation code {code} is filled in for you.</Trans></Text> : null}
        {session === "signedIn" ? (
          <Button component={Link} to="/member/rewardCenter" w="fit-content"><Trans>Open the reward centre</Trans></Button>
        ) : (
          <Button component={Link} to="/register" search={(code ? { referralCode: code } : {}) as never} w="fit-content" size="md"><Trans>Register now</Trans></Button>
        )}
      </Stack>
    </Container>
  );
}
