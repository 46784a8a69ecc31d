import { sql } from "drizzle-orm";
import { boolean, date, doublePrecision, index, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, integer } from "drizzle-orm/pg-core";
import type { Purity } from "@eln/shared/materials";
import { optionalUserRef } from "../accounts/schema";
import { spaces } from "../spaces/schema";
import { notes } from "../notes/schema";
import { optionalUuidRef, timestamps, uuidPk, uuidRef } from "../db/columns";

/**
 * The reagent register. `space_id` null marks a system default material shipped
 * with the product (read-only; seeded from reagentData/systemMaterials.json).
 */
export const materials = pgTable(
  "materials",
  {
    id: uuidPk(),
    spaceId: optionalUuidRef("space_id", () => spaces.id),
    createdBy: optionalUserRef("created_by"),
    name: text("name").notNull(),
    nameEn: text("name_en"),
    molarMass: doublePrecision("molar_mass"),
    density: doublePrecision("density"),
    location: text("location"),
    riskType: text("risk_type", { enum: ["explosive", "flammable", "other"] }).notNull().default("other"),
    makerName: text("maker_name"),
    manufacturingNumber: text("manufacturing_number"),
    manufacturingDate: date("manufacturing_date", { mode: "string" }),
    lotNumber: text("lot_number"),
    others: text("others"),
    casNumber: text("cas_number"),
    formula: text("formula"),
    physicalState: text("physical_state", { enum: ["solid", "liquid", "gas"] }),
    boilingPointC: doublePrecision("boiling_point_c"),
    hazardStatements: jsonb("hazard_statements").$type<string[]>().notNull().default([]),
    oelPpm: doublePrecision("oel_ppm"),
    oelMgM3: doublePrecision("oel_mg_m3"),
    /** Where the 8-hour limit comes from (濃度基準値, JSOH, ACGIH…), shown with the assessment. */
    oelSource: text("oel_source"),
    /** Vapour pressure at about 20 °C, Pa: below the method's threshold a liquid is "very low" volatility. */
    vapourPressurePa: doublePrecision("vapour_pressure_pa"),
    /** A solid that sublimes (iodine, naphthalene): assessed as a vapour, not as dust. */
    sublimes: boolean("sublimes").notNull().default(false),
    /** e.g. "35–37 wt% in water" for reagents sold as solutions (system list). */
    concentration: text("concentration"),
    /** Structured purity (wt%) or concentration (mol/L) of the material as sold: { value, basis }. */
    purity: jsonb("purity").$type<Purity | null>(),
    /** Other names and abbreviations (THF, 塩化メチレン), searched with the names. */
    synonyms: jsonb("synonyms").$type<string[]>().notNull().default([]),
    /** Identity of a shipped entry (its CAS number, or CAS plus a suffix when one substance ships twice); null in spaces. */
    systemKey: text("system_key"),
    /** NFKC + lower case of name, English name and CAS: what the trigram index searches. */
    searchText: text("search_text").notNull().default(""),
    ...timestamps(),
  },
  (t) => [
    index("materials_space_name_idx").on(t.spaceId, t.name),
    // The English register sorts by the English name (lists read in index order).
    index("materials_space_name_en_idx").on(t.spaceId, sql`lower(coalesce(${t.nameEn}, ${t.name}))`, t.id),
    index("materials_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // The system list is keyed by system_key (the CAS number unless one substance ships twice) so the start-up seed can upsert it.
    uniqueIndex("materials_system_key_uq").on(t.systemKey).where(sql`${t.spaceId} is null`),
  ],
);

/** A material line of a note (spec §3): one line per material, quantity and unit. */
export const noteMaterials = pgTable(
  "note_materials",
  {
    noteId: uuidRef("note_id", () => notes.id),
    materialId: uuidRef("material_id", () => materials.id, "restrict"),
    // numeric keeps the entered decimal exactly (0.1 mL stays 0.1).
    quantity: numeric("quantity", { mode: "number" }).notNull(),
    unit: text("unit").notNull(),
    position: integer("position").notNull().default(0),
    /** The limiting reagent of the note (at most one line; a partial unique index holds that). */
    isLimiting: boolean("is_limiting").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.noteId, t.materialId] }),
    index("note_materials_material_idx").on(t.materialId),
    uniqueIndex("note_materials_limiting_uq").on(t.noteId).where(sql`${t.isLimiting}`),
  ],
);
