import { Typography } from "@mui/material";

// Placeholder: the OrderNotification screen is built by its feature.
export function OrderNotificationPage() {
  return <Typography variant="h1">OrderNotification</Typography>;
}
