import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Alert, Card, Chip, Group, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import type { PromotionFilter } from "../../../machines/promotions.machine";
import { PROMOTION_TYPES, type Promotion } from "../../../contract";
import { FILTER_LABELS } from "../../i18n/promotion-messages";
import { useMoney } from "../common/use-money";
import { PromotionTags } from "./PromotionTags";

const FILTERS: PromotionFilter[] = ["all", ...PROMOTION_TYPES];

/** The type filters and the promotions of the chosen type, as cards that open the detail. */
export function PromotionList({ promotions, filter, missingId, onFilter, onOpen }: {
  promotions: Promotion[];
  filter: PromotionFilter;
  missingId?: string;
  onFilter: (filter: PromotionFilter) => void;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  // One name for the chips: one radio group, a single Tab stop, arrows move between them.
  const chipGroup = useId();
  const money = useMoney();
  const shown = filter === "all" ? promotions : promotions.filter((p) => p.promotionType === filter);
  return (
    <Stack>
      <Chip.Group multiple={false} value={filter} onChange={(value) => onFilter(value as PromotionFilter)}>
        <Group gap={6} role="group" aria-label={t`Promotion type`}>
          {FILTERS.map((f) => (
            <Chip name={chipGroup} key={f} value={f} size="xs">{i18n._(FILTER_LABELS[f])}</Chip>
          ))}
        </Group>
      </Chip.Group>
      {missingId ? <Alert color="yellow" role="status"><Trans>This promotion is no longer available.</Trans></Alert> : null}
      {shown.length === 0 ? <Text c="dimmed"><Trans>No promotions of this type right now.</Trans></Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {shown.map((p) => (
          <li key={p.id}>
            <UnstyledButton onClick={() => onOpen(p.id)} w="100%">
              <Card withBorder padding="sm" h="100%">
                <Stack gap={6}>
                  <Text fw={700}>{p.title}</Text>
                  <Text size="sm" c="dimmed">{p.summary}</Text>
                  {p.rewardAmount !== null ? <Text size="sm"><Trans>Reward: {money(p.rewardAmount)}</Trans></Text> : null}
                  <PromotionTags promotion={p} />
                </Stack>
              </Card>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
