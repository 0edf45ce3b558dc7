import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../src/views/AppProviders";
import { AndroidGuide } from "../../src/views/download/InstallGuides";

const guide = (apk: boolean) => {
  render(
    <AppProviders>
      <AndroidGuide apk={apk} />
    </AppProviders>,
  );
  return within(screen.getByRole("region", { name: "Install on Android" }));
};

describe("the Android install guide", () => {
  it("without an APK, tells how Chrome installs the web app and never mentions a download", () => {
    const steps = guide(false).getAllByRole("listitem").map((item) => item.textContent ?? "");
    expect(steps).toHaveLength(3);
    expect(steps[1]).toContain("“Install the app”");
    expect(steps.join(" ")).not.toMatch(/Download for Android|unknown apps/);
  });

  it("with the operator's APK, walks through downloading it and allowing installs from this source", () => {
    const steps = guide(true).getAllByRole("listitem").map((item) => item.textContent ?? "");
    expect(steps).toHaveLength(4);
    expect(steps[0]).toContain("“Download for Android”");
    expect(steps[1]).toContain("Allow from this source");
  });
});
