import { Trans, useLingui } from "@lingui/react/macro";
import { Group, List, Progress, Text, Title } from "@mantine/core";
import type { SecurityProfile } from "../../../../contract";
import { securityLevel, type SecurityItem } from "./security-level";

/** The security level: how many of the five safeguards are set, and which. */
export function SecuritySummary({ data }: { data: SecurityProfile }) {
  const { t } = useLingui();
  const { done, score, total, level } = securityLevel(data);
  const levelText = { low: t`Low`, medium: t`Medium`, high: t`High` }[level];
  const items: Record<SecurityItem, string> = {
    loginPassword: t`Login password`,
    mobile: t`Mobile number bound`,
    paymentPassword: t`Payment password set`,
    email: t`E-mail given`,
    realName: t`Real name given`,
  };
  return (
    <section aria-labelledby="security-level">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg" id="security-level">
          <Trans>Security level: {levelText}</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>{score} of {total} done</Trans>
        </Text>
      </Group>
      <Progress value={(score / total) * 100} color={{ low: "red", medium: "yellow", high: "green" }[level]} aria-label={t`Security level: ${levelText}`} />
      <List size="sm" mt="sm" spacing={4}>
        {(Object.keys(items) as SecurityItem[]).map((item) => (
          <List.Item key={item} c={done[item] ? undefined : "dimmed"}>
            {done[item] ? "✓ " : "○ "}
            {items[item]}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
