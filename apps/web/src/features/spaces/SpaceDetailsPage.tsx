import { Typography } from "@mui/material";

// Placeholder: the SpaceDetails screen is built by its feature.
export function SpaceDetailsPage() {
  return <Typography variant="h1">SpaceDetails</Typography>;
}
