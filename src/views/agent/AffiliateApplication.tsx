import { Trans } from "@lingui/react/macro";
import { Button, Group, Text } from "@mantine/core";
import { shallowEqual } from "@xstate/react";
import { Link } from "@tanstack/react-router";
import { useAppSelector } from "../../app/app-context";
import { WalletSection } from "../wallet/WalletSection";
import { AffiliateApplicationForm } from "./AffiliateApplicationForm";
import { useAffiliateApplicationFlow } from "./use-agent-flow";

/** The affiliate application: the form for members; agents already are affiliates and are shown how to bring members in. */
export function AffiliateApplication({ title }: { title: string }) {
  const view = useAppSelector(
    (s) => ({ agent: s.context.role === "agent", countries: s.context.countries, visitorCountry: s.context.system?.status.location.country ?? "" }),
    shallowEqual,
  );
  return <WalletSection title={title}>{view.agent ? <AlreadyAffiliate /> : <ApplicationFlow countries={view.countries} visitorCountry={view.visitorCountry} />}</WalletSection>;
}

function ApplicationFlow({ countries, visitorCountry }: { countries: Parameters<typeof AffiliateApplicationForm>[0]["countries"]; visitorCountry: string }) {
  const flow = useAffiliateApplicationFlow(countries.find((c) => c.countryCode === visitorCountry)?.countryDialingCode ?? "+66");
  return <AffiliateApplicationForm flow={flow} countries={countries} visitorCountry={visitorCountry} />;
}

function AlreadyAffiliate() {
  return (
    <>
      <Text>
        <Trans>As an agent you are already an affiliate. Register members under you here, or give them your invitation code for the registration form.</Trans>
      </Text>
      <Group>
        <Button component={Link} to="/agent/registerCenter">
          <Trans>Register a downline</Trans>
        </Button>
        <Button component={Link} to="/agent/downlineManagmentView" variant="default">
          <Trans>Downline management</Trans>
        </Button>
      </Group>
    </>
  );
}
