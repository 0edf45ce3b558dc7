import { Anchor, AppShell, Group, SegmentedControl, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { setLanguage, type StudioLanguage } from "./i18n";
import { IndexPage } from "./pages/IndexPage";
import { LivePage } from "./pages/LivePage";
import { MachinePage } from "./pages/MachinePage";
import { SearchBox } from "./pages/SearchBox";
import { SpecPage } from "./pages/SpecPage";
import { hrefOf, useRoute } from "./routing";

/** The studio's frame: header (pages, search, language) and the page the hash names. */
export function App() {
  const { t, i18n } = useLingui();
  const route = useRoute();
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" gap="lg" wrap="nowrap">
          <Anchor href={hrefOf({ page: "index" })} fw={700} c="dark" underline="never">
            {t`Machine studio`}
          </Anchor>
          <Anchor href={hrefOf({ page: "index" })}>{t`Machines`}</Anchor>
          <Anchor href={hrefOf({ page: "live" })}>{t`Live`}</Anchor>
          <Anchor href={hrefOf({ page: "spec" })}>{t`Spec`}</Anchor>
          <SearchBox />
          <SegmentedControl
            size="xs"
            aria-label={t`Language`}
            value={i18n.locale}
            onChange={(value) => setLanguage(value as StudioLanguage)}
            data={[
              { value: "th", label: "ไทย" },
              { value: "en", label: "EN" },
            ]}
          />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        {route.page === "machine" ? (
          <MachinePage key={route.machineId} route={route} />
        ) : route.page === "spec" ? (
          <SpecPage anchor={route.anchor} />
        ) : route.page === "live" ? (
          <LivePage />
        ) : (
          <IndexPage />
        )}
        <Text size="xs" c="dimmed" mt="xl">
          {t`Generated from the machines, the route table, the contract, the tests and the spec.`}
        </Text>
      </AppShell.Main>
    </AppShell>
  );
}
