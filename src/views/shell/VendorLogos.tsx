import { useLingui } from "@lingui/react/macro";
import { Badge, Group } from "@mantine/core";
import { vendorBrandName } from "../games/vendor-names";

const VENDORS = ["AG", "BBIN", "CQ9", "PT", "RTG", "IBC", "SBT", "UG"] as const;

/** Game providers, as text badges. */
export function VendorLogos() {
  const { t } = useLingui();
  return (
    <Group component="ul" gap="xs" justify="center" aria-label={t`Game providers`} p={0} m={0} style={{ listStyle: "none" }}>
      {VENDORS.map((vendor) => (
        <li key={vendor}>
          <Badge size="lg" variant="outline" color="gray" radius="sm" style={{ letterSpacing: 1 }}>
            {vendorBrandName(vendor)}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
