// Makes the first screen's date formats once, off the main thread: the first Thai one loads the locale's calendar data
// (about 20 ms on a fast machine, four times that on a mid-range phone), which the renderer keeps for the page's own
// formatters too (src/views/common/intl-warm.ts).
import { DATE_TIME_MINUTES, DATE_TIME_SECONDS } from "./intl-formats";

self.onmessage = (event: MessageEvent<string>) => {
  for (const options of [DATE_TIME_SECONDS, DATE_TIME_MINUTES]) new Intl.DateTimeFormat(event.data, options).format(0);
  self.postMessage("warm");
};
