import { Typography } from "@mui/material";

// Placeholder: the NoteVersions screen is built by its feature.
export function NoteVersionsPage() {
  return <Typography variant="h1">NoteVersions</Typography>;
}
