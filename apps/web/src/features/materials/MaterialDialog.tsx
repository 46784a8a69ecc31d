import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, TextField, Typography, useMediaQuery, useTheme } from "@mui/material";
import { useState, useSyncExternalStore, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  formulaErrorMessage,
  isotopeMassesReady,
  materialCreateSchema,
  materialUpdateSchema,
  onIsotopeMassesReady,
  parseFormula,
  physicalStates,
  purityBases,
  riskTypes,
  materialEndpoints,
  type Material,
} from "@eln/shared/materials";
import { call } from "../../api/call";
import { useMessageKey } from "../../components/form/useMessageKey";
import { fieldRow } from "../../components/form/fieldRow";
import { parseTypedNumber } from "@eln/shared/validation";
import { notify } from "../../components/Notifier";
import { useSaveMaterial } from "./materialsApi";
import "./materialsI18n";
import { menuItems } from "../../components/menuItems";
import { errorMessageOf, messageIn, useMessageState } from "../../i18n/useMessageState";

const tm = messageIn("materials");

export type MaterialDialogMode = "create" | "edit" | "copy" | "view";

const textFields = ["name", "nameEn", "casNumber", "formula", "location", "makerName", "manufacturingNumber", "manufacturingDate", "lotNumber", "others", "oelSource"] as const;
// Molar mass is not a form field: the server computes it from the formula.
const numberFields = ["density", "boilingPointC", "vapourPressurePa", "oelPpm", "oelMgM3"] as const;
type FormState = Record<(typeof textFields)[number] | (typeof numberFields)[number] | "riskType" | "physicalState" | "hazardStatements" | "synonyms" | "purityValue" | "purityBasis" | "sublimes", string>;

function initialState(m: Material | null): FormState {
  const s = {} as FormState;
  for (const f of textFields) s[f] = m?.[f] ?? "";
  for (const f of numberFields) s[f] = m?.[f] == null ? "" : String(m[f]);
  s.riskType = m?.riskType ?? "other";
  s.physicalState = m?.physicalState ?? "";
  s.hazardStatements = (m?.hazardStatements ?? []).join(", ");
  s.synonyms = (m?.synonyms ?? []).join(", ");
  s.purityValue = m?.purity ? String(m.purity.value) : "";
  s.purityBasis = m?.purity?.basis ?? "wt%";
  s.sublimes = m?.sublimes ? "true" : "";
  return s;
}

/** Form strings → API body: "" is null, numbers parsed (a non-number stays a string so the schema reports it). */
function toBody(s: FormState) {
  const body: Record<string, unknown> = {};
  for (const f of textFields) body[f] = s[f].trim() === "" ? null : s[f].trim();
  for (const f of numberFields) body[f] = parseTypedNumber(s[f]) ?? null;
  body.riskType = s.riskType;
  body.physicalState = s.physicalState || null;
  body.hazardStatements = s.hazardStatements
    .split(/[,、\s]+/)
    // Each part of a combined statement (H301+H311) is normalised on its own; EUH014 stays upper case.
    .map((h) => h.trim().toUpperCase().split("+").map((p) => p.replace(/^(H\d{3})(.*)$/, (_, a: string, b: string) => a + b.toLowerCase())).join("+"))
    .filter(Boolean);
  body.synonyms = s.synonyms
    .split(/[,、，]/)
    .map((x) => x.trim())
    .filter(Boolean);
  const purity = parseTypedNumber(s.purityValue);
  body.purity = purity === undefined ? null : { value: purity, basis: s.purityBasis };
  body.sublimes = s.sublimes === "true";
  body.name = s.name.trim();
  return body;
}

