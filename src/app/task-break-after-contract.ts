// main.tsx imports this right after the contract's schemas: the app's chunk is evaluated in more than one task (see main.tsx).
import { yieldToBrowser } from "./yield-to-browser";

await yieldToBrowser();
