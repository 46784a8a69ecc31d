import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import Papa from "papaparse";
import type { TestUser } from "../test/testApp";
import { buildSpaceCast, setUpTestApp } from "../test/factories";
import { multipartCsv } from "../test/multipart";
import { materials } from "../materials/schema";
import { inventoryContainerEvents, inventoryContainers } from "./schema";

const t = setUpTestApp();
let owner: TestUser, member: TestUser, outsider: TestUser;
let spaceId: string;
let shelfId: string;

beforeAll(async () => {
  ({ owner, member, outsider, spaceId } = await buildSpaceCast(t));
  await t.ctx.db.insert(materials).values([
    { spaceId, name: "トルエン", nameEn: "Toluene", casNumber: "108-88-3" },
    { spaceId, name: "エタノール", nameEn: "Ethanol", casNumber: "64-17-5" },
  ]);
  let parentId: string | undefined;
  for (const [name, kind] of [["Building A", "building"], ["Room 101", "room"], ["Shelf 3", "shelf"]]) {
    const res = await t.request({ method: "POST", url: `/api/spaces/${spaceId}/inventory/locations`, token: member.token, payload: { name, kind, parentId } });
    parentId = res.json().location.id;
  }
  shelfId = parentId!;
}, 180_000);

const HEADER = "code,material,location,amount,unit,lot,received,opened,expiry,owner,status";
const importCsv = (csv: string | Buffer, token = member.token, multipart = false) =>
  multipart
    ? t.request({ method: "POST", url: `/api/spaces/${spaceId}/containers/import`, token, ...multipartCsv(csv, "containers.csv") })
    : t.request({ method: "POST", url: `/api/spaces/${spaceId}/containers/import`, token, payload: Buffer.from(csv), headers: { "content-type": "text/csv" } });
const containerCount = async () => (await t.ctx.db.select({ n: count() }).from(inventoryContainers).where(eq(inventoryContainers.spaceId, spaceId)))[0].n;