/** Create, edit or copy a material (every field of spec §3 plus the safety data); a formula fills the molar mass. */
export function MaterialDialog(props: { open: boolean; mode: MaterialDialogMode; material: Material | null; spaceId: string; onClose(): void; onSaved?(m: Material): void }) {
  const { open, mode, material, spaceId, onClose } = props;
  const { t } = useTranslation("materials");
  const tc = useTranslation("common").t;
  const msg = useMessageKey();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const [form, setForm] = useState<FormState>(() => initialState(material));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The save's failure as a Message, worded at each render: it follows a language switch.
  const [error, setError] = useMessageState();
  // Isotope masses load on the first isotope typed: weigh the formula again once they are there.
  useSyncExternalStore(onIsotopeMassesReady, isotopeMassesReady);
  const formulaCheck = form.formula.trim() ? parseFormula(form.formula) : null;
  const formulaMass = formulaCheck?.ok ? formulaCheck.molarMass : null;
  const save = useSaveMaterial(spaceId);
  const readOnly = mode === "view";

  const set = (field: keyof FormState) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setForm((f) => ({ ...f, [field]: value }));
    // The message from the last save attempt was about the old value: it goes once the field changes
    // (a corrected formula kept "Unknown element 'Xx'" under it; the next save checks again).
    setErrors((errs) => {
      if (!(field in errs)) return errs;
      const rest = { ...errs };
      delete rest[field];
      return rest;
    });
  };

  const submit = async () => {
    setError(null);
    const body = toBody(form);
    const parsed = (mode === "edit" ? materialUpdateSchema : materialCreateSchema).safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] === "purity" ? "purityValue" : String(issue.path[0] ?? "_")] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      let id = mode === "edit" ? material!.id : undefined;
      if (mode === "copy") {
        // The copy keeps what the form does not show (e.g. a solution's concentration), then takes the form's values.
        id = (await call(materialEndpoints.copy, { params: { id: material!.id }, body: { spaceId } })).material.id;
      }
      const { material: saved } = await save.mutateAsync({ id, body: parsed.data });
      notify.success(tm(mode === "edit" ? "register.updated" : mode === "copy" ? "register.copied" : "register.created"));
      props.onSaved?.(saved);
      onClose();
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };

  const field = (name: keyof FormState, { helperText, ...extra }: Partial<Parameters<typeof TextField>[0]> = {}): ReactNode => (
    <TextField
      {...extra}
      key={name}
      label={t(`dialog.fields.${name}`)}
      value={form[name]}
      onChange={set(name)}
      // The live check (a formula's parse) or the last save attempt's message.
      error={!!errors[name] || !!extra.error}
      helperText={msg(errors[name]) ?? helperText}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { readOnly, "aria-label": t(`dialog.fields.${name}`), "data-testid": `material-${name}` }, inputLabel: extra.type === "date" ? { shrink: true } : undefined }}
    />
  );
  // A choice among fixed values; `none` offers an empty first entry.
  const select = <V extends string>(name: keyof FormState, values: readonly V[], valueLabel: (value: V) => string, none?: string): ReactNode => (
    <TextField
      key={name}
      select
      size="small"
      fullWidth
      label={t(`dialog.fields.${name}`)}
      value={form[name]}
      onChange={set(name)}
      disabled={readOnly}
      slotProps={{ htmlInput: { "data-testid": `material-${name}` } }}
    >
      {none !== undefined && <MenuItem value="">{none}</MenuItem>}
      {menuItems(values, valueLabel)}
    </TextField>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="material-dialog-title"
      // The paper is the form, as in FormDialog: Enter in a field saves (it did nothing here).
      slotProps={{
        paper: {
          component: "form",
          noValidate: true,
          onSubmit: (e: React.FormEvent) => {
            e.preventDefault();
            if (!readOnly) void submit();
          },
        } as object,
      }}
    >
      <DialogTitle id="material-dialog-title">{t(`dialog.${mode}`)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {readOnly && <Alert severity="info">{t("dialog.systemReadOnly")}</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
          {fieldRow(field("name", { required: true }), field("nameEn"))}
          <Typography variant="subtitle2">{t("dialog.sectionChemistry")}</Typography>
          {fieldRow(
            field("formula", {
              // The parser's message as the user types: "Unknown element 'Xy'", an unbalanced bracket…
              error: !!formulaCheck && !formulaCheck.ok,
              helperText:
                formulaCheck && !formulaCheck.ok
                  ? msg(formulaErrorMessage(formulaCheck.error))
                  : formulaCheck?.ok
                    ? t("dialog.formulaFilled", { value: Math.round(formulaCheck.molarMass * 1000) / 1000 })
                    : t("dialog.formulaHelp"),
            }),
            field("casNumber"),
          )}
          {fieldRow(
            <TextField
              key="molarMass"
              size="small"
              fullWidth
              label={t("dialog.fields.molarMass")}
              value={formulaMass === null ? "" : String(Math.round(formulaMass * 1000) / 1000)}
              helperText={t("dialog.molarMassComputed")}
              slotProps={{ htmlInput: { readOnly: true, "aria-label": t("dialog.fields.molarMass"), "data-testid": "material-molarMass" } }}
            />,
            field("density", { helperText: t("dialog.densityHelp") }),
          )}
          {fieldRow(
            field("purityValue", { helperText: t("dialog.purityHelp") }),
            select("purityBasis", purityBases, (b) => t(`purityBasis.${b === "wt%" ? "wt" : "molar"}`)),
          )}
          {field("synonyms", { helperText: t("dialog.synonymsHelp") })}
          {fieldRow(
            select("physicalState", physicalStates, (p) => t(`physicalState.${p}`), t("dialog.none")),
            field("boilingPointC"),
            field("vapourPressurePa", { helperText: t("dialog.vapourPressureHelp") }),
            ...(material?.concentration ? [<TextField key="c" size="small" fullWidth label={t("dialog.fields.concentration")} value={material.concentration} slotProps={{ htmlInput: { readOnly: true } }} />] : []),
          )}
          {form.physicalState === "solid" && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={form.sublimes === "true"}
                  disabled={readOnly}
                  onChange={(e) => setForm((f) => ({ ...f, sublimes: e.target.checked ? "true" : "" }))}
                  slotProps={{ input: { "data-testid": "material-sublimes" } as object }}
                />
              }
              label={t("dialog.fields.sublimes")}
            />
          )}
          <Typography variant="subtitle2">{t("dialog.sectionSafety")}</Typography>
          {fieldRow(
            select("riskType", riskTypes, (r) => t(`riskType.${r}`)),
            field("hazardStatements", { helperText: t("dialog.hazardHelp") }),
          )}
          {fieldRow(field("oelPpm"), field("oelMgM3"), field("oelSource", { helperText: t("dialog.oelSourceHelp") }))}
          <Typography variant="subtitle2">{t("dialog.sectionStock")}</Typography>
          {fieldRow(field("location"), field("makerName"))}
          {fieldRow(field("manufacturingNumber"), field("manufacturingDate", { type: "date" }), field("lotNumber"))}
          {field("others", { multiline: true, minRows: 2 })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc(readOnly ? "actions.close" : "actions.cancel")}</Button>
        {!readOnly && (
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="material-save">
            {tc("actions.save")}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
