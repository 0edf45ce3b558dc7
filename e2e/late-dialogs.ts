import type { Page } from "@playwright/test";
import { steadyConnection } from "./connection";
import { skipPopups } from "./popups";

/**
 * Dialogs that come up by themselves, late on a busy machine, in the middle of a test that is not about them: the
 * announcement popups and the connection chooser. The `page` fixture (e2e/fixtures.ts) does this for every test; a
 * page a test makes itself calls it before its first `goto`.
 */
export async function skipLateDialogs(page: Page): Promise<void> {
  await skipPopups(page);
  await steadyConnection(page);
}
