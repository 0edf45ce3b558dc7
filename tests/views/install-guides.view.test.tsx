import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../src/views/AppProviders";
import { AndroidGuide } from "../../src/views/download/InstallGuides";

/** The guide as a Thai page shows it (the app's default language). */
const guide = (apk: boolean) => {
  render(
    <AppProviders>
      <AndroidGuide apk={apk} />
    </AppProviders>,
  );
  return within(screen.getByRole("region", { name: "ติดตั้งบน Android" }));
};

describe("the Android install guide", () => {
  it("without an APK, tells how Chrome installs the web app and never mentions a download", () => {
    const steps = guide(false).getAllByRole("listitem").map((item) => item.textContent ?? "");
    expect(steps).toHaveLength(3);
    expect(steps[1]).toContain("“ติดตั้งแอป”");
    expect(steps.join(" ")).not.toMatch(/ดาวน์โหลดสำหรับ Android|อนุญาตจากแหล่งที่มานี้/);
  });

  it("with the operator's APK, walks through downloading it and allowing installs from this source", () => {
    const steps = guide(true).getAllByRole("listitem").map((item) => item.textContent ?? "");
    expect(steps).toHaveLength(4);
    expect(steps[0]).toContain("“ดาวน์โหลดสำหรับ Android”");
    expect(steps[1]).toContain("“อนุญาตจากแหล่งที่มานี้”");
  });
});
