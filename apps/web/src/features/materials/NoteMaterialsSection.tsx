import {
  Alert,
  Autocomplete,
  Box,
  Button,
  IconButton,
  Paper,
  Radio,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import {
  convertToUnit,
  formatAmount,
  formatPurity,
  quantityUnits,
  type Material,
  type NoteMaterialLineView,
  type UnitDimension,
} from "@eln/shared/materials";
import { ApiError } from "../../api/ApiError";
import { useErrorMessage } from "../../api/useErrorMessage";
import { useMessageKey } from "../../components/form/useMessageKey";
import { NoteLineContainerPicker } from "../inventory/NoteLineContainerPicker";
import { notify } from "../../components/Notifier";
import { RiskTypeChip } from "./RiskTypeChip";
import { FormulaText } from "./FormulaText";
import { materialName } from "./materialsI18n";
import { materialPickerOptions, useChangeNoteMaterials, useMaterialOptions, useNoteMaterials } from "./materialsApi";
import { GhsLabel } from "./GhsLabel";
import { menuItems } from "../../components/menuItems";
import { TableHeaderRow } from "../../components/TableHeaderRow";
import { parseTypedNumber } from "../../lib/parseTypedNumber";

const parseQuantity = (text: string) => {
  const n = parseTypedNumber(text);
  return typeof n === "number" && n > 0 ? n : null;
};

function UnitSelect(props: { value: string; onChange(unit: string): void; disabled?: boolean; label: string; testId: string }) {
  return (
    <TextField
      select
      size="small"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      disabled={props.disabled}
      sx={{ minWidth: 88 }}
      slotProps={{ select: { SelectDisplayProps: { "aria-label": props.label, "data-testid": props.testId } as object } }}
    >
      {menuItems(quantityUnits)}
    </TextField>
  );
}

/** "Add a material": search the register, then quantity and unit. */
function AddMaterialRow({ noteId, spaceId }: { noteId: string; spaceId: string }) {
  const { t, i18n } = useTranslation("materials");
  const errorMessage = useErrorMessage();
  const [input, setInput] = useState("");
  const q = useDeferredValue(input);
  const [material, setMaterial] = useState<Material | null>(null);
  const [quantity, setQuantity] = useState("");
  const [unit, setUnit] = useState("g");
  const [error, setError] = useState<string | null>(null);
  const options = useMaterialOptions(spaceId, q);
  const change = useChangeNoteMaterials(noteId);
  const qty = parseQuantity(quantity);

  const add = async () => {
    if (!material || qty === null) return;
    setError(null);
    try {
      await change.mutateAsync({ kind: "add", materialId: material.id, quantity: qty, unit });
      notify.success(t("section.added"));
      setMaterial(null);
      setInput("");
      setQuantity("");
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), void add())} sx={{ mb: 2 }}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={1} sx={{ alignItems: { md: "flex-start" } }}>
        <Autocomplete
          sx={{ flex: 1, minWidth: 220 }}
          size="small"
          {...materialPickerOptions(options, q === input)}
          value={material}
          onChange={(_, m) => {
            setMaterial(m);
            setError(null);
            // Liquids are usually measured by volume, the rest by mass.
            if (m && !quantity) setUnit(m.physicalState === "liquid" ? "mL" : "g");
          }}
          inputValue={input}
          onInputChange={(_, v) => setInput(v)}
          filterOptions={(x) => x}
          getOptionLabel={(m) => materialName(m, i18n.language)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={t("section.noOptions")}
          renderOption={(props, m) => (
            <li {...props} key={m.id}>
              <Box>
                <Typography variant="body2">{materialName(m, i18n.language)}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {[i18n.language.startsWith("en") ? m.name : m.nameEn, m.casNumber].filter(Boolean).join(" · ")}
                  {m.formula && (
                    <>
                      {" · "}
                      <FormulaText formula={m.formula} />
                    </>
                  )}
                  {m.purity && ` · ${formatPurity(m.purity)}`}
                </Typography>
              </Box>
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t("section.searchLabel")}
              placeholder={t("section.searchPlaceholder")}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, "data-testid": "note-material-search" } }}
            />
          )}
        />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <TextField
            size="small"
            label={t("section.quantity")}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            error={quantity !== "" && qty === null}
            sx={{ width: 110, flexShrink: 0 }}
            slotProps={{ htmlInput: { inputMode: "decimal", "data-testid": "note-material-quantity", "aria-label": t("section.quantity") } }}
          />
          <UnitSelect value={unit} onChange={setUnit} label={t("section.unit")} testId="note-material-unit" />
          <Button type="submit" variant="contained" sx={{ whiteSpace: "nowrap", flexShrink: 0 }} disabled={!material || qty === null || change.isPending} data-testid="note-material-add">
            {t("section.add")}
          </Button>
        </Stack>
      </Stack>
      {error && (
        <Alert severity="warning" sx={{ mt: 1 }} onClose={() => setError(null)} data-testid="note-material-error">
          {error}
        </Alert>
      )}
    </Box>
  );
}

