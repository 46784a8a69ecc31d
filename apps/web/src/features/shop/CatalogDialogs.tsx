import { shopEndpoints } from "@eln/shared/shop";
import { call } from "../../api/call";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItemButton, ListItemText, Stack, TextField, Typography } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { catalogCreateSchema, type CatalogSummary } from "@eln/shared/shop";
import { useBusyAction } from "../../api/useBusyAction";
import { FormTextField } from "../../components/form/FormTextField";
import { FormDialog } from "../../components/FormDialog";
import { notify } from "../../components/Notifier";
import { useMyCatalogs } from "./shopApi";
import { messageIn } from "../../i18n/useMessageState";
import { shopKeys } from "../../api/queryKeys";

const tm = messageIn("shop");

/** New catalog or rename (spec §2 catalog dialog). */
export function CatalogDialog({ open, catalog, onClose, onSaved }: { open: boolean; catalog?: CatalogSummary | null; onClose(): void; onSaved?(c: CatalogSummary): void }) {
  const { t } = useTranslation("shop");
  const tc = useTranslation().t;
  const qc = useQueryClient();
  const { busy, error, setError, run } = useBusyAction();
  const { control, handleSubmit, reset } = useForm<{ title: string }>({
    resolver: zodResolver(catalogCreateSchema) as never,
    values: { title: catalog?.title ?? "" },
  });
  const close = () => {
    setError(null);
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(({ title }) =>
    run(async () => {
      const saved = catalog
        ? await call(shopEndpoints.updateCatalog, { params: { id: catalog.id }, body: { title } })
        : await call(shopEndpoints.createCatalog, { body: { title } });
      await qc.invalidateQueries({ queryKey: shopKeys.all });
      notify.success(tm(catalog ? "catalogDialog.renamed" : "catalogDialog.created"));
      onSaved?.(saved);
      close();
    }),
  );
  return (
    <FormDialog
      open={open}
      title={t(catalog ? "catalogDialog.renameTitle" : "catalogDialog.createTitle")}
      maxWidth="xs"
      busy={busy}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel={tc(catalog ? "actions.save" : "actions.create")}
      submitTestId="catalog-dialog-submit"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {error && <Alert severity="error">{error}</Alert>}
        <FormTextField control={control} name="title" label={t("catalogDialog.titleLabel")} autoFocus fullWidth slotProps={{ htmlInput: { "data-testid": "catalog-title-input" } }} />
      </Stack>
    </FormDialog>
  );
}

export function DeleteCatalogDialog({ catalog, onClose, onDeleted }: { catalog: CatalogSummary | null; onClose(): void; onDeleted?(): void }) {
  const { t } = useTranslation("shop");
  const tc = useTranslation().t;
  const qc = useQueryClient();
  const { busy, error, run } = useBusyAction();
  const confirm = async () => {
    if (!catalog) return;
    await run(async () => {
      await call(shopEndpoints.removeCatalog, { params: { id: catalog.id } });
      await qc.invalidateQueries({ queryKey: shopKeys.myCatalogs });
      notify.success(tm("catalogDialog.deleted"));
      onDeleted?.();
      onClose();
    });
  };
  return (
    <Dialog open={!!catalog} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t("catalogDialog.deleteTitle", { name: catalog?.title ?? "" })}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
        <DialogContentText>{t("catalogDialog.deleteBody")}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc("actions.cancel")}</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy} data-testid="catalog-delete-confirm">
          {tc("actions.delete")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Puts products into one of the user's catalogs, or into a new one named here. */
export function AddToCatalogDialog({ productIds, onClose }: { productIds: string[] | null; onClose(): void }) {
  const { t } = useTranslation("shop");
  const tc = useTranslation().t;
  const qc = useQueryClient();
  const mine = useMyCatalogs();
  const [title, setTitle] = useState("");
  const { busy, error, run } = useBusyAction();
  const addTo = async (catalog: { id: string; title: string }) => {
    await call(shopEndpoints.addCatalogItems, { params: { id: catalog.id }, body: { product_ids: productIds ?? [] } });
    await qc.invalidateQueries({ queryKey: shopKeys.all });
    notify.success(tm("catalogDialog.addedTo", { name: catalog.title }));
    setTitle("");
    onClose();
  };
  const createAndAdd = () =>
    run(async () => {
      const parsed = catalogCreateSchema.safeParse({ title });
      if (!parsed.success) throw new Error(tc("actions.create"));
      const c = await call(shopEndpoints.createCatalog, { body: parsed.data });
      await addTo(c);
    });
  return (
    <Dialog open={!!productIds} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t("catalogDialog.addTitle")}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
        {mine.data && mine.data.length > 0 ? (
          <>
            <Typography variant="subtitle2" component="h3">{t("catalogDialog.chooseCatalog")}</Typography>
            <List dense>
              {mine.data.map((c) => (
                <ListItemButton key={c.id} disabled={busy} onClick={() => void run(() => addTo(c))} data-testid="add-to-catalog-choice">
                  <ListItemText primary={c.title} secondary={t("home.items", { count: c.itemCount })} />
                </ListItemButton>
              ))}
            </List>
          </>
        ) : (
          <DialogContentText sx={{ mb: 1 }}>{t("catalogDialog.noCatalogs")}</DialogContentText>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
          {t("catalogDialog.orNew")}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <TextField size="small" fullWidth label={t("catalogDialog.titleLabel")} value={title} onChange={(e) => setTitle(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <Button variant="contained" disabled={busy || !title.trim()} onClick={() => void createAndAdd()}>
            {tc("actions.create")}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc("actions.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
