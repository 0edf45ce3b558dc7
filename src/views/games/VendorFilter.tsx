import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Chip, Group } from "@mantine/core";
import { memo, useId, useRef } from "react";
import { vendorName } from "./vendor-name";

/** Arrows show when the filter has more entries than this (spec.md: more than 5). */
export const VENDOR_ARROWS_AFTER = 5;

interface VendorFilterProps {
  vendors: string[];
  value: string | undefined;
  onChange: (vendor: string | undefined) => void;
}

/**
 * The vendor filter ("All vendors" and one chip per vendor); with more than five entries it scrolls, with arrows.
 * Memoised, so typing in the search box does not re-render its dozens of chips. The chips are one radio group (one
 * name): a single Tab stop, the arrow keys move between vendors and choose the one they reach.
 */
export const VendorFilter = memo(function VendorFilter({ vendors, value, onChange }: VendorFilterProps) {
  const { t, i18n } = useLingui();
  const strip = useRef<HTMLDivElement>(null);
  const name = useId();
  const arrows = vendors.length + 1 > VENDOR_ARROWS_AFTER;
  const scroll = (direction: 1 | -1) => {
    const element = strip.current;
    element?.scrollBy?.({ left: direction * Math.max(120, element.clientWidth * 0.8), behavior: "smooth" });
  };
  const chips = (
    <Group
      ref={strip}
      gap={6}
      role="group"
      aria-label={t`Vendors`}
      wrap={arrows ? "nowrap" : "wrap"}
      style={arrows ? { overflowX: "auto", scrollbarWidth: "none", flex: 1, minWidth: 0 } : undefined}
    >
      <Chip type="radio" name={name} value="" size="xs" checked={value === undefined} onChange={() => onChange(undefined)}>
        {t`All vendors`}
      </Chip>
      {vendors.map((vendor) => (
        <Chip key={vendor} type="radio" name={name} value={vendor} size="xs" checked={value === vendor} onChange={() => onChange(vendor)} style={{ flexShrink: 0 }}>
          {vendorName(vendor, i18n)}
        </Chip>
      ))}
    </Group>
  );
  if (!arrows) return chips;
  return (
    <Group gap={4} wrap="nowrap" data-testid="vendor-filter">
      <ActionIcon variant="default" size="sm" radius="xl" aria-label={t`Previous vendors`} onClick={() => scroll(-1)}>
        ‹
      </ActionIcon>
      {chips}
      <ActionIcon variant="default" size="sm" radius="xl" aria-label={t`Next vendors`} onClick={() => scroll(1)}>
        ›
      </ActionIcon>
    </Group>
  );
});
