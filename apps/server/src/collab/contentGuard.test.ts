import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import * as Y from "yjs";
import { HocuspocusProvider } from "@hocuspocus/provider";
import { noteDocumentName, sanitizeEditorJson } from "@eln/shared/notes";
import { setUpCollabTestApp } from "../test/collabClient";
import { sanitizeFragment } from "./contentGuard";

const { t, r, collabUrl } = setUpCollabTestApp({ COLLAB_STORE_DEBOUNCE_MS: "100" });

/** What a hostile client (not the web editor) could send: a script node, on* attributes, a javascript: link. */
function hostile(doc: Y.Doc) {
  doc.transact(() => {
    const f = doc.getXmlFragment("results");
    const script = new Y.XmlElement("script");
    script.insert(0, [new Y.XmlText("alert(1)")]);
    const p = new Y.XmlElement("paragraph");
    p.setAttribute("onclick", "alert(2)");
    const text = new Y.XmlText();
    text.insert(0, "click me", { link: { href: "javascript:alert(3)" } });
    text.insert(8, " safe", { link: { href: "https://example.org", onmouseover: "x" }, bold: {} });
    text.insert(13, " odd", { blink: {} });
    p.insert(0, [text]);
    const img = new Y.XmlElement("image");
    img.setAttribute("src", "javascript:alert(4)");
    img.setAttribute("onerror", "alert(5)");
    f.insert(0, [script, p, img]);
  });
}

describe("note content stays inside the editor schema", () => {
  it("live updates: script nodes, on* attributes and javascript: links are dropped for every reader and in the stored note", async () => {
    const note = (await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token, payload: { title: "Hostile" } })).json();
    const doc = new Y.Doc();
    const provider = new HocuspocusProvider({ url: collabUrl(), name: noteDocumentName(note.id), token: r.editor.token, document: doc, WebSocketPolyfill: WebSocket } as never);
    await new Promise<void>((res) => provider.on("synced", () => res()));
    hostile(doc);
    const end = Date.now() + 8000;
    let stored = "";
    while (Date.now() < end) {
      stored = JSON.stringify((await t.request({ method: "GET", url: `/api/notes/${note.id}?include=content`, token: r.owner.token })).json().content);
      if (stored.includes("safe") && !doc.getXmlFragment("results").toString().includes("script")) break;
      await new Promise((res) => setTimeout(res, 100));
    }
    const live = doc.getXmlFragment("results").toString();
    for (const bad of ["script", "onclick", "onerror", "javascript:", "onmouseover", "blink"]) {
      expect(live).not.toContain(bad);
      expect(stored).not.toContain(bad);
    }
    expect(stored).toContain("https://example.org");
    expect(stored).toContain("click me");
    provider.destroy();
  }, 60_000);

  it("JSON: unknown nodes and marks dropped, links only http, https, mailto", () => {
    const out = sanitizeEditorJson({
      type: "doc",
      content: [
        { type: "iframe", attrs: { src: "https://evil" } },
        { type: "paragraph", attrs: { onclick: "x" }, content: [
          { type: "text", text: "a", marks: [{ type: "link", attrs: { href: "mailto:a@example.org" } }] },
          { type: "text", text: "b", marks: [{ type: "link", attrs: { href: "data:text/html,<script>" } }, { type: "italic" }] },
          { type: "text", text: "c", marks: [{ type: "evil" }] },
        ] },
      ],
    });
    expect(out).toEqual({
      type: "doc",
      content: [{ type: "paragraph", content: [
        { type: "text", text: "a", marks: [{ type: "link", attrs: { href: "mailto:a@example.org" } }] },
        { type: "text", text: "b", marks: [{ type: "italic" }] },
        { type: "text", text: "c" },
      ] }],
    });
    const d = new Y.Doc();
    hostile(d);
    expect(sanitizeFragment(d.getXmlFragment("results"))).toBe(true);
    expect(sanitizeFragment(d.getXmlFragment("results"))).toBe(false);
  });
});

describe("link and image checks", () => {
  it("see schemes the way browsers do", async () => {
    const { isAllowedLink, isAllowedImageSrc } = await import("@eln/shared/notes");
    const links: [string, boolean][] = [
      ["https://example.org", true],
      ["MAILTO:a@example.org", true],
      ["java\tscript:alert(1)", false],
      [" javascript:alert(1)", false],
      // [[ links point at this app's own pages; another host never passes as a path.
      ["/notes/3f6e", true],
      ["//evil.example/x", false],
      ["/\\evil.example/x", false],
      ["relative", false],
    ];
    for (const [href, ok] of links) expect(isAllowedLink(href), href).toBe(ok);
    const images: [string, boolean][] = [
      ["/api/attachments/1", true],
      // Another site's image: the page's CSP would never load it (and it would tell that site who reads).
      ["https://tracker.example/pixel.png", false],
      ["//evil.example/x.png", false],
      ["data:image/svg+xml,<svg onload=alert(1)>", false],
    ];
    for (const [src, ok] of images) expect(isAllowedImageSrc(src), src).toBe(ok);
  });
});
