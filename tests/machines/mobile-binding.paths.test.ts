import { describeMachinePaths } from "./machine-paths";
import { mobileBindingModel } from "./mobile-binding.model";

// Changing a bound number (the old number's code asked) and binding a first one (no old number, no code to it).
describeMachinePaths(mobileBindingModel({ countryDialingCode: "+66", mobileBound: true }), mobileBindingModel({ countryDialingCode: "+66", mobileBound: false }));