function Amount({ line, dimension }: { line: NoteMaterialLineView; dimension: UnitDimension }) {
  const { t } = useTranslation("materials");
  const c = line.conversion;
  if (!c.ok) return null;
  const key = ({ mass: "massG", amount: "amountMol", volume: "volumeMl" } as const)[dimension];
  const value = c[key];
  if (value === null) {
    const missing = c.missing[key] ?? [];
    const hint = missing.includes("molarMass") ? t("missingMolarMass") : missing.includes("density") ? t("missingDensity") : "";
    return (
      <Tooltip title={hint} describeChild>
        <Box component="span" sx={{ color: "text.disabled" }} role={hint ? "img" : undefined} aria-label={hint || undefined}>
          —
        </Box>
      </Tooltip>
    );
  }
  return <>{formatAmount(value, dimension).text}</>;
}

/**
 * A new unit converts the value (1 g → 1000 mg; 10 mmol of 1.6 M n-BuLi → 6.25 mL)
 * when the material's molar mass, density and purity allow; a unit that cannot
 * convert (pcs, %, or a missing property) keeps the number as typed.
 */
export function convertedForUnit(quantity: number, line: Pick<NoteMaterialLineView, "unit" | "material">, unit: string): [number, string] {
  const c = convertToUnit({ quantity, unit: line.unit, molarMass: line.material.molarMass, density: line.material.density, purity: line.material.purity }, unit);
  if (!c.ok) return [quantity, unit];
  // Six significant figures: 0.1 mL → 100 µL, not 100.00000000000001.
  return [Number(c.value.toPrecision(6)), unit];
}

function LineRow({ line, noteId, spaceId, canEdit, lang }: { line: NoteMaterialLineView; noteId: string; spaceId: string; canEdit: boolean; lang: string }) {
  const { t } = useTranslation("materials");
  const msg = useMessageKey();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const te = useTranslation("errors").t;
  const errorMessage = useErrorMessage();
  const change = useChangeNoteMaterials(noteId);
  const [quantity, setQuantity] = useState(String(line.quantity));
  useEffect(() => setQuantity(String(line.quantity)), [line.quantity]);
  const name = materialName(line.material, lang);

  const update = async (q: number, unit: string) => {
    if (q === line.quantity && unit === line.unit) return;
    setFieldError(null);
    try {
      await change.mutateAsync({ kind: "update", materialId: line.materialId, quantity: q, unit });
      notify.success(t("register.updated"));
    } catch (err) {
      // A line drawing from a container may be refused for its stock: said under the field.
      if (err instanceof ApiError && err.fields) setFieldError(msg(Object.values(err.fields)[0]) ?? null);
      else notify.error(errorMessage(err));
      setQuantity(String(line.quantity));
    }
  };
  // Enter and then leaving the field must not send the same change twice.
  const sent = useRef<number | null>(null);
  const commitQuantity = () => {
    const q = parseQuantity(quantity);
    if (q === null) return setQuantity(String(line.quantity));
    if (sent.current === q) return;
    sent.current = q;
    void update(q, line.unit).finally(() => (sent.current = null));
  };
  const run = (c: Parameters<typeof change.mutateAsync>[0], success?: string) =>
    change.mutateAsync(c).then(
      () => success && notify.success(success),
      (err: unknown) => notify.error(errorMessage(err)),
    );

  let converted: ReactNode;
  if (!line.conversion.ok) {
    converted = (
      <TableCell colSpan={3} sx={{ color: "text.secondary" }} data-testid="note-material-not-convertible">
        {line.conversion.code === "unit_not_convertible" ? te("unit_not_convertible", { unit: line.conversion.unit ?? line.unit }) : ""}
      </TableCell>
    );
  } else {
    converted = (["mass", "amount", "volume"] as const).map((d) => (
      <TableCell key={d} align="right" sx={{ whiteSpace: "nowrap" }} data-testid={`note-material-${d}`}>
        <Amount line={line} dimension={d} />
      </TableCell>
    ));
  }

  return (
    <TableRow data-testid="note-material-line">
      <TableCell sx={{ minWidth: 150 }}>
        <Typography variant="body2">{name}</Typography>
        <Box sx={{ my: 0.25 }}>
          <GhsLabel hazardStatements={line.material.hazardStatements} size={20} />
        </Box>
        {line.material.casNumber && (
          <Typography variant="caption" color="text.secondary">
            {line.material.casNumber}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: "nowrap" }}>
        {canEdit ? (
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              onBlur={commitQuantity}
              // On the input itself: the handler used to sit on the field's wrapper, whose blur() did nothing.
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  commitQuantity();
                } else if (e.key === "Escape") setQuantity(String(line.quantity));
              }}
              error={parseQuantity(quantity) === null}
              sx={{ width: 100 }}
              slotProps={{ htmlInput: { inputMode: "decimal", "aria-label": `${t("section.quantity")} ${name}`, "data-testid": "note-material-line-quantity" } }}
            />
            <UnitSelect
              value={line.unit}
              onChange={(unit) => void update(...convertedForUnit(parseQuantity(quantity) ?? line.quantity, line, unit))}
              label={`${t("section.unit")} ${name}`}
              testId="note-material-line-unit"
              disabled={change.isPending}
            />
          </Stack>
        ) : (
          `${line.quantity} ${line.unit}`
        )}
        {fieldError && (
          <Typography variant="caption" color="error" component="div" data-testid="note-material-line-error">
            {fieldError}
          </Typography>
        )}
        <NoteLineContainerPicker
          line={line}
          spaceId={spaceId}
          canEdit={canEdit}
          onChange={(containerId) => change.mutateAsync({ kind: "update", materialId: line.materialId, quantity: line.quantity, unit: line.unit, containerId })}
        />
      </TableCell>
      {converted}
      <TableCell align="center">
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "center" }}>
          <Tooltip title={t("section.limiting")} describeChild>
            <Radio
              size="small"
              checked={line.isLimiting}
              disabled={!canEdit || change.isPending}
              onClick={() => void run({ kind: "limiting", materialId: line.isLimiting ? null : line.materialId })}
              slotProps={{ input: { "aria-label": `${t("section.limiting")}: ${name}` } }}
            />
          </Tooltip>
          <Typography variant="body2" sx={{ minWidth: 40 }} data-testid="note-material-equivalents">
            {line.equivalents !== null ? line.equivalents.toFixed(2) : ""}
          </Typography>
        </Stack>
      </TableCell>
      <TableCell>
        <RiskTypeChip riskType={line.material.riskType} />
      </TableCell>
      {canEdit && (
        <TableCell align="right">
          <IconButton aria-label={t("section.remove", { name })} size="small" onClick={() => void run({ kind: "remove", materialId: line.materialId }, t("section.removed"))}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </TableCell>
      )}
    </TableRow>
  );
}

