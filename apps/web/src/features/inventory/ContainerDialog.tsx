import { today } from "../../lib/formatDate";
import { parseTypedNumber } from "@eln/shared/validation";
import { Autocomplete, MenuItem, TextField } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { containerCreateSchema, containerStatuses, containerUpdateSchema, type Container, type ContainerCreate } from "@eln/shared/inventory";
import { quantityUnits } from "@eln/shared/materials";
import { useMessageKey } from "../../components/form/useMessageKey";
import { fieldRow } from "../../components/form/fieldRow";
import { notify } from "../../components/Notifier";
import { materialPickerOptions, useMaterialOptions } from "../materials/materialsApi";
import { materialName } from "../materials/materialsI18n";
import { useSpaceMembers } from "../spaces/spacesApi";
import { saveContainer, useInventoryMutation, useLocations } from "./inventoryApi";
import "./inventoryI18n";
import { InventoryFormDialog } from "./InventoryFormDialog";
import { useFormErrors } from "./useFormErrors";
import { messageIn } from "../../i18n/useMessageState";

const tm = messageIn("inventory");

const textFields = ["code", "lot", "receivedOn", "openedOn", "expiresOn", "note"] as const;
type Form = Record<(typeof textFields)[number] | "amount" | "unit" | "status" | "locationId" | "ownerId", string>;
type MaterialOption = { id: string; name: string; nameEn: string | null };

function initial(c: Container | null, userId: string): Form {
  return {
    code: c?.code ?? "",
    lot: c?.lot ?? "",
    receivedOn: c?.receivedOn ?? today(),
    openedOn: c?.openedOn ?? "",
    expiresOn: c?.expiresOn ?? "",
    note: c?.note ?? "",
    amount: c ? String(c.amount) : "",
    unit: c?.unit ?? "g",
    status: c?.status ?? "in_use",
    locationId: c?.location?.id ?? "",
    ownerId: c ? (c.owner?.id ?? "") : userId,
  };
}

/** Add or edit a container; the shared schema checks the form before the server does. */
export function ContainerDialog(props: { spaceId: string; container: Container | null; userId: string; defaultLocationId?: string; onClose(): void; onSaved?(c: Container): void }) {
  const { spaceId, container, onClose } = props;
  const { t, i18n } = useTranslation("inventory");
  const msg = useMessageKey();
  const [form, setForm] = useState<Form>(() => ({ ...initial(container, props.userId), ...(container ? {} : { locationId: props.defaultLocationId ?? "" }) }));
  const [material, setMaterial] = useState<MaterialOption | null>(container ? container.material : null);
  const [materialQ, setMaterialQ] = useState("");
  const { errors, setErrors, error, setError, saveChecked } = useFormErrors();
  const options = useMaterialOptions(spaceId, materialQ);
  const locations = useLocations(spaceId);
  const members = useSpaceMembers(spaceId);
  const save = useInventoryMutation(saveContainer(spaceId));

  const set = (k: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = async () => {
    setError(null);
    const body: Record<string, unknown> = {
      materialId: material?.id ?? "",
      amount: parseTypedNumber(form.amount),
      unit: form.unit,
      status: form.status,
      locationId: form.locationId || null,
      ownerId: form.ownerId || null,
    };
    for (const f of textFields) body[f] = form[f].trim() || null;
    if (!container && !body.code) delete body.code;
    const parsed = container ? containerUpdateSchema.safeParse(body) : containerCreateSchema.safeParse(body);
    await saveChecked(parsed, async (data) => {
      setErrors({});
      const { container: saved } = await save.mutateAsync(container ? { id: container.id, body: data } : { body: data as ContainerCreate });
      notify.success(tm(container ? "saved" : "added"));
      props.onSaved?.(saved);
      onClose();
    });
  };

  const field = (name: keyof Form, extra: Partial<Parameters<typeof TextField>[0]> = {}): ReactNode => (
    <TextField
      {...extra}
      key={name}
      label={t(`container.${name === "locationId" ? "location" : name === "ownerId" ? "owner" : name}`)}
      value={form[name]}
      onChange={set(name)}
      error={!!errors[name]}
      helperText={msg(errors[name]) ?? extra.helperText}
      fullWidth
      size="small"
      // The amount is text, read by parseTypedNumber on save: a number field drops a decimal comma as it is typed (12,5 became 125).
      slotProps={{ htmlInput: { "data-testid": `container-${name}`, ...(name === "amount" ? { inputMode: "decimal" } : {}) }, inputLabel: extra.type === "date" || extra.select ? { shrink: true } : undefined }}
    />
  );

  return (
    <InventoryFormDialog
      id="container"
      title={t(container ? "container.edit" : "container.create")}
      error={error}
      pending={save.isPending}
      submitLabel={t("container.save")}
      submitTestId="container-save"
      maxWidth="sm"
      fullScreenOnPhone
      onClose={onClose}
      onSubmit={submit}
    >
      <Autocomplete
        {...materialPickerOptions(options)}
        value={material}
        onChange={(_, v) => setMaterial(v)}
        onInputChange={(_, v) => setMaterialQ(v)}
        getOptionLabel={(m) => materialName(m, i18n.language)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(x) => x}
        disabled={!!container}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={t("container.material")}
            required
            error={!!errors.materialId}
            helperText={msg(errors.materialId)}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, "data-testid": "container-material" } }}
          />
        )}
      />
      {fieldRow(
        field("amount", { required: true }),
        field("unit", { select: true, children: quantityUnits.map((u) => <MenuItem key={u} value={u}>{u}</MenuItem>) }),
      )}
      {fieldRow(
        field("locationId", {
          select: true,
          children: [
            <MenuItem key="" value="">{t("filters.noLocation")}</MenuItem>,
            ...(locations.data?.items ?? []).map((l) => <MenuItem key={l.id} value={l.id} sx={{ pl: 2 + l.depth * 2 }}>{l.path.join(" › ")}</MenuItem>),
          ],
        }),
        field("status", { select: true, children: containerStatuses.map((s) => <MenuItem key={s} value={s}>{t(`status.${s}`)}</MenuItem>) }),
      )}
      {fieldRow(field("receivedOn", { type: "date" }), field("openedOn", { type: "date" }), field("expiresOn", { type: "date" }))}
      {fieldRow(
        field("lot"),
        field("ownerId", {
          select: true,
          children: [<MenuItem key="" value="">{t("container.noOwner")}</MenuItem>, ...(members.data?.members ?? []).map((m) => <MenuItem key={m.userId} value={m.userId}>{m.fullName || m.email}</MenuItem>)],
        }),
      )}
      {field("code", { helperText: container ? undefined : t("container.codeHelp") })}
      {field("note", { multiline: true, minRows: 2 })}
    </InventoryFormDialog>
  );
}
