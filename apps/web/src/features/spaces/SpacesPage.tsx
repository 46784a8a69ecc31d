import { Typography } from "@mui/material";

// Placeholder: the Spaces screen is built by its feature.
export function SpacesPage() {
  return <Typography variant="h1">Spaces</Typography>;
}
