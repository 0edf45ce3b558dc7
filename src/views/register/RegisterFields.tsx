import { SimpleGrid } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { rulesOf } from "../../../machines/register.machine";
import { visibleFields } from "../../../machines/register-rules";
import type { Country, RegisterField } from "../../../contract";
import { RegisterCaptchaField } from "./RegisterCaptchaField";
import { RegisterCodeField } from "./RegisterCodeField";
import { RegisterMobileField } from "./RegisterMobileField";
import { RegisterTextField } from "./RegisterTextField";
import type { RegisterRef } from "./use-register-ref";

interface RegisterFieldsProps {
  register: RegisterRef;
  countries: readonly Country[];
  visitorCountry: string;
}

/** Fields that take a whole row on wide screens; the rest pair up two by two. */
const WIDE: ReadonlySet<RegisterField> = new Set(["username", "mobileNum", "verificationCode", "captcha"]);

/** The fields the variant and the settings show, in the form's order: one column on phones, two from `sm`. */
export function RegisterFields({ register, countries, visitorCountry }: RegisterFieldsProps) {
  const fields = useSelector(register, (snapshot) => visibleFields(rulesOf(snapshot.context)).join(" "));
  const field = (name: RegisterField) => {
    switch (name) {
      case "mobileNum":
        return <RegisterMobileField register={register} countries={countries} visitorCountry={visitorCountry} />;
      case "verificationCode":
        return <RegisterCodeField register={register} />;
      case "captcha":
        return <RegisterCaptchaField register={register} />;
      default:
        return <RegisterTextField register={register} field={name} />;
    }
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      {(fields.split(" ") as RegisterField[]).map((name) => (
        <div key={name} style={WIDE.has(name) ? { gridColumn: "1 / -1" } : undefined}>
          {field(name)}
        </div>
      ))}
    </SimpleGrid>
  );
}
