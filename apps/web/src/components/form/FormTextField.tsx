import { TextField, type TextFieldProps } from "@mui/material";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useMessageKey } from "./useMessageKey";

type Props<T extends FieldValues> = Omit<TextFieldProps, "name"> & { name: Path<T>; control: Control<T> };

/** A text field bound to react-hook-form whose error is a shared message key. */
export function FormTextField<T extends FieldValues>({ name, control, helperText, ...rest }: Props<T>) {
  const msg = useMessageKey();
  return (
    <Controller
      name={name}
      control={control}
      // The field's ref goes to the input itself (TextField's own ref is its wrapper), so the form
      // can focus it: the first invalid field on submit, and setFocus.
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...rest}
          {...field}
          inputRef={ref}
          value={field.value ?? ""}
          error={!!fieldState.error}
          helperText={msg(fieldState.error?.message) ?? helperText}
          // A select's label already names its combobox; its native input is hidden from readers.
          slotProps={{ ...rest.slotProps, htmlInput: { "aria-label": typeof rest.label === "string" && !rest.select ? rest.label : undefined, ...(rest.slotProps?.htmlInput as object) } }}
        />
      )}
    />
  );
}
