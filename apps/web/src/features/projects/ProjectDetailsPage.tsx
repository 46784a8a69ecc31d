import { Typography } from "@mui/material";

// Placeholder: the ProjectDetails screen is built by its feature.
export function ProjectDetailsPage() {
  return <Typography variant="h1">ProjectDetails</Typography>;
}