describe("container CSV import", () => {
  it("imports rows by CAS or name, location path, owner e-mail; UTF-8 with BOM, multipart or raw", async () => {
    const csv =
      "\uFEFF" +
      [
        HEADER,
        `CSV-0001,108-88-3,Building A › Room 101 › Shelf 3,500,mL,L1,2026/1/5,,2027-01-05,${owner.email},in_use`,
        `,エタノール,${shelfId},1.5,L,,,,,,`,
        "",
        `,ethanol,Building A>Room 101,2,g,,,,,,empty`,
      ].join("\r\n");
    const res = await importCsv(csv, member.token, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 3, updated: 0 });
    const list = (await t.request({ method: "GET", url: `/api/spaces/${spaceId}/inventory/containers?status=all`, token: member.token })).json().items;
    const first = list.find((c: { code: string }) => c.code === "CSV-0001");
    expect(first).toMatchObject({
      amount: 500,
      receivedOn: "2026-01-05",
      owner: { id: owner.id },
      location: { path: ["Building A", "Room 101", "Shelf 3"] },
      material: { casNumber: "108-88-3" },
    });
    expect(list.filter((c: { owner: { id: string } }) => c.owner?.id === member.id).length).toBe(2);
    const [ev] = await t.ctx.db.select().from(inventoryContainerEvents).where(eq(inventoryContainerEvents.containerId, first.id));
    expect(ev).toMatchObject({ kind: "created", detail: "import" });
    const raw = await importCsv(`${HEADER}\n,64-17-5,,3,g,,,,,,`);
    expect(raw.json()).toEqual({ imported: 1, updated: 0 });
  });

  it("refuses the whole file when any row is bad, listing every problem by row and column", async () => {
    // A code another space's container has cannot be used here.
    const otherSpace = (await t.request({ method: "POST", url: "/api/spaces", token: outsider.token, payload: { name: "Elsewhere", description: "" } })).json();
    const otherMaterial = (await t.request({ method: "POST", url: `/api/spaces/${otherSpace.id}/materials`, token: outsider.token, payload: { name: "Acetone" } })).json().material;
    const elsewhere = await t.request({ method: "POST", url: `/api/spaces/${otherSpace.id}/inventory/containers`, token: outsider.token, payload: { materialId: otherMaterial.id, amount: 1, unit: "L", code: "ELSEWHERE-1" } });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const before = await containerCount();
    const csv = [
      HEADER,
      `,108-88-3,,1,g,,,,,,`, // fine
      `,999-99-9,,-1,bottles,,2026-02-30,,,,`, // material, amount, unit, received
      `,Toluene,Nowhere,1,g,,2026-01-10,,2025-01-01,${outsider.email},`, // location, expiry, owner
      `ELSEWHERE-1,Toluene,,,g,,,,,,lost`, // code of another space's container, amount missing, status
      `NEW-1,Toluene,,1,g,,,,,,`,
      `new-1,Toluene,,1,g,,,,,,`, // repeated in the file
      `,Toluene,,1,g,,2026-02-01,,2026-01-01,,weird`, // expiry and status: both listed, not one after the other
    ].join("\n");
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(400);
    const { code, details } = res.json().error;
    expect(code).toBe("validation");
    const got = (details.rows as { row: number; column: string; message: string }[]).map((e) => `${e.row}:${e.column}:${e.message}`).sort();
    expect(got).toEqual(
      [
        "3:material:validation.unknownMaterial",
        "3:amount:validation.notNegative",
        "3:unit:validation.invalidUnit",
        "3:received:validation.invalidDate",
        "4:location:validation.unknownLocation",
        "4:expiry:validation.expiryBeforeReceipt",
        "4:owner:validation.unknownOwner",
        "5:code:validation.codeTaken",
        "5:amount:validation.required",
        "5:status:validation.invalidChoice",
        "7:code:validation.codeRepeated",
        "8:expiry:validation.expiryBeforeReceipt",
        "8:status:validation.invalidChoice",
      ].sort(),
    );
    expect(await containerCount()).toBe(before);
  });

  it("reads amounts as the forms read a typed number: a decimal comma, 1,000 grouped, full-width digits", async () => {
    const csv = [HEADER, `AMT-1,108-88-3,,"12,5",mL,,,,,,`, `AMT-2,108-88-3,,"1,000",g,,,,,,`, `AMT-3,108-88-3,,２５０,mL,,,,,,`, `AMT-4,108-88-3,,"0,5",L,,,,,,`].join("\n");
    const res = await importCsv(csv);
    expect(res.json()).toEqual({ imported: 4, updated: 0 });
    const rows = await t.ctx.db.select({ code: inventoryContainers.code, amount: inventoryContainers.amount }).from(inventoryContainers).where(eq(inventoryContainers.spaceId, spaceId));
    expect(Object.fromEntries(rows.filter((c) => c.code.startsWith("AMT-")).map((c) => [c.code, Number(c.amount)]))).toEqual({ "AMT-1": 12.5, "AMT-2": 1000, "AMT-3": 250, "AMT-4": 0.5 });
  });

  it("refuses a file that is not CSV text or lacks the required columns", async () => {
    expect((await importCsv(Buffer.from([0xff, 0xfe, 0x00, 0x41]))).json().error.code).toBe("csv_parse_error");
    const noMaterial = (await importCsv("code,lot\nX,1")).json().error;
    expect(noMaterial.code).toBe("csv_parse_error");
    // What is wrong, for the web app to say in the reader's language.
    expect(noMaterial.details).toEqual({ problem: "missing_column", column: "material" });
    expect((await importCsv(HEADER + "\n")).statusCode).toBe(400);
  });

  it("imports 10,000 rows in under 5 s", async () => {
    const lines = [HEADER];
    for (let i = 0; i < 10_000; i++) lines.push(`BULK-${i},${i % 2 ? "108-88-3" : "Ethanol"},Building A › Room 101 › Shelf 3,${i % 500},mL,LOT-${i},2026-01-01,,2028-01-01,${owner.email},in_use`);
    const started = performance.now();
    const res = await importCsv(lines.join("\n"));
    const ms = performance.now() - started;
    console.log(`container CSV import: 10,000 rows in ${ms.toFixed(0)} ms`);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json()).toEqual({ imported: 10_000, updated: 0 });
    expect(ms).toBeLessThan(5000);
  }, 60_000);
});

