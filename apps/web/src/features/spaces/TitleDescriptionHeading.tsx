import { Box, Chip, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

/**
 * The top of a space's or a project's page: its title, its description, the caller's role as a chip,
 * and the actions the caller may take beside them (below on narrow screens).
 */
export function TitleDescriptionHeading(props: {
  title: string;
  description: string;
  titleTestId: string;
  role: { label: string; owner: boolean; testId?: string };
  actions: ReactNode;
  /** Space below, where nothing around the heading gives it. */
  mb?: number;
}) {
  return (
    <Stack direction={{ xs: "column", md: "row" }} sx={{ gap: 2, mb: props.mb, alignItems: { md: "flex-start" } }}>
      {/* The title keeps at least 40 % of the row: with many actions, they wrap instead of squeezing it to a word a line. */}
      <Box sx={{ flex: 1, minWidth: { xs: 0, md: "40%" } }}>
        <Typography variant="h1" sx={{ overflowWrap: "anywhere" }} data-testid={props.titleTestId}>
          {props.title}
        </Typography>
        {props.description && (
          <Typography color="text.secondary" sx={{ mt: 0.5, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {props.description}
          </Typography>
        )}
        <Chip size="small" sx={{ mt: 1 }} variant="outlined" color={props.role.owner ? "primary" : "default"} label={props.role.label} data-testid={props.role.testId} />
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap", justifyContent: { md: "flex-end" } }}>
        {props.actions}
      </Stack>
    </Stack>
  );
}
