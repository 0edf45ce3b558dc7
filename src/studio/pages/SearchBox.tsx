import { Badge, Box, Paper, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { catalogue } from "../catalogue";
import { navigate } from "../routing";
import { search, type HitKind } from "../search";

/** The search box: machines, states, events, API calls, screens and spec sections, as you type. */
export function SearchBox() {
  const { t } = useLingui();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const hits = useMemo(() => search(catalogue, query, 30), [query]);
  const kinds: Record<HitKind, string> = { machine: t`machine`, state: t`state`, event: t`event`, call: t`API call`, screen: t`screen`, spec: t`spec` };
  return (
    <Box pos="relative" style={{ flex: 1, maxWidth: 520 }}>
      <TextInput
        placeholder={t`Search machines, states, events, calls, screens, spec…`}
        aria-label={t`Search`}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 200)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && hits[0]) {
            navigate(hits[0].to);
            setOpen(false);
          }
          if (event.key === "Escape") setOpen(false);
        }}
      />
      {open && query.trim() && (
        <Paper shadow="md" withBorder pos="absolute" top={40} left={0} right={0} mah={480} style={{ overflowY: "auto", zIndex: 300 }} role="listbox" aria-label={t`Search results`}>
          {hits.length === 0 ? (
            <Text p="sm" size="sm" c="dimmed">{t`Nothing found`}</Text>
          ) : (
            <Stack gap={0}>
              {hits.map((hit, n) => (
                <UnstyledButton
                  key={n}
                  role="option"
                  p="xs"
                  style={{ borderBottom: "1px solid #eee" }}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    navigate(hit.to);
                    setOpen(false);
                  }}
                >
                  <Badge size="xs" variant="light" mr={6}>
                    {kinds[hit.kind]}
                  </Badge>
                  <Text span size="sm" fw={600}>
                    {hit.text}
                  </Text>
                  {hit.context && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {hit.context}
                    </Text>
                  )}
                </UnstyledButton>
              ))}
            </Stack>
          )}
        </Paper>
      )}
    </Box>
  );
}
