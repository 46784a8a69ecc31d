import { Typography } from "@mui/material";

// Placeholder: the Cart screen is built by its feature.
export function CartPage() {
  return <Typography variant="h1">Cart</Typography>;
}
