import { inventoryEndpoints } from "@eln/shared/inventory";
import { call } from "../../api/call";
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { IScannerControls } from "@zxing/browser";
import { ApiError } from "../../api/ApiError";
import { useTextField } from "../../components/form/useTextField";
import { errorMessageOf, message } from "../../i18n/useMessageState";
import "./inventoryI18n";

/**
 * "Scan": the camera reads a container's QR or barcode and its page opens. A code can also be typed
 * or pasted; a handheld scanner types it into the focused field and presses Enter.
 */
export function ScanDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation("inventory");
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const { value: code, setValue: setCode, setError, field: codeField } = useTextField();
  const [camera, setCamera] = useState<"starting" | "on" | "unavailable">("starting");
  const looking = useRef(false);

  const open = async (text: string) => {
    const value = text.trim();
    if (!value || looking.current) return;
    looking.current = true;
    setError(undefined);
    try {
      const found = await call(inventoryEndpoints.findCode, { params: { code: value } });
      onClose();
      void navigate(`/inventory/containers/${found.id}`);
    } catch (err) {
      setCode(value);
      setError(err instanceof ApiError && err.status === 404 ? message("validation.unknownCode") : errorMessageOf(err));
    } finally {
      looking.current = false;
    }
  };
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    let controls: IScannerControls | null = null;
    let cancelled = false;
    // The scanner library loads only when the dialog opens: most visits never scan.
    void import("@zxing/browser")
      .then(async ({ BrowserMultiFormatReader }) => {
        if (cancelled || !video.current || !navigator.mediaDevices?.getUserMedia) throw new Error("no camera");
        const reader = new BrowserMultiFormatReader();
        controls = await reader.decodeFromConstraints({ video: { facingMode: "environment" } }, video.current, (result) => {
          if (result) void openRef.current(result.getText());
        });
        if (cancelled) controls.stop();
        else setCamera("on");
      })
      .catch(() => !cancelled && setCamera("unavailable"));
    return () => {
      cancelled = true;
      controls?.stop();
    };
  }, []);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t("scan.title")}</DialogTitle>
      <DialogContent>
        <Box sx={{ bgcolor: "black", borderRadius: 1, overflow: "hidden", aspectRatio: "4 / 3", display: camera === "unavailable" ? "none" : "block", mb: 2 }}>
          <video ref={video} muted playsInline style={{ width: "100%", height: "100%", objectFit: "cover" }} data-testid="scan-video" />
        </Box>
        {camera === "unavailable" && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="scan-no-camera">
            {t("scan.noCamera")}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("scan.typeHelp")}
        </Typography>
        <Box component="form" onSubmit={(e) => (e.preventDefault(), void open(code))}>
          <TextField
            autoFocus
            fullWidth
            size="small"
            label={t("scan.code")}
            {...codeField}
            slotProps={{ htmlInput: { maxLength: 200, autoComplete: "off", "data-testid": "scan-code" } }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common:actions.close")}</Button>
        <Button variant="contained" onClick={() => void open(code)} disabled={!code.trim()} data-testid="scan-open">
          {t("scan.open")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
