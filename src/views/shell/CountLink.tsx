import { ActionIcon, Indicator } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

interface CountLinkProps {
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
}

/** An icon link with a red count (messages, promotions). */
export function CountLink({ to, label, count, icon }: CountLinkProps) {
  return (
    <Indicator label={count > 99 ? "99+" : count} disabled={count <= 0} color="red" size={16} offset={4} inline>
      <ActionIcon component={Link} to={to} variant="subtle" color="gray" size="lg" aria-label={label}>
        {icon}
      </ActionIcon>
    </Indicator>
  );
}
