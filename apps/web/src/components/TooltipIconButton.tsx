import { IconButton, Tooltip, type IconButtonProps } from "@mui/material";

/** An icon-only button: its tooltip shows the words, and screen readers get the same words as its name. */
export function TooltipIconButton({ label, ...rest }: Omit<IconButtonProps, "aria-label"> & { label: string }) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} {...rest} />
    </Tooltip>
  );
}
