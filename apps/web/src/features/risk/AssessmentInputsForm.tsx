import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from "@mui/material";
import {
  AMOUNT_LEVELS,
  DUSTINESS_BANDS,
  RESPIRATOR_PROTECTION_FACTORS,
  RESPIRATOR_TYPES,
  VENTILATION_FACTORS,
  VENTILATION_TYPES,
  VOLATILITY_BANDS,
  assessmentInputSchema,
  type AssessmentInputPayload,
  type AssessmentMaterial,
} from "@eln/shared/risk";
import { useErrorMessage } from "../../api/useErrorMessage";
import { useSaveAssessment } from "./riskApi";
import { menuItems } from "../../components/menuItems";
import { message, useMessageState, useMessageText, type Message } from "../../i18n/useMessageState";
import { parseTypedNumber } from "@eln/shared/validation";

/** The label (risk:inputs.*) of the field a refused input belongs to, by the payload's key. */
const FIELD_LABELS: Partial<Record<string, string>> = {
  physicalState: "physicalState",
  oel: "oel",
  hazardStatements: "hazardStatements",
  molarMassGPerMol: "molarMass",
  densityGPerMl: "density",
  boilingPointC: "boilingPoint",
  operatingTemperatureC: "operatingTemperature",
  volatility: "volatility",
  dustiness: "dustiness",
  amountLevel: "amountLevel",
  contentPercent: "content",
  ventilation: "ventilation",
  hoursPerDay: "hoursPerDay",
  frequency: "days",
  respirator: "respirator",
};
/** Shared schemas' messages are keys ("validation.max"); anything else is zod's English. */
const isMessageKey = (m: string) => /^[a-z]+\.[A-Za-z.]+(\?.*)?$/.test(m);

// Without float noise: a molar mass stored as 74.12299999999999 reads 74.123.
const str = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(Number(n.toPrecision(12))));

/**
 * The number inputs, kept as typed and read by the forms' number rule (parseTypedNumber) on save.
 * As number fields they dropped a decimal comma while it was typed (a density of 0,87 became 87)
 * and emptied themselves on a half-typed value.
 */
type NumberKey = "oel" | "boilingPointC" | "operatingTemperatureC" | "molarMassGPerMol" | "densityGPerMl" | "contentPercent" | "hoursPerDay" | "days";
const textsOf = (i: AssessmentInputPayload): Record<NumberKey, string> => ({
  oel: str(i.oel?.value),
  boilingPointC: str(i.boilingPointC),
  operatingTemperatureC: str(i.operatingTemperatureC),
  molarMassGPerMol: str(i.molarMassGPerMol),
  densityGPerMl: str(i.densityGPerMl),
  contentPercent: str(i.contentPercent),
  hoursPerDay: str(i.hoursPerDay),
  days: str(i.frequency.days),
});

