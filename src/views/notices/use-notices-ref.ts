import type { ActorRefFrom } from "xstate";
import type { noticesMachine } from "../../../machines/notices.machine";
import { useAppSelector } from "../../app/app-context";

export type NoticesRef = ActorRefFrom<typeof noticesMachine>;

/** The notices child of the running app (undefined outside running). */
export function useNoticesRef(): NoticesRef | undefined {
  return useAppSelector((snapshot) => snapshot.children.notices as NoticesRef | undefined);
}
