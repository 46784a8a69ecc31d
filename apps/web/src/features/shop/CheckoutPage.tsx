import { Typography } from "@mui/material";

// Placeholder: the Checkout screen is built by its feature.
export function CheckoutPage() {
  return <Typography variant="h1">Checkout</Typography>;
}
