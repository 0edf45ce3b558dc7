import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { FeedbackProblem } from "../../machines/feedback.machine";
import type { FeedbackQuestionType } from "../../contract";

/** spec.md section 3: feedback question types. */
export const QUESTION_TYPE_LABELS: Record<FeedbackQuestionType, MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  game: msg`Game`,
  customerService: msg`Customer service`,
  application: msg({ context: "feedback question type", message: "Application" }),
  other: msg`Other`,
};

/** One message per refused input (the content's bounds come from the server: the form writes that one itself). */
export const FEEDBACK_PROBLEM_MESSAGES: Record<Exclude<FeedbackProblem, "contentLength">, MessageDescriptor> = {
  questionType: msg`Choose the type of question`,
  contactRequired: msg`Please enter how we can contact you`,
  contactTooLong: msg`The contact must be at most 100 characters`,
  text: msg`The text contains characters that are not allowed (such as < or >)`,
  imageTooBig: msg`The image is over 5MB`,
  imagesTooMany: msg`At most 3 images can be attached`,
  imageNotPngOrJpg: msg`Only PNG or JPG images are accepted`,
};
