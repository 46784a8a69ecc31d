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
  useMediaQuery,
  useTheme,
} from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type RefObject } from "react";
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
import { useMessageKey } from "../../components/form/useMessageKey";
import { NoteLineContainerPicker } from "../inventory/NoteLineContainerPicker";
import { notify } from "../../components/Notifier";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { RiskTypeChip } from "./RiskTypeChip";
import { FormulaText } from "./FormulaText";
import { materialName } from "./materialsI18n";
import { materialPickerOptions, useChangeNoteMaterials, useMaterialOptions, useNoteMaterials } from "./materialsApi";
import { GhsLabel } from "./GhsLabel";
import { menuItems } from "../../components/menuItems";
import { TableHeaderRow } from "../../components/TableHeaderRow";
import { parseTypedNumber } from "@eln/shared/validation";
import { V } from "@eln/shared";
import { errorMessageOf, message, messageIn, useMessageState } from "../../i18n/useMessageState";

const tm = messageIn("materials");

/** The message under a narrow quantity field may run wider than the field, over the empty space beside it. */
const helperSlot = { sx: { mx: 0, width: "max-content", maxWidth: 240, whiteSpace: "normal" } } as const;

const parseQuantity = (text: string) => {
  const n = parseTypedNumber(text);
  return typeof n === "number" && n > 0 ? n : null;
};

function UnitSelect(props: { value: string; onChange(unit: string): void; label: string; testId: string }) {
  return (
    <TextField
      select
      size="small"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      // Beside the quantity, not under it (the theme makes text fields full width).
      fullWidth={false}
      sx={{ minWidth: 88 }}
      slotProps={{ select: { SelectDisplayProps: { "aria-label": props.label, "data-testid": props.testId } as object } }}
    >
      {menuItems(quantityUnits)}
    </TextField>
  );
}

