import { describeMachinePaths } from "./machine-paths";
import { MAILED_TOKEN, resetPasswordModel } from "./reset-password.model";

// The mailed link, a link whose token a mail program padded with spaces, and an address without a token.
describeMachinePaths(resetPasswordModel(), resetPasswordModel(` ${MAILED_TOKEN} `), resetPasswordModel(""));
