import { Badge } from "@mantine/core";

/** A red count (unread messages, unclaimed promotions); nothing when zero. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge color="red" size="xs" circle={count < 10} variant="filled" style={{ pointerEvents: "none" }}>
      {count > 99 ? "99+" : count}
    </Badge>
  );
}
