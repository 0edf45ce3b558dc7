import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom, AnyActorRef } from "xstate";
import type { captchaMachine, CaptchaContext } from "../../../machines/captcha.machine";
import { isMachineSnapshot, machineChild } from "./machine-child";

export type CaptchaRef = ActorRefFrom<typeof captchaMachine>;

export interface CaptchaPicture {
  image?: string;
  shown: boolean;
  failed: boolean;
  /** A failed image may be asked for again at once; a shown one after its one-second cool-down. */
  refreshable: boolean;
}

/** A form's captcha child (none, or a path test's stand-in, gives undefined) and what its picture shows. */
export function useCaptchaPicture(form: AnyActorRef): { captcha?: CaptchaRef; picture?: CaptchaPicture } {
  const captcha = useSelector(form, (snapshot) => machineChild((snapshot as { children?: Record<string, AnyActorRef> }).children?.captcha)) as CaptchaRef | undefined;
  const picture = useSelector(
    captcha,
    (snapshot) =>
      isMachineSnapshot(snapshot)
        ? {
            image: (snapshot.context as CaptchaContext).image,
            shown: snapshot.matches("shown"),
            failed: snapshot.matches("failed"),
            refreshable: snapshot.matches({ shown: "refreshable" }) || snapshot.matches("failed"),
          }
        : undefined,
    shallowEqual,
  );
  return { captcha, picture };
}
