import { Box, Button } from "@mui/material";
import { useTranslation } from "react-i18next";

/** The next page of an infinite list (TanStack Query's useInfiniteQuery); nothing when there is none. */
export function LoadMoreButton({ list, label }: { list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): Promise<unknown> }; label: string }) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <Box sx={{ textAlign: "center", mt: 2 }}>
      <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
        {list.isFetchingNextPage ? t("common:status.loading") : label}
      </Button>
    </Box>
  );
}