/** Every input of one material's estimate, editable by editors, read-only for viewers. */
export function AssessmentInputsForm(props: { noteId: string; material: AssessmentMaterial; canEdit: boolean }) {
  const { t, i18n } = useTranslation("risk");
  const lang = i18n.language.startsWith("ja") ? "ja" : "en";
  const errorMessage = useErrorMessage();
  const save = useSaveAssessment(props.noteId);
  const [v, setV] = useState<AssessmentInputPayload>(props.material.inputs);
  const [hcodes, setHcodes] = useState((props.material.inputs.hazardStatements ?? []).join(", "));
  const [texts, setTexts] = useState(() => textsOf(props.material.inputs));
  const [fieldProblems, setFieldProblems] = useState<Partial<Record<NumberKey, Message>>>({});
  const wordOf = useMessageText();
  // New inputs from the server (a save, a reset, another person's change) replace the form's, in
  // place: the form used to be drawn anew (keyed by its inputs), which dropped the focus to the page.
  const inputsKey = JSON.stringify(props.material.inputs);
  const [shown, setShown] = useState(inputsKey);
  if (shown !== inputsKey) {
    setShown(inputsKey);
    setV(props.material.inputs);
    setHcodes((props.material.inputs.hazardStatements ?? []).join(", "));
    setTexts(textsOf(props.material.inputs));
    setFieldProblems({});
  }
  // Kept as a Message (the field's label and the message key), worded at each render: it follows a language switch.
  const [problem, setProblem] = useMessageState();
  // Not disabled while saving: a field or button disabled under the focus drops it to the page (Enter
  // in a field saves). A second save waits for the first.
  const ro = !props.canEdit;
  const saveRef = useRef<HTMLButtonElement>(null);
  // "Back to defaults" goes once the inputs are the defaults again: its focus goes to Save.
  const resetHadFocus = useRef(false);
  useEffect(() => {
    if (props.material.saved || !resetHadFocus.current) return;
    resetHadFocus.current = false;
    if (!document.activeElement || document.activeElement === document.body) saveRef.current?.focus();
  }, [props.material.saved]);
  const set = (patch: Partial<AssessmentInputPayload>) => setV((x) => ({ ...x, ...patch }));
  const field = { size: "small" as const, disabled: ro, fullWidth: true };
  const oelUnit = v.oel?.unit ?? (v.physicalState === "solid" ? "mg/m3" : "ppm");
  const numberField = (key: NumberKey, label: string, placeholder?: string) => (
    <TextField
      label={label}
      value={texts[key]}
      placeholder={placeholder}
      error={!!fieldProblems[key]}
      helperText={fieldProblems[key] ? wordOf(fieldProblems[key]) : undefined}
      onChange={(e) => {
        setTexts((x) => ({ ...x, [key]: e.target.value }));
        setFieldProblems(({ [key]: _fixed, ...rest }) => rest);
      }}
      slotProps={{ htmlInput: { inputMode: "decimal" } }}
      {...field}
    />
  );
  // A band the user may set, or leave empty for the one derived from other inputs.
  const bandSelect = <K extends "amountLevel" | "volatility" | "dustiness">(key: K, label: string, derived: string, bands: readonly NonNullable<AssessmentInputPayload[K]>[], bandLabel: (band: NonNullable<AssessmentInputPayload[K]>) => string) => (
    <TextField select label={label} value={v[key] ?? ""} onChange={(e) => set({ [key]: e.target.value || null })} {...field}>
      <MenuItem value="">{derived}</MenuItem>
      {menuItems(bands, bandLabel)}
    </TextField>
  );

  const submit = () => {
    if (save.isPending) return;
    // Empty optional fields are null; what is not a number goes as typed, for the schema to name its field.
    const typed = (key: NumberKey) => parseTypedNumber(texts[key]);
    const oel = typed("oel");
    const candidate = {
      ...v,
      oel: oel === undefined ? null : { value: oel, unit: oelUnit },
      boilingPointC: typed("boilingPointC") ?? null,
      operatingTemperatureC: typed("operatingTemperatureC") ?? null,
      molarMassGPerMol: typed("molarMassGPerMol") ?? null,
      densityGPerMl: typed("densityGPerMl") ?? null,
      contentPercent: typed("contentPercent") ?? null,
      hoursPerDay: typed("hoursPerDay"),
      frequency: { ...v.frequency, days: typed("days") },
      hazardStatements: hcodes.split(/[\s,、]+/).filter(Boolean),
    };
    const parsed = assessmentInputSchema.safeParse(candidate);
    // Every number field in the wrong is marked, with what is wrong under it (only the first was
    // named, in the alert below the form).
    const problems: Partial<Record<NumberKey, Message>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const key = (issue.path[0] === "frequency" ? "days" : issue.path[0]) as NumberKey;
      if (key in texts && !problems[key]) problems[key] = message(isMessageKey(issue.message) ? issue.message : "validation.invalid");
    }
    setFieldProblems(problems);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // Which field, by its label, and what is wrong with it: not "hoursPerDay: Too small: expected…".
      const label = FIELD_LABELS[String(issue.path[0])];
      const what = message(isMessageKey(issue.message) ? issue.message : "validation.invalid");
      setProblem(label ? message("risk.inputs.fieldProblem", { field: message(`risk.inputs.${label}`), problem: what }) : what);
      return;
    }
    setProblem(null);
    save.mutate({ materialId: props.material.materialId, inputs: parsed.data });
  };

  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), submit())} aria-label={t("inputs.title")}>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "1fr 1fr 1fr" }, gap: 1.5 }}>
        <TextField select label={t("inputs.physicalState")} value={v.physicalState} onChange={(e) => set({ physicalState: e.target.value as AssessmentInputPayload["physicalState"] })} {...field}>
          {menuItems(["liquid", "solid", "gas"] as const, (s) => t(`state.${s}`))}
        </TextField>
        <TextField label={t("inputs.amount")} value={`${v.amount?.value ?? ""} ${v.amount?.unit ?? ""}`} helperText={t("inputs.amountHint")} size="small" fullWidth disabled />
        {bandSelect("amountLevel", t("inputs.amountLevel"), t("inputs.fromAmount"), AMOUNT_LEVELS, (a) => t(`amountLevel.${a}`))}
        <TextField label={t("inputs.hazardStatements")} value={hcodes} onChange={(e) => setHcodes(e.target.value)} helperText="H225, H319 …" {...field} />
        <Stack direction="row" spacing={1}>
          {numberField("oel", t("inputs.oel"))}
          <TextField select label={t("inputs.unit")} value={oelUnit} onChange={(e) => set({ oel: { value: v.oel?.value ?? 0, unit: e.target.value as "ppm" | "mg/m3" } })} {...field} sx={{ width: 120 }}>
            <MenuItem value="ppm">ppm</MenuItem>
            <MenuItem value="mg/m3">mg/m³</MenuItem>
          </TextField>
        </Stack>
        {v.physicalState === "liquid" && (
          <>
            {numberField("boilingPointC", t("inputs.boilingPoint"))}
            {bandSelect("volatility", t("inputs.volatility"), t("inputs.fromBoilingPoint"), VOLATILITY_BANDS, (b) => t(`band.${b}`))}
            {numberField("operatingTemperatureC", t("inputs.operatingTemperature"), "20")}
          </>
        )}
        {v.physicalState === "solid" && bandSelect("dustiness", t("inputs.dustiness"), t("inputs.dustinessDefault"), DUSTINESS_BANDS, (b) => t(`band.${b}`))}
        {numberField("molarMassGPerMol", t("inputs.molarMass"))}
        {numberField("densityGPerMl", t("inputs.density"))}
        {numberField("contentPercent", t("inputs.content"))}
        <TextField select label={t("inputs.ventilation")} value={v.ventilation} onChange={(e) => set({ ventilation: e.target.value as AssessmentInputPayload["ventilation"] })} {...field}>
          {menuItems(VENTILATION_TYPES, (x) => VENTILATION_FACTORS[x][lang])}
        </TextField>
        {numberField("hoursPerDay", t("inputs.hoursPerDay"))}
        <Stack direction="row" spacing={1}>
          {numberField("days", t("inputs.days"))}
          <TextField select label={t("inputs.per")} value={v.frequency.per} onChange={(e) => set({ frequency: { per: e.target.value as "week" | "year", days: v.frequency.days } })} {...field}>
            <MenuItem value="week">{t("inputs.perWeek")}</MenuItem>
            <MenuItem value="year">{t("inputs.perYear")}</MenuItem>
          </TextField>
        </Stack>
        <TextField select label={t("inputs.respirator")} value={v.respirator ?? "none"} onChange={(e) => set({ respirator: e.target.value as AssessmentInputPayload["respirator"] })} {...field}>
          {menuItems(RESPIRATOR_TYPES, (x) => RESPIRATOR_PROTECTION_FACTORS[x][lang])}
        </TextField>
        <FormControlLabel control={<Checkbox checked={!!v.controlVelocityVerified} onChange={(e) => set({ controlVelocityVerified: e.target.checked })} disabled={ro} />} label={t("inputs.verified")} />
        <FormControlLabel control={<Checkbox checked={!!v.spray} onChange={(e) => set({ spray: e.target.checked })} disabled={ro} />} label={t("inputs.spray")} />
      </Box>
      {(problem || save.isError) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem ?? errorMessage(save.error)}
        </Alert>
      )}
      {props.canEdit && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: "flex-end" }}>
          {props.material.saved && (
            <Button
              onClick={() => {
                if (save.isPending) return;
                resetHadFocus.current = true;
                save.mutate({ materialId: props.material.materialId, inputs: null });
              }}
            >
              {t("inputs.reset")}
            </Button>
          )}
          <Button ref={saveRef} type="submit" variant="outlined">
            {t("inputs.save")}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
