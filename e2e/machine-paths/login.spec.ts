import type { AnyStateMachine } from "xstate";
import type { PathModel } from "../../tests/paths/generate-paths";
import { describeBrowserJourney } from "./journey";
import { loginDriver, model } from "./login.driver";

describeBrowserJourney({ name: "login", models: [model as unknown as PathModel<AnyStateMachine>], driver: loginDriver });
