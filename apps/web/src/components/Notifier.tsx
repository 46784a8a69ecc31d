import { Alert, Box, Snackbar } from "@mui/material";
import { create } from "zustand";
import { useMessageText, type Message } from "../i18n/useMessageState";

interface Notice {
  id: number;
  /** What to say, worded when shown: a toast on screen (or queued) follows the language switch. */
  message: Message;
  severity: "success" | "error" | "info" | "warning";
}
const useNotices = create<{ notice: Notice | null; show(n: Omit<Notice, "id">): void; hide(): void }>()((set) => ({
  notice: null,
  show: (n) => set({ notice: { ...n, id: Date.now() } }),
  hide: () => set({ notice: null }),
}));

/** Short success/failure messages ("Profile updated"...), given as messages (key and values), not words. */
export const notify = {
  success: (message: Message) => useNotices.getState().show({ message, severity: "success" }),
  error: (message: Message) => useNotices.getState().show({ message, severity: "error" }),
  info: (message: Message) => useNotices.getState().show({ message, severity: "info" }),
};

export function Notifier() {
  const { notice, hide } = useNotices();
  const text = useMessageText();
  // The live region is in the page before any message, so screen readers announce what appears in it.
  return (
    <Box aria-live="polite" data-testid="toast-region">
      <Snackbar
        key={notice?.id}
        open={!!notice}
        autoHideDuration={5000}
        onClose={(_, reason) => reason !== "clickaway" && hide()}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        {notice ? (
          <Alert severity={notice.severity} onClose={hide} variant="filled" role="status">
            {text(notice.message)}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}
