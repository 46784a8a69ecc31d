import { Typography } from "@mui/material";

// Placeholder: the CatalogDetails screen is built by its feature.
export function CatalogDetailsPage() {
  return <Typography variant="h1">CatalogDetails</Typography>;
}
