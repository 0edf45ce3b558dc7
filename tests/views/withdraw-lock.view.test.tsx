import { i18n } from "@lingui/core";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { withdrawMachine, type WithdrawData } from "../../machines/withdraw.machine";
import type { BindBankAccountRequest, WithdrawalInfo, WithdrawRequest } from "../../contract";
import { AppProviders } from "../../src/views/AppProviders";
import { Withdraw } from "../../src/views/wallet/Withdraw";
import { errorOf } from "../fixtures/errors";
import { withdrawData } from "../fixtures/wallet";
import { typeInto } from "./wallet-view-helpers";

/** The server locks the payment password after 5 wrong tries; the withdraw page says until when. */
const until = "2026-11-23T08:45:00.000Z";
/** The browser's clock time of `until`, as the message writes it (the test's own reading, not the view's helper). */
const local = new Date(until);
const time = `${String(local.getHours()).padStart(2, "0")}:${String(local.getMinutes()).padStart(2, "0")}`;

function renderLockedWithdraw() {
  const machine = withdrawMachine.provide({
    actors: {
      loadWithdraw: fromPromise<WithdrawData, void>(async () => withdrawData(true)),
      bindBankAccount: fromPromise<void, BindBankAccountRequest>(async () => undefined),
      requestWithdrawal: fromPromise<WithdrawalInfo, { request: WithdrawRequest; key: string }>(async () => Promise.reject(errorOf("PAYMENT_PASSWORD_LOCKED", { until }))),
    },
  });
  const actor = createActor(machine, { input: { keyPrefix: "k" } }).start();
  render(
    <AppProviders>
      <Withdraw flow={actor} />
    </AppProviders>,
  );
  return actor;
}

/** The form's labels in each language (the catalogues' texts). */
const LABELS = {
  en: { amount: "Amount", password: "Payment password", withdraw: "Withdraw" },
  th: { amount: "จำนวนเงิน", password: "รหัสผ่านการถอนเงิน", withdraw: "ถอนเงิน" },
};

async function submitWrongPassword(lang: keyof typeof LABELS) {
  const l = LABELS[lang];
  await screen.findByLabelText(l.amount);
  typeInto(l.amount, "200");
  typeInto(l.password, "000000");
  await userEvent.click(screen.getByRole("button", { name: l.withdraw }));
}

afterEach(() => act(() => i18n.activate("en")));

describe("withdraw with a locked payment password", () => {
  it("shows the lock and the unlock time in English", async () => {
    act(() => i18n.activate("en"));
    renderLockedWithdraw();
    await submitWrongPassword("en");
    expect((await screen.findByRole("alert")).textContent).toBe(`Too many wrong payment passwords. The payment password is locked; try again after ${time}.`);
  });

  it("shows the lock and the unlock time in Thai", async () => {
    act(() => i18n.activate("th"));
    renderLockedWithdraw();
    await submitWrongPassword("th");
    expect((await screen.findByRole("alert")).textContent).toBe(`ใส่รหัสผ่านการเงินผิดหลายครั้งเกินไป รหัสผ่านการเงินถูกล็อก กรุณาลองใหม่หลังเวลา ${time} น.`);
  });
});
