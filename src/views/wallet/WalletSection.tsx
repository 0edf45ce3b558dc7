import { Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The frame of a member-centre wallet page. */
export function WalletSection({ title, children, headingOrder = 1 }: { title: string; children: ReactNode; headingOrder?: 1 | 2 }) {
  return (
    <Stack component="section" maw={760} w="100%" mx="auto" p="md" gap="md">
      <Title order={headingOrder} fz={headingOrder === 1 ? { base: 24, sm: 30 } : { base: 20, sm: 24 }}>
        {title}
      </Title>
      <Paper p="md" radius="md" withBorder>
        <Stack gap="md">{children}</Stack>
      </Paper>
    </Stack>
  );
}
