import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { InventoryLimits } from "@eln/shared/inventory";
import { ContainersTable } from "./ContainersTable";
import { useContainers } from "./inventoryApi";
import "./inventoryI18n";

/** On the space page: containers that expire within 30 days (or already have), soonest first. */
export function ExpiringContainersCard({ spaceId }: { spaceId: string }) {
  const { t } = useTranslation("inventory");
  const days = InventoryLimits.expiringSoonDays;
  const list = useContainers(spaceId, { expiresWithinDays: days }, 10);
  const items = list.data?.pages[0]?.items ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="expiring-containers">
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: "1.2rem", fontWeight: 600 }}>
          {t("expiring.title", { count: days })}
        </Typography>
        <Button component={RouterLink} to={`/spaces/${spaceId}/inventory?expiresWithinDays=${days}`} size="small">
          {t("expiring.more")}
        </Button>
      </Stack>
      {list.isError && <Alert severity="error">{t("loadFailed")}</Alert>}
      {list.isSuccess && !items.length ? (
        <Typography color="text.secondary" variant="body2">
          {t("expiring.none", { count: days })}
        </Typography>
      ) : (
        <Box sx={{ mt: 1 }}>
          <ContainersTable items={items} compact />
        </Box>
      )}
    </Paper>
  );
}
