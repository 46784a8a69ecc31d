import { Typography } from "@mui/material";

// Placeholder: the CheckoutSettings screen is built by its feature.
export function CheckoutSettingsPage() {
  return <Typography variant="h1">CheckoutSettings</Typography>;
}
