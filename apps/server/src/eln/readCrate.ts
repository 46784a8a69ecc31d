import type { ElnWarning } from "@eln/shared/eln";
import { reject } from "./readArchive";

type JsonNode = Record<string, unknown>;

/** Files an operating system leaves in a folder, never part of a crate unless its metadata lists them. */
const OS_LEFTOVER = /^(\.DS_Store|\._.+|Thumbs\.db|desktop\.ini)$/i;

export interface CrateFile {
  /** Path inside the root folder. */
  path: string;
  name: string;
  encodingFormat?: string;
  sha256?: string;
  /** The size in bytes the crate gives (a string of digits, or a number); absent when it gives none that reads as one. */
  contentSize?: number;
  /** Another name the notebook uses for the file (eLabFTW: its storage path, which its HTML links to). */
  alternateName?: string;
  /** Listed in the metadata (false: found in the archive only). */
  listed: boolean;
}

export interface CrateDataset {
  path: string;
  name: string;
  text: string;
  keywords: string[];
  dateCreated?: Date;
  dateModified?: Date;
  author?: string;
  /** Comment nodes, in the crate's order: `id` is the node's @id, `parentId` the comment it answers (parentItem). */
  comments: { id?: string; parentId?: string; author?: string; date?: Date; text: string }[];
  files: CrateFile[];
  /** The dataset node and the non-file nodes it points to, kept as an attachment. */
  metadata: JsonNode[];
}

export interface Crate {
  name: string;
  /** The root Dataset's own description (plain text), if any. */
  description: string;
  publisher?: string;
  datasets: CrateDataset[];
  /** Files that belong to no dataset. */
  looseFiles: CrateFile[];
  warnings: ElnWarning[];
}

const asArray = (v: unknown): unknown[] => {
  if (v === undefined || v === null) return [];
  if (typeof v === "string" && v.trim().startsWith("[")) {
    try {
      const parsed = JSON.parse(v);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      /* a plain string */
    }
  }
  return Array.isArray(v) ? v : [v];
};
const refId = (v: unknown): string | undefined => (typeof v === "string" ? v : v && typeof v === "object" && typeof (v as JsonNode)["@id"] === "string" ? ((v as JsonNode)["@id"] as string) : undefined);
const types = (n: JsonNode) => asArray(n["@type"]).filter((t): t is string => typeof t === "string");
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined);

