import { describeMachinePaths } from "./machine-paths";
import { paymentPasswordModel } from "./payment-password.model";

// Changing a set one (old one or SMS code), setting a first one, and a member without a bound mobile (no SMS way).
describeMachinePaths(
  paymentPasswordModel({ hasPaymentPassword: true, mobileBound: true }),
  paymentPasswordModel({ hasPaymentPassword: false, mobileBound: true }),
  paymentPasswordModel({ hasPaymentPassword: true, mobileBound: false }),
);