describe("container CSV export", () => {
  it("exports the list's filters with the documented columns, BOM first; the file imports back after codes are cleared", async () => {
    const res = await t.request({ method: "GET", url: `/api/spaces/${spaceId}/containers.csv?status=all&q=CSV-0001`, token: member.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/csv/);
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(res.body.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual(HEADER.split(","));
    expect(parsed.data).toEqual([
      {
        code: "CSV-0001",
        material: "108-88-3",
        location: "Building A › Room 101 › Shelf 3",
        amount: "500",
        unit: "mL",
        lot: "L1",
        received: "2026-01-05",
        opened: "",
        expiry: "2027-01-05",
        owner: owner.email,
        status: "in_use",
      },
    ]);
    const empty = await t.request({ method: "GET", url: `/api/spaces/${spaceId}/containers.csv?status=empty`, token: member.token });
    const rows = Papa.parse<Record<string, string>>(empty.body.slice(1), { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => r.status)).toEqual(["empty"]);
    const again = await importCsv(Papa.unparse(rows.map((r) => ({ ...r, code: "" }))));
    expect(again.json()).toEqual({ imported: 1, updated: 0 });
  });

  it("an exported file comes back as an update of the containers it names; blank cells keep their values", async () => {
    const res = await t.request({ method: "GET", url: `/api/spaces/${spaceId}/containers.csv?status=all&q=CSV-0001`, token: member.token });
    const [row] = Papa.parse<Record<string, string>>(res.body.slice(1), { header: true, skipEmptyLines: true }).data;
    const [bottle] = await t.ctx.db.select().from(inventoryContainers).where(eq(inventoryContainers.code, "CSV-0001"));
    const before = await containerCount();
    const edited = await importCsv(Papa.unparse([{ ...row, amount: "450", lot: "", owner: "", status: "" }]));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({ imported: 0, updated: 1 });
    expect(await containerCount()).toBe(before);
    const [after] = await t.ctx.db.select().from(inventoryContainers).where(eq(inventoryContainers.id, bottle.id));
    expect(after).toMatchObject({ amount: 450, lot: "L1", ownerId: owner.id, status: "in_use", receivedOn: "2026-01-05" });
    const events = await t.ctx.db.select().from(inventoryContainerEvents).where(eq(inventoryContainerEvents.containerId, bottle.id));
    expect(events.find((e) => e.kind === "updated")).toMatchObject({ delta: -50, amountAfter: 450, detail: "amount", userId: member.id });
    // The same file again changes nothing, and writes no event.
    expect((await importCsv(Papa.unparse([{ ...row, amount: "450" }]))).json()).toEqual({ imported: 0, updated: 1 });
    expect((await t.ctx.db.select().from(inventoryContainerEvents).where(eq(inventoryContainerEvents.containerId, bottle.id))).length).toBe(events.length);
  });

  it("answers outsiders 404 on both endpoints and changes nothing", async () => {
    const before = await containerCount();
    expect((await t.request({ method: "GET", url: `/api/spaces/${spaceId}/containers.csv`, token: outsider.token })).statusCode).toBe(404);
    expect((await importCsv(`${HEADER}\n,108-88-3,,1,g,,,,,,`, outsider.token)).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/spaces/${spaceId}/containers.csv`, token: "" })).statusCode).toBe(401);
    expect((await t.request({ method: "GET", url: `/api/spaces/${spaceId}/containers.csv`, token: owner.token })).statusCode).toBe(200);
    expect(await containerCount()).toBe(before);
  });
});
