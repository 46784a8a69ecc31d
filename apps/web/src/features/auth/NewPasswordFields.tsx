import type { Control, FieldValues, Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../components/form/FormTextField";

// Its own module: the login screen uses AuthForm but not react-hook-form, and must not load it.
/** A new password and its confirmation, with the password rules under the first. */
export function NewPasswordFields<T extends FieldValues>(props: { control: Control<T>; name: Path<T>; confirmName: Path<T>; label: string; confirmLabel: string }) {
  const { t } = useTranslation("auth");
  return (
    <>
      <FormTextField control={props.control} name={props.name} label={props.label} type="password" autoComplete="new-password" helperText={t("signup.passwordHelp")} />
      <FormTextField control={props.control} name={props.confirmName} label={props.confirmLabel} type="password" autoComplete="new-password" />
    </>
  );
}

/** An outcome shown instead of a form (link expired, done, failed): the message and where to go next. */
