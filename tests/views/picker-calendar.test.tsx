import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DateInput, DatePickerInput } from "@mantine/dates";
import { describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../src/i18n";
import { AppProviders } from "../../src/views/AppProviders";
import { formatDay, formatYear } from "../../src/views/common/format-date-time";
import { dateInputCalendar, parsePickerDay, pickerCalendar } from "../../src/views/common/picker-calendar";
import { BirthdayInput } from "../../src/views/member/security/BirthdayInput";

// A Buddhist-era year is the Gregorian year + 543 (Thai pages); English pages show the Gregorian year itself.

describe("typed days in each language's calendar", () => {
  it("Thai text counts the year in the Buddhist era", () => {
    expect(parsePickerDay("26/11/2569", "th")).toBe("2026-11-26");
    expect(parsePickerDay("1/2/2533", "th")).toBe("1990-02-01");
    expect(parsePickerDay("29/02/2567", "th")).toBe("2024-02-29");
  });

  it("English text counts the year in the Gregorian calendar", () => {
    expect(parsePickerDay("26/11/2026", "en")).toBe("2026-11-26");
    expect(parsePickerDay("26/11/2569", "en")).toBe("2569-11-26");
  });

  it("text that is not a whole, real day is not a day", () => {
    expect(parsePickerDay("29/02/2568", "th")).toBeNull(); // 2025 is not a leap year
    expect(parsePickerDay("31/04/2026", "en")).toBeNull();
    expect(parsePickerDay("2026-11-26", "en")).toBeNull();
    expect(parsePickerDay("26/11", "th")).toBeNull();
    expect(parsePickerDay("", "th")).toBeNull();
  });
});

describe("the picker's formats", () => {
  it("are made once per language", () => {
    expect(pickerCalendar("th")).toBe(pickerCalendar("th"));
    expect(dateInputCalendar("en")).toBe(dateInputCalendar("en"));
    expect(pickerCalendar("th")).not.toBe(pickerCalendar("en"));
  });

  it("name the same year as the page's other dates (the Intl formatters)", () => {
    for (const [language, year] of [["th", "2569"], ["en", "2026"]] as const) {
      expect(formatDay("2026-11-26", language)).toContain(year);
      expect(formatYear(new Date(Date.UTC(2026, 10, 26)), language)).toBe(year);
      expect(pickerCalendar(language).getDayAriaLabel("2026-11-26")).toContain(year);
    }
  });
});

describe("pickers on a page", () => {
  const renderIn = async (language: "th" | "en", picker: React.ReactNode) => {
    await activateLanguage(language);
    return render(<AppProviders>{picker}</AppProviders>);
  };
  // The dropdown's fade leaves it display: none under jsdom; a person sees it open.
  const control = (name: string) => screen.findByRole("button", { name, hidden: true });

  it("Thai: the chosen range, the month, year and decade headers and the years list are in the Buddhist era", async () => {
    const user = userEvent.setup();
    await renderIn("th", <DatePickerInput {...pickerCalendar("th")} type="range" label="range" value={["2026-11-26", "2026-12-02"]} onChange={() => {}} />);
    const input = screen.getByRole("button", { name: "range" });
    expect(input.textContent).toBe("26/11/2569 – 02/12/2569");
    await user.click(input);
    const level = await control("พฤศจิกายน 2569");
    expect(await control("26 พฤศจิกายน 2569")).toBeTruthy();
    await user.click(level);
    await user.click(await control("2569"));
    // Mantine's decades are the Gregorian ones (2020-2029), named in Buddhist-era years.
    const decade = await screen.findByText("2563 – 2572");
    const years = within(decade.closest("[data-dates-dropdown], .mantine-Popover-dropdown") as HTMLElement).getAllByRole("button", { hidden: true }).map((b) => b.textContent);
    expect(years).toContain("2568");
    expect(years.filter((text) => /\b20\d\d\b/.test(text ?? ""))).toEqual([]);
  });

  it("English: the same range and headers in the Gregorian calendar", async () => {
    const user = userEvent.setup();
    await renderIn("en", <DatePickerInput {...pickerCalendar("en")} type="range" label="range" value={["2026-11-26", "2026-12-02"]} onChange={() => {}} />);
    const input = screen.getByRole("button", { name: "range" });
    expect(input.textContent).toBe("26/11/2026 – 02/12/2026");
    await user.click(input);
    await user.click(await control("November 2026"));
    await user.click(await control("2026"));
    expect(await screen.findByText("2020 – 2029")).toBeTruthy();
  });

  it("Thai: a typed Buddhist-era day is the Gregorian day it names", async () => {
    const onChange = vi.fn();
    await renderIn("th", <DateInput {...dateInputCalendar("th")} label="day" value={null} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("day"), { target: { value: "12/04/2533" } });
    expect(onChange).toHaveBeenLastCalledWith("1990-04-12");
  });

  it("the birthday field shows the stored day in the page's calendar and sends what is typed or cleared", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = await renderIn("th", <BirthdayInput label="วันเกิด" required={false} value="1990-04-12" error={undefined} onChange={onChange} />);
    expect((screen.getByLabelText("วันเกิด") as HTMLInputElement).value).toBe("12/04/2533");
    fireEvent.change(screen.getByLabelText("วันเกิด"), { target: { value: "01/01/2543" } });
    expect(onChange).toHaveBeenLastCalledWith("2000-01-01");
    await user.click(screen.getByRole("button", { name: "ล้างวันเกิด" }));
    expect(onChange).toHaveBeenLastCalledWith("");
    rerender(<AppProviders><BirthdayInput label="วันเกิด" required={false} value="not a day" error={undefined} onChange={onChange} /></AppProviders>);
    expect((screen.getByLabelText("วันเกิด") as HTMLInputElement).value).toBe("");
  });
});
