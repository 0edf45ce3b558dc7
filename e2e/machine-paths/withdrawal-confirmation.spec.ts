import type { AnyStateMachine } from "xstate";
import type { PathModel } from "../../tests/paths/generate-paths";
import { describeBrowserJourney } from "./journey";
import { model, withdrawalConfirmationDriver } from "./withdrawal-confirmation.driver";

describeBrowserJourney({ name: "withdrawalConfirmation", models: [model as unknown as PathModel<AnyStateMachine>], driver: withdrawalConfirmationDriver });
