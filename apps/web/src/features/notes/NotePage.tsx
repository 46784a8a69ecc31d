import { Typography } from "@mui/material";

// Placeholder: the Note screen is built by its feature.
export function NotePage() {
  return <Typography variant="h1">Note</Typography>;
}
