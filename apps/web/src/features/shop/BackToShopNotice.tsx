import { Alert, Box, Button, Stack } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

/** A shop page with nothing to show (an empty checkout, an unknown order): why, and the way back to the shop. */
export function BackToShopNotice({ heading, message, action }: { heading?: ReactNode; message: string; action: string }) {
  return (
    <Stack spacing={2}>
      {heading}
      <Alert severity="info">{message}</Alert>
      <Box>
        <Button component={RouterLink} to="/buy" variant="contained">
          {action}
        </Button>
      </Box>
    </Stack>
  );
}
