import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Group, Stack, Text } from "@mantine/core";
import type { OpenedNumero } from "../../../contract";
import { formatDateTime } from "../common/format-date-time";
import { useLanguage } from "../common/use-language";

/** The last draw of a lottery game: its number, time and drawn numbers (first prize first), and the next draw. */
export function DrawPanel({ opened }: { opened: OpenedNumero | undefined }) {
  const { t } = useLingui();
  const language = useLanguage();
  if (!opened) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>The last draw is not available.</Trans>
      </Text>
    );
  }
  const time = (iso: string) => formatDateTime(iso, language, DRAW_TIME);
  return (
    <Stack gap={6} data-testid="last-draw">
      <Text size="sm">{t`Draw ${opened.numero}, ${time(opened.openTime)}`}</Text>
      <Group gap={6} aria-label={t`Drawn numbers`} role="list">
        {opened.numbers.map((n, i) => (
          <Badge key={`${i}-${n}`} role="listitem" size="lg" variant={i === 0 ? "filled" : "light"} color="gold" style={{ fontVariantNumeric: "tabular-nums" }}>
            {n}
          </Badge>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t`Next draw: ${time(opened.nextOpenTime)}`}
      </Text>
    </Stack>
  );
}

/** Draw times on the site's clock (Bangkok), short. */
const DRAW_TIME: Intl.DateTimeFormatOptions = { timeZone: "Asia/Bangkok", dateStyle: "short", timeStyle: "short" };
