import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { catalogue } from "../catalogue";
import { hrefOf } from "../routing";

/** docs/spec.md, section by section; a ref elsewhere in the studio opens its section here. */
export function SpecPage({ anchor }: { anchor?: string }) {
  const { t } = useLingui();
  useEffect(() => {
    if (anchor) document.getElementById(`spec-${anchor}`)?.scrollIntoView();
  }, [anchor]);
  const sections = catalogue.spec;
  return (
    <Stack>
      <Title order={2}>{t`Specification`}</Title>
      {sections.map((section) => {
        const users = catalogue.machines.filter((m) => m.spec.includes(section.ref) || m.states.some((s) => s.spec.includes(section.ref)));
        return (
          <Paper key={section.anchor} id={`spec-${section.anchor}`} withBorder p="sm" data-spec={section.ref} bg={section.anchor === anchor ? "yellow.0" : undefined}>
            <Text style={{ whiteSpace: "pre-wrap" }} size="sm" ff={section.level > 2 ? undefined : undefined}>
              {section.text}
            </Text>
            {users.length > 0 && (
              <Text size="xs" mt={6}>
                {t`Implemented by:`}{" "}
                {users.map((m) => (
                  <Anchor key={m.id} href={hrefOf({ page: "machine", machineId: m.id })} mr={8}>
                    {m.id}
                  </Anchor>
                ))}
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