/** "./a b//c.txt", "a%20b/c.txt" and "a b/c.txt" all name the same archive entry. */
export function normalizeId(id: string): string {
  return id.replace(/^\.\//, "").replace(/\/{2,}/g, "/").replace(/\/$/, "");
}
function decoded(id: string): string {
  try {
    return normalizeId(decodeURIComponent(id));
  } catch {
    return normalizeId(id);
  }
}

function date(v: unknown): Date | undefined {
  const s = str(v);
  if (!s) return undefined;
  const d = new Date(s.includes("T") || !/^\d{4}-\d\d-\d\d \d/.test(s) ? s : s.replace(" ", "T"));
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** Keywords as other notebooks write them: one comma-separated string (the spec) or a list. */
export function parseKeywords(v: unknown): string[] {
  const raw = asArray(v).flatMap((k) => (typeof k === "string" ? k.split(",") : typeof k === "object" && k ? [str((k as JsonNode).name) ?? ""] : []));
  return [...new Set(raw.map((k) => k.trim()).filter(Boolean))];
}

/**
 * Reads ro-crate-metadata.json leniently: which Datasets become notes and which Files their
 * attachments. Refuses only what is not an RO-Crate at all.
 */
export function readCrate(json: unknown, archivePaths: Iterable<string>): Crate {
  const graphValue = json && typeof json === "object" ? (json as JsonNode)["@graph"] : undefined;
  if (!Array.isArray(graphValue)) throw reject("not_rocrate", "ro-crate-metadata.json has no @graph: it is not an RO-Crate.");
  const graph = graphValue.filter((n): n is JsonNode => !!n && typeof n === "object" && typeof (n as JsonNode)["@id"] === "string");
  const byId = new Map<string, JsonNode>();
  for (const n of graph) {
    const id = n["@id"] as string;
    byId.set(id, n);
    byId.set(`norm:${normalizeId(id)}`, n);
    byId.set(`norm:${decoded(id)}`, n);
  }
  const lookup = (id: string) => byId.get(id) ?? byId.get(`norm:${normalizeId(id)}`) ?? byId.get(`norm:${decoded(id)}`);
  const descriptor = graph.find((n) => /(^|\/)ro-crate-metadata\.json$/.test(n["@id"] as string) && refId(n.about));
  if (!descriptor) throw reject("not_rocrate", "ro-crate-metadata.json does not describe itself: it is not an RO-Crate.");
  const rootNode = lookup(refId(descriptor.about)!);
  if (!rootNode || !types(rootNode).includes("Dataset")) throw reject("not_rocrate", "The RO-Crate has no root Dataset.");

  const warnings: ElnWarning[] = [];
  if (descriptor.version === undefined) warnings.push({ code: "missing_version", path: "ro-crate-metadata.json" });
  const publisherId = refId(descriptor.sdPublisher);
  const publisherNode = publisherId ? lookup(publisherId) : undefined;
  const publisherUrl = str(publisherNode?.url) ?? (publisherId && /^https?:\/\//.test(publisherId) ? publisherId : undefined);
  const publisherName = str(publisherNode?.name);
  const publisher = publisherName ? (publisherUrl ? `${publisherName} (${publisherUrl})` : publisherName) : publisherUrl;

  const archive = new Set([...archivePaths].map(normalizeId));
  const archiveFolders = new Set([...archive].flatMap((p) => p.split("/").slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join("/"))));
  /**
   * The archive path an @id names: percent-decoded, as RO-Crate writes a path; but as written when
   * the archive holds that path (our exports before they encoded, and notebooks that do not encode),
   * so a folder really named "Sample %41" is not read as "Sample A".
   */
  const pathOf = (id: string) => {
    const raw = normalizeId(id);
    return archive.has(raw) || archiveFolders.has(raw) ? raw : decoded(id);
  };
  const personName = (v: unknown): string | undefined => {
    const names = asArray(v).map((a) => {
      const p = (refId(a) && lookup(refId(a)!)) || (typeof a === "object" ? (a as JsonNode) : undefined);
      if (!p) return typeof a === "string" ? a : undefined;
      const name = str(p.name) ?? [str(p.givenName), str(p.familyName)].filter(Boolean).join(" ");
      const email = str(p.email);
      return name ? (email ? `${name} <${email}>` : name) : email;
    });
    return names.filter(Boolean).join(", ") || undefined;
  };

  // A dataset with no date of its own (PASTA's experiments) is not dated at the import: it was
  // certainly made before the crate was.
  const crateDate = date(rootNode.dateCreated) ?? date(rootNode.datePublished) ?? date(descriptor.dateModified);

  const datasets: CrateDataset[] = [];
  const seenDatasets = new Set<JsonNode>();
  const claimedFiles = new Set<string>();
  const looseFiles: CrateFile[] = [];

  const fileOf = (n: JsonNode | undefined, id: string): CrateFile | null => {
    const path = pathOf(id);
    if (n && types(n).includes("Dataset")) return null;
    if (!n && !archive.has(path)) return null;
    const name = str(n?.name) || path.split("/").pop() || "file";
    const size = str(n?.contentSize)?.trim();
    return {
      path,
      name,
      encodingFormat: str(n?.encodingFormat),
      sha256: str(n?.sha256)?.toLowerCase(),
      ...(size && /^\d+$/.test(size) ? { contentSize: Number(size) } : {}),
      alternateName: str(n?.alternateName),
      listed: true,
    };
  };

  const visit = (n: JsonNode) => {
    if (seenDatasets.has(n) || n === rootNode) return;
    seenDatasets.add(n);
    const id = n["@id"] as string;
    const path = pathOf(id);
    const name = str(n.name)?.trim();
    if (!name) warnings.push({ code: "missing_name", path: id });
    const ds: CrateDataset = {
      path,
      name: name || path.split("/").pop() || "Untitled",
      text: str(n.text) ?? str(n.description) ?? "",
      keywords: parseKeywords(n.keywords),
      // Else the latest it can have been made: when it last changed, or the crate was made.
      dateCreated: date(n.dateCreated) ?? date(n.datePublished) ?? date(n.dateModified) ?? crateDate,
      dateModified: date(n.dateModified),
      author: personName(n.author ?? n.creator),
      comments: asArray(n.comment).flatMap((c) => {
        const node = (refId(c) && lookup(refId(c)!)) || (typeof c === "object" ? (c as JsonNode) : undefined);
        const text = str(node?.text) ?? (typeof c === "string" ? c : undefined);
        const parentId = refId(node?.parentItem);
        return text
          ? [{ text, author: personName(node?.author ?? node?.creator), date: date(node?.dateCreated) ?? date(node?.datePublished), ...(refId(c) ? { id: refId(c) } : {}), ...(parentId ? { parentId } : {}) }]
          : [];
      }),
      files: [],
      metadata: [n],
    };
    datasets.push(ds);
    const children: JsonNode[] = [];
    for (const part of asArray(n.hasPart)) {
      const pid = refId(part);
      if (!pid) continue;
      const child = lookup(pid);
      if (child && types(child).includes("Dataset")) {
        children.push(child);
        continue;
      }
      const f = fileOf(child, pid);
      if (!f) {
        if (child) ds.metadata.push(child);
        continue;
      }
      if (claimedFiles.has(f.path)) continue;
      claimedFiles.add(f.path);
      ds.files.push(f);
    }
    // The nodes this dataset points to (extra fields, categories, steps…) travel with it.
    for (const [key, value] of Object.entries(n)) {
      if (key === "hasPart" || key === "author" || key === "comment") continue;
      for (const v of asArray(value)) {
        const rid = refId(v);
        const target = rid && typeof v === "object" ? lookup(rid) : undefined;
        if (target && !types(target).includes("Dataset") && !types(target).includes("File") && !ds.metadata.includes(target)) ds.metadata.push(target);
        if (key === "mentions" && target && types(target).includes("Dataset")) children.push(target);
      }
    }
    for (const c of children) visit(c);
  };

  const top = asArray(rootNode.hasPart);
  const topNodes = top.map((p) => ({ id: refId(p), node: refId(p) ? lookup(refId(p)!) : undefined }));
  // Datasets first, so a file listed both at the root and in a dataset goes with the dataset.
  for (const { node } of topNodes) if (node && types(node).includes("Dataset")) visit(node);
  if (!top.length) for (const n of graph) if (types(n).includes("Dataset") && n !== rootNode && !refId(n.about)) visit(n);
  // The deepest dataset whose folder holds a path (none for a file at the root).
  const byFolder = [...datasets].sort((a, b) => b.path.length - a.path.length);
  const folderOf = (path: string) => byFolder.find((d) => d.path && path.startsWith(d.path + "/"));
  for (const { id, node } of topNodes) {
    if (!id || (node && types(node).includes("Dataset"))) continue;
    const f = fileOf(node, id);
    if (f && !claimedFiles.has(f.path)) {
      claimedFiles.add(f.path);
      // The specification's own example lists an experiment's files at the root, not in the
      // experiment's hasPart: a file inside a dataset's folder is still that dataset's.
      (folderOf(f.path)?.files ?? looseFiles).push(f);
    }
  }

  // Files in the archive that the metadata never mentions: kept with the dataset whose folder holds them,
  // except what an operating system leaves in folders (Finder's .DS_Store and ._name, Windows' Thumbs.db).
  for (const path of archive) {
    if (claimedFiles.has(path) || /^ro-crate-(metadata\.json|preview\.html|metadata\.json\.minisig)$/.test(path) || path.startsWith("ro-crate-preview_files/")) continue;
    if (OS_LEFTOVER.test(path.split("/").pop() ?? "")) continue;
    claimedFiles.add(path);
    const owner = folderOf(path);
    const f: CrateFile = { path, name: path.split("/").pop() || "file", listed: false };
    warnings.push({ code: "unlisted_file", path });
    (owner ? owner.files : looseFiles).push(f);
  }

  return {
    name: str(rootNode.name)?.trim() || "Imported .eln",
    description: (str(rootNode.description) ?? str(rootNode.text) ?? "").trim(),
    publisher,
    datasets,
    looseFiles,
    warnings,
  };
}
