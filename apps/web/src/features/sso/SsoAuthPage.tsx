import { Typography } from "@mui/material";

// Placeholder: the SsoAuth screen is built by its feature.
export function SsoAuthPage() {
  return <Typography variant="h1">SsoAuth</Typography>;
}
