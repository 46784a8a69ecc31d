import { Typography } from "@mui/material";

// Placeholder: the Order screen is built by its feature.
export function OrderPage() {
  return <Typography variant="h1">Order</Typography>;
}
