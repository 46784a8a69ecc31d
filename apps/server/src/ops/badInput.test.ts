import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp, type TestUser } from "../test/testApp";

// Every endpoint receives generated malformed input; every answer must be a 4xx in
// the error shape, and the database must be unchanged afterwards.

let t: TestApp;
let user: TestUser;
type Op = { method: string; path: string; params: string[]; body?: { properties?: Record<string, { type?: string }> }; query?: Record<string, { type?: string }> };
const ops: Op[] = [];

const HUGE = "x".repeat(100_000);
const PARAM_VALUES = ["..%2F..%2Fetc%2Fpasswd", "..", "not-a-uuid", "00000000-0000-4000-8000-000000000000", "%00", "' OR 1=1 --"];
const OK_STATUSES = new Set([400, 401, 403, 404, 405, 409, 410, 411, 413, 415, 422, 429]);

async function fingerprint() {
  const tables = (await t.ctx.db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like '%drizzle%' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const out: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const r = (await t.ctx.db.execute(sql.raw(`select count(*)::text as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${table_name}" x`))) as unknown as {
      rows: { n: string; h: string }[];
    };
    out[table_name] = `${r.rows[0].n}:${r.rows[0].h}`;
  }
  return out;
}

function wrongTypes(props: Record<string, { type?: string }>) {
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v.type === "string" ? 12345 : v.type === "array" ? "nope" : "nope"]));
}
function hugeStrings(props: Record<string, { type?: string }>) {
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v.type === "string" ? HUGE : [HUGE]]));
}

beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
  const spec = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: { type?: string } }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> } }>> };
  for (const [path, methods] of Object.entries(spec.paths)) {
    if (!path.startsWith("/api/") || path.startsWith("/api/docs")) continue;
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      const queryParams = (op.parameters ?? []).filter((p) => p.in === "query");
      const body = op.requestBody?.content?.["application/json"]?.schema;
      ops.push({ method: method.toUpperCase(), path, params, body, query: queryParams.length ? Object.fromEntries(queryParams.map((q) => [q.name, q.schema ?? {}])) : undefined });
    }
  }
});
afterAll(() => t.close());

describe("malformed input to every endpoint", () => {
  it("finds the API's endpoints", () => {
    expect(ops.length).toBeGreaterThan(8);
  });

  it("answers 4xx in the error shape and changes nothing", { timeout: 600_000 }, async () => {
    const before = await fingerprint();
    const failures: string[] = [];
    const check = async (label: string, res: { statusCode: number; body: string }) => {
      let code: unknown;
      try {
        code = JSON.parse(res.body)?.error?.code;
      } catch {}
      if (!OK_STATUSES.has(res.statusCode) || typeof code !== "string") failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    };
    for (const op of ops) {
      const fill = (v: string) => op.path.replace(/\{(\w+)\}/g, () => v);
      const paths = op.params.length ? PARAM_VALUES.map(fill) : [op.path];
      for (const url of paths) {
        const label = `${op.method} ${url}`;
        // A `..` value folds the URL into another route (/api/spaces/../orders is /api/orders): that route's own answer is right.
        const folded = new URL(url, "http://x").pathname;
        if (folded !== url && ops.some((o) => o.path === folded && o.method === op.method)) continue;
        if (op.method === "GET" || op.method === "DELETE") {
          if (!op.params.length && !op.query) continue;
          const q = op.query ? "?" + Object.keys(op.query).map((k) => `${k}=${encodeURIComponent(k === "q" ? HUGE : "%%-1")}`).join("&") : "";
          await check(label + q.slice(0, 40), await t.request({ method: op.method as "GET", url: url + q, token: user.token }));
          continue;
        }
        const props = op.body?.properties ?? {};
        const payloads: [string, string][] = [
          ["broken JSON", "{not json"],
          ["array body", "[]"],
          ["wrong types", JSON.stringify(wrongTypes(props))],
          ["huge strings", JSON.stringify(hugeStrings(props))],
          ["unknown field", JSON.stringify({ ...wrongTypes(props), __unknown_field__: 1 })],
        ];
        if (!Object.keys(props).length) payloads.splice(2);
        for (const [kind, payload] of payloads) {
          const res = await t.request({ method: op.method as "POST", url, token: user.token, payload, headers: { "content-type": "application/json" } });
          await check(`${label} [${kind}]`, res);
        }
      }
    }
    expect(failures).toEqual([]);
    const after = await fingerprint();
    const changed = Object.keys(before).filter((k) => before[k] !== after[k] && k !== "session");
    expect(changed).toEqual([]);
  });
});
