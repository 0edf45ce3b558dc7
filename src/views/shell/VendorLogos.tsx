import { useLingui } from "@lingui/react/macro";
import { Group } from "@mantine/core";
import { useImageResolver } from "../games/use-image-url";
import { vendorBrandName } from "../games/vendor-names";

const VENDORS = ["AG", "BBIN", "CQ9", "PT", "RTG", "IBC", "SBT", "UG"] as const;

/** Game providers, as the logos the server draws (`/media/vendors/<code>.svg`, 240 x 80), named by the vendor's brand name. */
export function VendorLogos() {
  const { t } = useLingui();
  const imageUrl = useImageResolver();
  return (
    <Group component="ul" gap="md" justify="center" aria-label={t`Game providers`} p={0} m={0} style={{ listStyle: "none" }}>
      {VENDORS.map((vendor) => (
        <li key={vendor}>
          <img src={imageUrl(`/media/vendors/${vendor}.svg`)} alt={vendorBrandName(vendor)} width={96} height={32} loading="lazy" decoding="async" style={{ display: "block", opacity: 0.85 }} />
        </li>
      ))}
    </Group>
  );
}
