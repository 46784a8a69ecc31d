import { PDFArray, PDFDict, PDFDocument, PDFName, PDFObjectCopier, PDFRawStream, type PDFRef } from "pdf-lib";

/**
 * Draws pages of an overlay PDF (made for `pdf`'s number of pages) over the pages of `pdf`: on page
 * i, the overlay pages `layers(i)` lists,
 * in that order, as they are (the same size and place). Everything else in `pdf` (its metadata,
 * fonts, links, content) stays as it was.
 *
 * Each overlay page used becomes one form XObject holding its content stream as it is (no
 * re-encoding), drawn on every page that lists it; the overlay's fonts and other resources are
 * copied once (one copier keeps shared objects shared), and pages whose resources read the same
 * share one copy. A page's own content is wrapped in q … Q first: react-pdf leaves its flipped
 * coordinate system set at the end of a page.
 */
export async function overlayPages(pdf: Uint8Array, overlay: (pageCount: number) => Promise<Uint8Array>, layers: (page: number) => number[]): Promise<Buffer> {
  const out = await PDFDocument.load(pdf, { updateMetadata: false });
  const src = await PDFDocument.load(await overlay(out.getPageCount()), { updateMetadata: false });
  const ctx = out.context;
  const copy = PDFObjectCopier.for(src.context, ctx).copy;
  const key = (n: string) => PDFName.of(n);

  const resourcesByText = new Map<string, PDFRef>();
  const forms = new Map<number, PDFRef>();
  const formOf = (index: number): PDFRef => {
    const known = forms.get(index);
    if (known) return known;
    const page = src.getPage(index);
    // react-pdf writes one content stream a page.
    const content = src.context.lookup(page.node.get(key("Contents")));
    if (!(content instanceof PDFRawStream)) throw new Error(`overlayPages: overlay page ${index + 1} has no single content stream`);
    const resources = page.node.Resources();
    const text = resources?.toString() ?? "";
    if (resources && !resourcesByText.has(text)) resourcesByText.set(text, ctx.register(copy(resources)));
    const { x, y, width, height } = page.getMediaBox();
    const dict = ctx.obj({ Type: "XObject", Subtype: "Form", BBox: [x, y, x + width, y + height] });
    if (resources) dict.set(key("Resources"), resourcesByText.get(text)!);
    for (const entry of ["Filter", "DecodeParms"]) {
      const value = content.dict.get(key(entry));
      if (value) dict.set(key(entry), copy(value));
    }
    const ref = ctx.register(PDFRawStream.of(dict, content.contents));
    forms.set(index, ref);
    return ref;
  };

  // The names are the same on every page (each page's resources say which form they stand for), so
  // the streams that draw them are shared by all pages with as many layers.
  const names = (n: number) => Array.from({ length: n }, (_, i) => key(`ElnOverlay${i}`));
  const save = ctx.register(ctx.stream("q"));
  const draws = new Map<number, PDFRef>();
  const drawOf = (n: number) => {
    if (!draws.has(n)) draws.set(n, ctx.register(ctx.stream(`Q q ${names(n).map((name) => `${name.toString()} Do`).join(" ")} Q`)));
    return draws.get(n)!;
  };

  out.getPages().forEach((page, i) => {
    const used = layers(i);
    if (!used.length) return;
    const resources = page.node.Resources();
    if (!resources) throw new Error(`overlayPages: page ${i + 1} has no resources`);
    const xObjects = resources.lookupMaybe(key("XObject"), PDFDict) ?? ctx.obj({});
    names(used.length).forEach((name, j) => xObjects.set(name, formOf(used[j])));
    resources.set(key("XObject"), xObjects);
    const contents = page.node.get(key("Contents"));
    const own = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    page.node.set(key("Contents"), ctx.obj([save, ...own, drawOf(used.length)]));
  });
  // A classic cross-reference table, as react-pdf writes; and react-pdf's version in the header, which
  // pdf-lib always writes as 1.7 (same length: no offset moves; form XObjects are PDF 1.2).
  const saved = Buffer.from(await out.save({ useObjectStreams: false }));
  const version = /^%PDF-\d\.\d/.exec(Buffer.from(pdf.subarray(0, 8)).toString("latin1"));
  if (version && saved.subarray(0, 8).toString("latin1").startsWith("%PDF-")) saved.write(version[0], 0, "latin1");
  return saved;
}
