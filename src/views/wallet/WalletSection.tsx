import { Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The frame of a member-centre wallet page. */
export function WalletSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" maw={760} mx="auto" p="md" gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <Paper p="md" radius="md" withBorder>
        <Stack gap="md">{children}</Stack>
      </Paper>
    </Stack>
  );
}
