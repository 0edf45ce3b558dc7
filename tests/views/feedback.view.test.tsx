import { fireEvent, screen } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import type { PickedFile } from "../../machines/picked-image";
import { AppProviders } from "../../src/views/AppProviders";
import { Feedback } from "../../src/views/help/Feedback";
import { feedbackGuestModel, feedbackMemberModel, SETTINGS } from "../machines/feedback.model";
import { feedbackFormAfter, GUEST, MEMBER } from "../machines/feedback.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

/** The English catalogue's texts; the bounds are the fake server's (the model's SETTINGS). */
const PROBLEM_TEXT: Record<string, string> = {
  questionType: "Choose the type of question",
  contentLength: `Please enter between ${SETTINGS.contentMin} and ${SETTINGS.contentMax} characters`,
  contactRequired: "Please enter how we can contact you",
  contactTooLong: "The contact must be at most 100 characters",
  text: "The text contains characters that are not allowed (such as < or >)",
  imageTooBig: "The image is over 5MB",
  imagesTooMany: "At most 3 images can be attached",
  imageNotPngOrJpg: "Only PNG or JPG images are accepted",
};
const TYPE_LABELS: Record<string, string> = { deposit: "Deposit" };

function expectHistory(items: readonly { content: string; reply: { content: string } | null }[]) {
  expect(screen.getByRole("heading", { name: "Your earlier feedback" })).toBeTruthy();
  const cards = screen.getAllByRole("article");
  expect(cards).toHaveLength(items.length);
  items.forEach((item, i) => {
    expect(cards[i]!.textContent).toContain(item.content);
    expect(cards[i]!.textContent).toContain(item.reply ? item.reply.content : "Waiting for a reply");
  });
}

function feedbackView(input: { keyPrefix: string; member: boolean }): ViewModel<typeof feedbackMemberModel.machine> {
  return {
    render: (actor) => (
      <AppProviders>
        <Feedback flow={actor} />
      </AppProviders>
    ),
    async expectScreen(_: AnyMachineSnapshot, events: readonly EventObject[]) {
      const f = feedbackFormAfter(input, events);
      if (f.phase === "loading") {
        expect(await screen.findByLabelText("Loading")).toBeTruthy();
        return;
      }
      if (f.phase === "loadFailed") {
        expect((await screen.findByRole("alert")).textContent).toBe("Network link is abnormal, please try again");
        return;
      }
      if (f.phase === "sent") {
        expect((await screen.findByRole("status")).textContent).toBe("Thank you: your feedback was sent.");
        if (input.member) expectHistory(f.history);
        else expect(screen.queryByRole("heading", { name: "Your earlier feedback" })).toBeNull();
        return;
      }
      const type = (await screen.findByRole("combobox", { name: "Type of question" })) as HTMLSelectElement;
      expect(type.selectedOptions[0]?.textContent).toBe(f.questionType ? TYPE_LABELS[f.questionType] : "Choose one");
      expect((screen.getByRole("textbox", { name: "Your feedback" }) as HTMLTextAreaElement).value).toBe(f.content);
      const contact = screen.queryByRole("textbox", { name: "How can we contact you?" }) as HTMLInputElement | null;
      if (input.member) expect(contact).toBeNull();
      else expect(contact?.value).toBe(f.contact);
      expect(screen.queryAllByRole("button", { name: "Remove" })).toHaveLength(f.images.length);
      for (const image of f.images) expect(screen.getByText(image.fileName)).toBeTruthy();
      if (f.problem) expect(screen.getAllByText(PROBLEM_TEXT[f.problem]!).length).toBe(1);
      const send = screen.getByRole("button", { name: f.phase === "failed" ? "Try again" : "Send feedback" });
      // Sent once: the button is busy and cannot be pressed again while sending.
      expect(send.hasAttribute("data-loading")).toBe(f.phase === "sending");
      expect((send as HTMLButtonElement).disabled).toBe(f.phase === "sending" || f.phase === "reading");
      if (f.phase === "failed") expect(screen.getByRole("alert").textContent).toBe("FEEDBACK_RATE_LIMITED");
      if (input.member) expectHistory(f.history);
    },
    async perform(event, user, snapshot) {
      const e = event as EventObject & Record<string, unknown>;
      switch (event.type) {
        case "TYPE.CHANGE":
          await user.selectOptions(screen.getByRole("combobox", { name: "Type of question" }), TYPE_LABELS[e.questionType as string]!);
          return true;
        case "CONTENT.CHANGE":
          fireEvent.change(screen.getByRole("textbox", { name: "Your feedback" }), { target: { value: e.text } });
          return true;
        case "CONTACT.CHANGE": {
          const contact = screen.queryByRole("textbox", { name: "How can we contact you?" });
          if (!contact) return false;
          fireEvent.change(contact, { target: { value: e.text } });
          return true;
        }
        case "IMAGE.ADD": {
          const picked = e.file as PickedFile;
          const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]');
          if (!fileInput) return false;
          const file = new File([new Uint8Array(8)], picked.name, { type: "image/png" });
          Object.defineProperty(file, "size", { value: picked.size });
          fireEvent.change(fileInput, { target: { files: [file] } });
          return true;
        }
        case "IMAGE.REMOVE":
          await user.click(screen.getAllByRole("button", { name: "Remove" })[e.index as number]!);
          return true;
        case "SEND":
          await user.click(screen.getByRole("button", { name: snapshot.matches("failed") ? "Try again" : "Send feedback" }));
          return true;
        case "EDIT":
          await user.click(screen.getByRole("button", { name: "Edit" }));
          return true;
        case "NEW":
          await user.click(screen.getByRole("button", { name: "Send more feedback" }));
          return true;
        case "RETRY":
          await user.click(screen.getByRole("button", { name: "Try again" }));
          return true;
        default:
          return false;
      }
    },
  };
}

describeViewPaths(feedbackMemberModel, feedbackView(MEMBER));
describeViewPaths(feedbackGuestModel, feedbackView(GUEST));