/** The materials section of a note: lines with quantities, converted amounts and equivalents. */
export function NoteMaterialsSection({ noteId, canEdit }: { noteId: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation("materials");
  const tc = useTranslation("common").t;
  const data = useNoteMaterials(noteId);
  const answer = data.data;
  const editable = canEdit && (answer?.abilities["noteMaterial.write"] ?? false);
  const lines = answer?.lines ?? [];

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="note-materials-section" component="section" aria-labelledby="note-materials-title">
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
        <Typography variant="h2" id="note-materials-title" sx={{ fontSize: "1.1rem" }}>
          {t("section.title")}
        </Typography>
        {answer && (
          <Button size="small" component={RouterLink} to={`/spaces/${answer.spaceId}/materials`}>
            {t("section.register")}
          </Button>
        )}
      </Stack>
      {data.isError && (
        <Alert severity="error" action={<Button onClick={() => void data.refetch()}>{tc("actions.retry")}</Button>}>
          {t("section.loadFailed")}
        </Alert>
      )}
      {data.isPending && <Typography color="text.secondary">{tc("status.loading")}</Typography>}
      {answer && editable && <AddMaterialRow noteId={noteId} spaceId={answer.spaceId} />}
      {answer && lines.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {editable ? t("section.empty") : t("section.emptyReadOnly")}
        </Typography>
      )}
      {lines.length > 0 && (
        <>
          <TableContainer sx={{ overflowX: "auto" }}>
            <Table size="small" sx={{ minWidth: 760 }}>
              <TableHeaderRow
                columns={[
                  t("section.name"),
                  t("section.quantity"),
                  { label: t("section.mass"), align: "right" },
                  { label: t("section.amount"), align: "right" },
                  { label: t("section.volume"), align: "right" },
                  { label: t("section.equivalents"), align: "center" },
                  t("section.risk"),
                  editable && "",
                ]}
              />
              <TableBody>
                {lines.map((line) => (
                  <LineRow key={line.materialId} line={line} noteId={noteId} spaceId={answer?.spaceId ?? ""} canEdit={editable} lang={i18n.language} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 1 }}>
            {answer?.equivalentsNote ? t(answer.equivalentsNote.replace(/^materials\./, "")) : answer?.limitingMaterialId ? "" : t("section.limitingHelp")}
          </Typography>
        </>
      )}
    </Paper>
  );
}
