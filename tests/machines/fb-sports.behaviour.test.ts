import { fbSportsMachine } from "../../machines/fb-sports.machine";
import { errorOf, networkError } from "../fixtures/errors";
import { answer, describeWalks, failure } from "./walks";

// The /fbSports page: launches the sports-betting vendor FB and shows its game in the page; a launch that failed can be
// tried again.
const LAUNCHED = { content: { game_url: "http://localhost/demo-game?ticket=fb", seamless: true } };
const model = { name: "fbSports", machine: fbSportsMachine, input: undefined };

describeWalks(model, [
  { name: "the launched game is shown in the page", steps: [answer("launchFb", LAUNCHED)], state: "playing", context: { url: "http://localhost/demo-game?ticket=fb" } },
  { name: "a trial account is told a real account is needed", steps: [failure("launchFb", errorOf("REAL_ACCOUNT_REQUIRED"))], state: "failed", context: { error: { errorCode: "REAL_ACCOUNT_REQUIRED" } } },
  { name: "a launch that failed is tried again", steps: [failure("launchFb", networkError), { type: "FB.RETRY" }], state: "launching", requests: { launchFb: 2 } },
  { name: "a launch that works on the second try shows the game", steps: [failure("launchFb", networkError), { type: "FB.RETRY" }, answer("launchFb", LAUNCHED)], state: "playing", context: { url: "http://localhost/demo-game?ticket=fb", error: undefined } },
]);
