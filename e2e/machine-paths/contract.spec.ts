import type { AnyStateMachine } from "xstate";
import type { PathModel } from "../../tests/paths/generate-paths";
import { contractDriver, models } from "./contract.driver";
import { describeBrowserJourney } from "./journey";

describeBrowserJourney({ name: "contract", models: models as unknown as Array<PathModel<AnyStateMachine>>, driver: contractDriver });
