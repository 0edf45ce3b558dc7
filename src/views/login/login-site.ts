import type { Country } from "../../../contract";

/** What the sign-in forms need from the site around them (the root actor); tests render the forms without it. */
export interface LoginSite {
  countries: readonly Country[];
  /** The visitor's country code, for the dialling-code picker. */
  visitorCountry: string;
  /** FREEPLAY3: a "Free play" button. */
  freePlay: boolean;
  /** DIRECTREG3: a "Register" button. */
  directRegister: boolean;
  /** RECOVERY.OPEN to the root actor. */
  onForgotPassword?: () => void;
  /** FREEPLAY.START to the root actor. */
  onFreePlay?: () => void;
}

export const NO_SITE: LoginSite = { countries: [], visitorCountry: "", freePlay: false, directRegister: false };
