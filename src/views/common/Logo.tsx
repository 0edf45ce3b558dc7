import { Box, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";

function Mark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="royal-play-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe28a" />
          <stop offset="1" stopColor="#d69f00" />
        </linearGradient>
      </defs>
      <path d="M4 24 2 9l8 6 6-10 6 10 8-6-2 15Z" fill="url(#royal-play-gold)" />
      <rect x="4" y="25.5" width="24" height="3.5" rx="1.5" fill="url(#royal-play-gold)" />
    </svg>
  );
}

interface LogoProps {
  /** A link home (default), or plain. */
  linked?: boolean;
  /** Only the crown below 576 px (the phone header). */
  compact?: boolean;
}

/** "Royal Play": a crown and the name. */
export function Logo({ linked = true, compact = false }: LogoProps) {
  const content = (
    <Group gap={6} wrap="nowrap">
      <Mark />
      <Text component="span" visibleFrom={compact ? "xs" : undefined} fw={700} fz={{ base: "md", sm: "lg" }} c="gold.4" style={{ whiteSpace: "nowrap", letterSpacing: 0.3 }}>
        Royal Play
      </Text>
    </Group>
  );
  if (!linked) return <Box>{content}</Box>;
  return (
    <Box component={Link} to="/" aria-label="Royal Play" style={{ textDecoration: "none", display: "inline-flex" }}>
      {content}
    </Box>
  );
}
