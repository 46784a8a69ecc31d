import { Typography } from "@mui/material";

// Placeholder: the ShopHome screen is built by its feature.
export function ShopHomePage() {
  return <Typography variant="h1">ShopHome</Typography>;
}
