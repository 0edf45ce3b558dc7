import dayjs from "dayjs";
import buddhistEra from "dayjs/plugin/buddhistEra";
import "dayjs/locale/th";
import type { Language } from "../../../contract";

// Mantine's date inputs and pickers format with dayjs; the `BBBB` token (this plugin) writes the Buddhist-era year.
dayjs.extend(buddhistEra);

/**
 * The calendar of each language, the one the Intl formatters (`intlLocale`) use for the rest of the page: Thai pages
 * count years in the Buddhist era (Gregorian + 543), English pages in the Gregorian calendar.
 */
const YEAR_TOKEN: Record<Language, string> = { th: "BBBB", en: "YYYY" };
const YEAR_OFFSET: Record<Language, number> = { th: 543, en: 0 };
const DAYJS_LOCALE: Record<Language, string> = { th: "th", en: "en" };

/** The props every Mantine date input and picker takes so that its text (value, headers, lists) is in the language's calendar. */
export interface PickerCalendar {
  locale: string;
  /** The chosen day in the input: day/month/year as numbers. */
  valueFormat: string;
  monthLabelFormat: string;
  yearLabelFormat: string;
  decadeLabelFormat: string;
  yearsListFormat: string;
  getDayAriaLabel: (day: string) => string;
}

/** A date input's props: the picker's, and how typed text in that calendar is read. */
export interface DateInputCalendar extends PickerCalendar {
  /** Typed text ("26/11/2569" on a Thai page) to a "YYYY-MM-DD" day; null when it is not a whole, real day. */
  dateParser: (text: string) => string | null;
}

const pickers = new Map<Language, PickerCalendar>();
const inputs = new Map<Language, DateInputCalendar>();

/** The props for a language's date pickers (DatePickerInput and the like), made once per language. */
export function pickerCalendar(language: Language): PickerCalendar {
  let picker = pickers.get(language);
  if (!picker) {
    picker = makePickerCalendar(language);
    pickers.set(language, picker);
  }
  return picker;
}

/** The props for a language's typed date inputs (DateInput): the picker's, and the reading of typed text. */
export function dateInputCalendar(language: Language): DateInputCalendar {
  let input = inputs.get(language);
  if (!input) {
    input = { ...pickerCalendar(language), dateParser: (text) => parsePickerDay(text, language) };
    inputs.set(language, input);
  }
  return input;
}

function makePickerCalendar(language: Language): PickerCalendar {
  const year = YEAR_TOKEN[language];
  const locale = DAYJS_LOCALE[language];
  return {
    locale,
    valueFormat: `DD/MM/${year}`,
    monthLabelFormat: `MMMM ${year}`,
    yearLabelFormat: year,
    decadeLabelFormat: year,
    yearsListFormat: year,
    getDayAriaLabel: (day) => dayjs(day).locale(locale).format(`D MMMM ${year}`),
  };
}

/** "DD/MM/YYYY" with the year in the language's calendar, as the "YYYY-MM-DD" day it names; null otherwise. */
export function parsePickerDay(text: string, language: Language): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3]) - YEAR_OFFSET[language]];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  if (year < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}`;
}

const pad = (n: number) => String(n).padStart(2, "0");
