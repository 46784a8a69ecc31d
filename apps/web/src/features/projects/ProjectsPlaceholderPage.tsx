import { Typography } from "@mui/material";

// Placeholder: the ProjectsPlaceholder screen is built by its feature.
export function ProjectsPlaceholderPage() {
  return <Typography variant="h1">ProjectsPlaceholder</Typography>;
}
