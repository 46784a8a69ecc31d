import { createHash } from "node:crypto";
import yauzl from "yauzl";
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";

/**
 * The ELN Consortium's published rules for .eln files, re-implemented for our tests:
 * archive structure (one root folder, nothing outside it, no absolute or ".." paths), the
 * shape of ro-crate-metadata.json (their JSON schema's constraints), the descriptor's
 * required keys, required keys of every Dataset and File reached from the root, keywords as a
 * string, every File present in the archive with the right sha256, and the @id of every Dataset
 * and File a URI path (RO-Crate 1.1: spaces, "#", "%", "?" and non-ASCII percent-encoded) that
 * decodes to its entry.
 */
const URI_PATH = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;
const ABSOLUTE_URI = /^[a-z][a-z0-9+.-]*:/i;
const decodedPath = (id: string) => {
  try {
    return decodeURIComponent(id).replace(/^\.\//, "");
  } catch {
    return id.replace(/^\.\//, "");
  }
};
const ref = { type: "object", properties: { "@id": { type: "string" } } };
const crateSchema = {
  type: "object",
  required: ["@context", "@graph"],
  properties: {
    "@context": { type: ["string", "array"] },
    "@graph": {
      type: "array",
      items: {
        type: "object",
        required: ["@id", "@type"],
        properties: {
          "@id": { type: "string" },
          "@type": { type: ["string", "array"] },
          about: ref,
          conformsTo: { type: "object", properties: { "@id": { type: "string", format: "uri" } } },
          dateCreated: { type: "string", format: "date-time" },
          dateModified: { type: "string", format: "date-time" },
          sdPublisher: ref,
          author: ref,
          version: { type: "string" },
          name: { type: "string" },
          encodingFormat: { type: "string" },
          url: { type: "string", format: "uri" },
          genre: { type: "string" },
          identifier: { type: "string" },
          keywords: { type: "string" },
          hasPart: { type: "array", items: ref },
          comment: { type: "array", items: { type: "object" } },
        },
      },
    },
  },
};

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validateCrate = ajv.compile(crateSchema);

export async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((res, rej) => yauzl.fromBuffer(bytes, { lazyEntries: true }, (e, z) => (e ? rej(e) : res(z!))));
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      zip.openReadStream(entry, async (err, s) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        for await (const c of s!) chunks.push(c as Buffer);
        out.set(entry.fileName, Buffer.concat(chunks));
        zip.readEntry();
      });
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  return out;
}

export async function checkEln(bytes: Buffer): Promise<string[]> {
  const errors: string[] = [];
  const files = await readZip(bytes);
  const roots = new Set<string>();
  for (const name of files.keys()) {
    const parts = name.split("/");
    if (name.startsWith("/") || parts.includes("..") || (parts.length === 1 && !name.endsWith("/"))) errors.push(`entry outside the root folder: ${name}`);
    else roots.add(parts[0]);
  }
  if (roots.size !== 1) return [...errors, `expected one root folder, found ${roots.size}`];
  const root = [...roots][0];
  const meta = files.get(`${root}/ro-crate-metadata.json`);
  if (!meta) return [...errors, "no ro-crate-metadata.json in the root folder"];
  const crate = JSON.parse(meta.toString("utf8"));
  if (!validateCrate(crate)) errors.push(...(validateCrate.errors ?? []).map((e) => `schema: ${e.instancePath} ${e.message}`));
  const graph: Record<string, unknown>[] = crate["@graph"];
  const byId = new Map(graph.map((n) => [n["@id"] as string, n]));
  const descriptors = graph.filter((n) => n["@id"] === "ro-crate-metadata.json");
  if (descriptors.length !== 1) errors.push("ro-crate-metadata.json must be described exactly once");
  else {
    for (const key of ["version", "sdPublisher"]) if (!(key in descriptors[0])) errors.push(`descriptor lacks ${key}`);
    const conforms = (descriptors[0].conformsTo as { "@id"?: string })?.["@id"] ?? "";
    if (!conforms.startsWith("https://w3id.org/ro/crate/1.")) errors.push("descriptor does not conform to RO-Crate 1.x");
  }
  const rootNode = byId.get("./");
  if (!rootNode) return [...errors, "no root dataset ./"];
  const seen = new Set<string>();
  const visit = (id: string) => {
    const matches = graph.filter((n) => n["@id"] === id);
    if (matches.length !== 1) return errors.push(`${id} must occur exactly once in the graph`);
    if (seen.has(id)) return;
    seen.add(id);
    const node = matches[0];
    const types = ([] as unknown[]).concat(node["@type"]);
    if ((types.includes("Dataset") || types.includes("File")) && !ABSOLUTE_URI.test(id) && !URI_PATH.test(id)) errors.push(`${id} is not a percent-encoded URI path`);
    if (types.includes("Dataset")) {
      if (!("name" in node)) errors.push(`Dataset ${id} lacks name`);
    } else if (types.includes("File")) {
      if (!("name" in node)) errors.push(`File ${id} lacks name`);
      const data = files.get(`${root}/${decodedPath(id)}`);
      if (!data) errors.push(`File ${id} is not in the archive`);
      else {
        if (node.sha256 !== createHash("sha256").update(data).digest("hex")) errors.push(`File ${id} has a wrong sha256`);
        if (node.contentSize !== String(data.length)) errors.push(`File ${id} has a wrong contentSize`);
      }
    }
    if (Object.values(node).some((v) => !String(v).trim())) errors.push(`${id} has an empty value`);
    if (Array.isArray(node.keywords)) errors.push(`${id} has keywords as a list`);
    for (const child of (node.hasPart as { "@id": string }[] | undefined) ?? []) visit(child["@id"]);
  };
  for (const part of (rootNode.hasPart as { "@id": string }[]) ?? []) visit(part["@id"]);
  return errors;
}
