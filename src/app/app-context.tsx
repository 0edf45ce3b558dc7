import { useSelector } from "@xstate/react";
import { createContext, useContext, type ReactNode } from "react";
import type { AppActor } from "./app-actor";

type AppSnapshot = ReturnType<AppActor["getSnapshot"]>;

const AppActorContext = createContext<AppActor | null>(null);

export function AppActorProvider({ actor, children }: { actor: AppActor; children: ReactNode }) {
  return <AppActorContext.Provider value={actor}>{children}</AppActorContext.Provider>;
}

export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error("useAppActor outside AppActorProvider");
  return actor;
}

/** Reads a small slice of the root actor's state; pass `shallowEqual` from @xstate/react for objects. */
export function useAppSelector<T>(selector: (snapshot: AppSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useAppActor(), selector, compare);
}