/** "Add a material": search the register, then quantity and unit. */
function AddMaterialRow({ noteId, spaceId, onAdded, searchRef }: { noteId: string; spaceId: string; onAdded(materialId: string): void; searchRef: RefObject<HTMLInputElement | null> }) {
  const { t, i18n } = useTranslation("materials");
  const msg = useMessageKey();
  const [input, setInput] = useState("");
  const q = useDeferredValue(input);
  const [material, setMaterial] = useState<Material | null>(null);
  const [quantity, setQuantity] = useState("");
  const [unit, setUnit] = useState("g");
  // Kept as a Message, worded at each render: a refusal on screen follows a language switch.
  const [error, setError] = useMessageState();
  const options = useMaterialOptions(spaceId, q);
  const change = useChangeNoteMaterials(noteId);
  const qty = parseQuantity(quantity);
  const quantityBad = quantity !== "" && qty === null;

  const add = async () => {
    if (!material || qty === null || change.isPending) return;
    setError(null);
    try {
      await change.mutateAsync({ kind: "add", materialId: material.id, quantity: qty, unit });
      notify.success(tm("section.added"));
      onAdded(material.id);
      setMaterial(null);
      setInput("");
      setQuantity("");
    } catch (err) {
      setError(errorMessageOf(err));
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
              inputRef={searchRef}
              placeholder={t("section.searchPlaceholder")}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, "data-testid": "note-material-search" } }}
            />
          )}
        />
        {/* Wraps on a phone: the button takes its own line instead of running past the card's edge. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: { xs: "wrap", md: "nowrap" }, alignItems: "flex-start" }}>
          <TextField
            size="small"
            label={t("section.quantity")}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            error={quantityBad}
            // Says why "Add a material" is greyed out; MUI links it to the input (aria-describedby).
            helperText={quantityBad ? msg(V.positive) : undefined}
            sx={{ width: 110, flexShrink: 0 }}
            slotProps={{ htmlInput: { inputMode: "decimal", "data-testid": "note-material-quantity", "aria-label": t("section.quantity") }, formHelperText: helperSlot }}
          />
          <UnitSelect value={unit} onChange={setUnit} label={t("section.unit")} testId="note-material-unit" />
          <Button type="submit" variant="contained" sx={{ whiteSpace: "nowrap", flexShrink: 0, width: { xs: "100%", sm: "auto" } }} disabled={!material || qty === null} data-testid="note-material-add">
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

const conversionKeys = { mass: "massG", amount: "amountMol", volume: "volumeMl" } as const;

function Amount({ line, dimension }: { line: NoteMaterialLineView; dimension: UnitDimension }) {
  const c = line.conversion;
  if (!c.ok) return null;
  const value = c[conversionKeys[dimension]];
  // Why it is missing is said in words under the quantity (missingConversionHints), not on hover.
  if (value === null) return <Box component="span" sx={{ color: "text.disabled" }}>—</Box>;
  return <>{formatAmount(value, dimension).text}</>;
}

/**
 * Why a line's mass, amount or volume cannot be shown (g → mL with no density): one sentence per
 * missing property, shown as text under the quantity. A tooltip on the dash reached neither a
 * keyboard, a touch screen nor a screen reader's reading of the table.
 */
function useMissingConversionHints(line: NoteMaterialLineView): string[] {
  const { t } = useTranslation("materials");
  const c = line.conversion;
  if (!c.ok) return [];
  const missing = new Set(
    (Object.entries(conversionKeys) as [UnitDimension, (typeof conversionKeys)[UnitDimension]][]).flatMap(([dimension, key]) => {
      if (c[key] !== null) return [];
      // Only a liquid's missing volume asks for a density: every solid weighed in g said "Enter the density".
      if (dimension === "volume" && line.material.physicalState !== "liquid") return [];
      return c.missing[key] ?? [];
    }),
  );
  return [missing.has("molarMass") && t("missingMolarMass"), missing.has("density") && t("missingDensity")].filter((h): h is string => !!h);
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

type LineLayout = "table" | "card";

function LineRow({
  line,
  noteId,
  spaceId,
  canEdit,
  lang,
  layout,
  focus,
  onRemove,
}: {
  line: NoteMaterialLineView;
  noteId: string;
  spaceId: string;
  canEdit: boolean;
  lang: string;
  layout: LineLayout;
  /**
   * Where the focus goes when it would otherwise fall to the page: "quantity" for a line just added
   * (the add form's button had it), "remove" for the line after one just removed (its Remove had it).
   */
  focus: "quantity" | "remove" | null;
  onRemove(line: NoteMaterialLineView): void;
}) {
  const { t } = useTranslation("materials");
  const msg = useMessageKey();
  // The field's message key, worded at each render (follows a language switch).
  const [fieldError, setFieldError] = useMessageState();
  const te = useTranslation("errors").t;
  const change = useChangeNoteMaterials(noteId);
  const [quantity, setQuantity] = useState(String(line.quantity));
  // A new saved value (here or from another editor) replaces the box, and a refusal about the old one goes.
  useEffect(() => {
    setQuantity(String(line.quantity));
    setFieldError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new saved quantity or unit resets the box
  }, [line.quantity, line.unit]);
  const errorId = useId();
  const hints = useMissingConversionHints(line);
  const quantityInput = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus === "quantity") quantityInput.current?.focus();
    else if (focus === "remove") removeRef.current?.focus();
  }, [focus]);
  const name = materialName(line.material, lang);
  const quantityBad = parseQuantity(quantity) === null;

  const update = async (q: number, unit: string) => {
    if (q === line.quantity && unit === line.unit) return;
    setFieldError(null);
    try {
      await change.mutateAsync({ kind: "update", materialId: line.materialId, quantity: q, unit });
      notify.success(tm("register.updated"));
    } catch (err) {
      // A line drawing from a container may be refused for its stock: said under the field, which
      // keeps the refused value the message is about (it went back to the saved one under a message
      // that no longer matched it). Editing, Escape or leaving the field clears it.
      if (err instanceof ApiError && err.fields) return setFieldError(message(Object.values(err.fields)[0]));
      notify.error(errorMessageOf(err));
      setQuantity(String(line.quantity));
    }
  };
  /** Back to the saved value, without a refusal that was about another one. */
  const revert = () => {
    setQuantity(String(line.quantity));
    setFieldError(null);
  };
  // Enter and then leaving the field must not send the same change twice.
  const sent = useRef<number | null>(null);
  const commitQuantity = (leaving = false) => {
    const q = parseQuantity(quantity);
    if (q === null) return setQuantity(String(line.quantity));
    // The value just refused is not sent again: leaving the field gives it up, Enter leaves it be.
    if (fieldError) return leaving ? revert() : undefined;
    if (sent.current === q) return;
    sent.current = q;
    void update(q, line.unit).finally(() => (sent.current = null));
  };
  const run = (c: Parameters<typeof change.mutateAsync>[0]) => change.mutateAsync(c).catch((err: unknown) => notify.error(errorMessageOf(err)));

  const notConvertible = !line.conversion.ok ? (line.conversion.code === "unit_not_convertible" ? te("unit_not_convertible", { unit: line.conversion.unit ?? line.unit }) : "") : null;
  const dimensions = [
    ["mass", t("section.mass")],
    ["amount", t("section.amount")],
    ["volume", t("section.volume")],
  ] as const;

  const nameBlock = (
    <>
      <Typography variant="body2">{name}</Typography>
      <Box sx={{ my: 0.25 }}>
        <GhsLabel hazardStatements={line.material.hazardStatements} size={20} />
      </Box>
      {line.material.casNumber && (
        <Typography variant="caption" color="text.secondary">
          {line.material.casNumber}
        </Typography>
      )}
    </>
  );
  const quantityBlock = (
    <>
      {canEdit ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
          <TextField
            size="small"
            value={quantity}
            onChange={(e) => {
              setQuantity(e.target.value);
              setFieldError(null);
            }}
            onBlur={() => commitQuantity(true)}
            // On the input itself: the handler used to sit on the field's wrapper, whose blur() did nothing.
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                commitQuantity();
              } else if (e.key === "Escape") revert();
            }}
            error={quantityBad || !!fieldError}
            // Red alone told no one why; MUI links the message to the input (aria-describedby).
            helperText={quantityBad ? msg(V.positive) : undefined}
            sx={{ width: 100, flexShrink: 0 }}
            inputRef={quantityInput}
            slotProps={{
              htmlInput: { inputMode: "decimal", "aria-label": `${t("section.quantity")} ${name}`, "data-testid": "note-material-line-quantity", ...(fieldError && !quantityBad ? { "aria-describedby": errorId } : {}) },
              formHelperText: helperSlot,
            }}
          />
          <UnitSelect
            value={line.unit}
            onChange={(unit) => void update(...convertedForUnit(parseQuantity(quantity) ?? line.quantity, line, unit))}
            label={`${t("section.unit")} ${name}`}
            testId="note-material-line-unit"
          />
        </Stack>
      ) : (
        `${line.quantity} ${line.unit}`
      )}
      {fieldError && (
        <Typography variant="caption" color="error" component="div" id={errorId} data-testid="note-material-line-error">
          {fieldError}
        </Typography>
      )}
      {hints.map((hint) => (
        // Wraps in the table's nowrap quantity cell, like the message under the field.
        <Typography key={hint} variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: "normal", maxWidth: 240 }} data-testid="note-material-missing-property">
          {hint}
        </Typography>
      ))}
      <NoteLineContainerPicker
        line={line}
        spaceId={spaceId}
        canEdit={canEdit}
        onChange={(containerId) => change.mutateAsync({ kind: "update", materialId: line.materialId, quantity: line.quantity, unit: line.unit, containerId })}
      />
    </>
  );
  const limitingBlock = (
    <Stack direction="row" sx={{ alignItems: "center", justifyContent: layout === "table" ? "center" : "flex-start" }}>
      <Tooltip title={t("section.limiting")} describeChild>
        <Radio
          size="small"
          checked={line.isLimiting}
          disabled={!canEdit}
          onClick={() => void run({ kind: "limiting", materialId: line.isLimiting ? null : line.materialId })}
          slotProps={{ input: { "aria-label": `${t("section.limiting")}: ${name}` } }}
        />
      </Tooltip>
      <Typography variant="body2" sx={{ minWidth: 40 }} data-testid="note-material-equivalents">
        {line.equivalents !== null ? line.equivalents.toFixed(2) : ""}
      </Typography>
    </Stack>
  );
  const removeButton = canEdit && (
    <IconButton ref={removeRef} aria-label={t("section.remove", { name })} size="small" onClick={() => onRemove(line)} data-testid="note-material-line-remove">
      <DeleteIcon fontSize="small" />
    </IconButton>
  );

  if (layout === "card")
    // A phone: one line is one card, every value under its own label (a wide table showed two columns of eight).
    return (
      <Box component="li" data-testid="note-material-line" sx={{ listStyle: "none", border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
          <Box sx={{ minWidth: 0, overflowWrap: "anywhere" }}>{nameBlock}</Box>
          {removeButton}
        </Stack>
        <Box sx={{ mt: 1 }}>{quantityBlock}</Box>
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.25, alignItems: "center", m: 0, mt: 1, "& dt": { color: "text.secondary", typography: "body2" }, "& dd": { m: 0, typography: "body2" } }}>
          {notConvertible !== null ? (
            notConvertible && (
              <Box component="dd" sx={{ gridColumn: "1 / -1", color: "text.secondary" }} data-testid="note-material-not-convertible">
                {notConvertible}
              </Box>
            )
          ) : (
            dimensions.map(([d, label]) => [
              <dt key={`${d}-t`}>{label}</dt>,
              <dd key={d} data-testid={`note-material-${d}`}>
                <Amount line={line} dimension={d} />
              </dd>,
            ])
          )}
          <dt>{t("section.equivalents")}</dt>
          <dd>{limitingBlock}</dd>
          <dt>{t("section.risk")}</dt>
          <dd>
            <RiskTypeChip riskType={line.material.riskType} />
          </dd>
        </Box>
      </Box>
    );

  return (
    <TableRow data-testid="note-material-line">
      <TableCell sx={{ minWidth: 150 }}>{nameBlock}</TableCell>
      <TableCell sx={{ whiteSpace: "nowrap" }}>{quantityBlock}</TableCell>
      {notConvertible !== null ? (
        <TableCell colSpan={3} sx={{ color: "text.secondary" }} data-testid="note-material-not-convertible">
          {notConvertible}
        </TableCell>
      ) : (
        dimensions.map(([d]) => (
          <TableCell key={d} align="right" sx={{ whiteSpace: "nowrap" }} data-testid={`note-material-${d}`}>
            <Amount line={line} dimension={d} />
          </TableCell>
        ))
      )}
      <TableCell align="center">{limitingBlock}</TableCell>
      <TableCell>
        <RiskTypeChip riskType={line.material.riskType} />
      </TableCell>
      {canEdit && <TableCell align="right">{removeButton}</TableCell>}
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
  // One list per answer: a new empty list on each render would run the focus effect every render.
  const lines = useMemo(() => answer?.lines ?? [], [answer]);
  // Below md the eight columns do not fit (the table needs ~760 px): each line becomes a card.
  const theme = useTheme();
  const layout: LineLayout = useMediaQuery(theme.breakpoints.down("md"), { noSsr: true }) ? "card" : "table";
  // Focus follows a line added from the form, instead of falling to the page when the form empties.
  const [added, setAdded] = useState<string | null>(null);
  // Once: a line drawn again later (the layout turning from table to cards) leaves focus alone.
  useEffect(() => {
    if (added && lines.some((l) => l.materialId === added)) setAdded(null);
  }, [added, lines]);
  // Removing asks first, as deleting does elsewhere in the app (attachments, the register). Kept
  // apart from `removeOpen` so the dialog keeps its words while it fades out.
  const change = useChangeNoteMaterials(noteId);
  const [removing, setRemoving] = useState<NoteMaterialLineView | null>(null);
  const [removeOpen, setRemoveOpen] = useState(false);
  // Where the focus goes once a line is removed (its Remove button is gone): the next line's Remove,
  // else the previous line's, else the add form's search. Set in the same render that closes the
  // dialog, so it runs after the dialog gives the focus back to the button that no longer exists.
  const [afterRemove, setAfterRemove] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!afterRemove || removeOpen) return;
    if (!lines.some((l) => l.materialId === afterRemove)) searchRef.current?.focus();
    setAfterRemove(null);
  }, [afterRemove, removeOpen, lines]);
  const remove = async (line: NoteMaterialLineView) => {
    const i = lines.findIndex((l) => l.materialId === line.materialId);
    const next = lines[i + 1] ?? lines[i - 1];
    await change.mutateAsync({ kind: "remove", materialId: line.materialId });
    notify.success(tm("section.removed"));
    setAfterRemove(next?.materialId ?? "search");
  };
  const rows = lines.map((line) => (
    <LineRow
      key={line.materialId}
      line={line}
      noteId={noteId}
      spaceId={answer?.spaceId ?? ""}
      canEdit={editable}
      lang={i18n.language}
      layout={layout}
      focus={line.materialId === added ? "quantity" : line.materialId === afterRemove && !removeOpen ? "remove" : null}
      onRemove={(l) => (setRemoving(l), setRemoveOpen(true))}
    />
  ));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="note-materials-section" component="section" aria-labelledby="note-materials-title">
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1, flexWrap: "wrap", gap: 1 }}>
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
      {answer && editable && <AddMaterialRow noteId={noteId} spaceId={answer.spaceId} onAdded={setAdded} searchRef={searchRef} />}
      {answer && lines.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {editable ? t("section.empty") : t("section.emptyReadOnly")}
        </Typography>
      )}
      {lines.length > 0 && (
        <>
          {layout === "card" ? (
            <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-labelledby="note-materials-title">
              {rows}
            </Stack>
          ) : (
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
                <TableBody>{rows}</TableBody>
              </Table>
            </TableContainer>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 1 }}>
            {answer?.equivalentsNote ? t(answer.equivalentsNote.replace(/^materials\./, "")) : answer?.limitingMaterialId || !canEdit ? "" : t("section.limitingHelp")}
          </Typography>
        </>
      )}
      <ConfirmDialog
        open={removeOpen}
        title={t("section.removeTitle", { name: removing ? materialName(removing.material, i18n.language) : "" })}
        body={t("section.removeBody")}
        confirmLabel={t("section.removeConfirm")}
        onClose={() => setRemoveOpen(false)}
        onConfirm={() => remove(removing!)}
      />
    </Paper>
  );
}
