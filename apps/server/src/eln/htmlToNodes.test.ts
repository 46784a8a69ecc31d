import { describe, expect, it } from "vitest";
import { htmlToNodes } from "./htmlToNodes";

const text = (t: string, ...marks: string[]) => ({ type: "text", text: t, ...(marks.length ? { marks: marks.map((type) => ({ type })) } : {}) });
const p = (...content: object[]) => ({ type: "paragraph", content });

describe("another notebook's HTML → the editor's blocks", () => {
  it("keeps headings, lists, tables, marks, sub- and superscript and links", () => {
    const nodes = htmlToNodes(
      `<h2>Aim</h2><p>The <strong>goal</strong> is <em>all</em> <span style="text-decoration:underline;">attributes</span>:</p>
       <ul><li>one</li><li>two<ol start="3"><li>deep</li></ol></li></ul>
       <table border="1"><tr><th>Gas</th><td colspan="2">H<sub>2</sub></td></tr><tr><td>n</td><td>31<sup>321</sup></td></tr></table>
       <p><a href="https://www.elabftw.net/" target="_blank" onclick="x()">A link</a>, <b><i>both</i></b>, x&nbsp;&lt;&nbsp;y</p>`,
    );
    expect(nodes).toEqual([
      { type: "heading", attrs: { level: 2 }, content: [text("Aim")] },
      p(text("The "), text("goal", "bold"), text(" is "), text("all", "italic"), text(" "), text("attributes", "underline"), text(":")),
      {
        type: "bulletList",
        content: [
          { type: "listItem", content: [p(text("one"))] },
          { type: "listItem", content: [p(text("two")), { type: "orderedList", attrs: { start: 3 }, content: [{ type: "listItem", content: [p(text("deep"))] }] }] },
        ],
      },
      {
        type: "table",
        content: [
          { type: "tableRow", content: [{ type: "tableHeader", content: [p(text("Gas"))] }, { type: "tableCell", attrs: { colspan: 2 }, content: [p(text("H"), text("2", "subscript"))] }] },
          { type: "tableRow", content: [{ type: "tableCell", content: [p(text("n"))] }, { type: "tableCell", content: [p(text("31"), text("321", "superscript"))] }] },
        ],
      },
      p(
        { type: "text", text: "A link", marks: [{ type: "link", attrs: { href: "https://www.elabftw.net/", target: "_blank", rel: "noopener noreferrer nofollow" } }] },
        text(", "),
        { type: "text", text: "both", marks: [{ type: "bold" }, { type: "italic" }] },
        text(", x\u00a0<\u00a0y"),
      ),
    ]);
  });

  it("lets nothing unsafe through: scripts, styles, handlers, javascript: and data: URLs, frames", () => {
    const nodes = htmlToNodes(
      `<p onmouseover="alert(1)">safe<script>alert(2)</script><style>p{}</style></p>
       <a href="javascript:alert(3)">js</a> <a href="java\tscript:alert(4)">tab</a> <a href="/notes/x">app path</a> <a href="mailto:a@b.example">mail</a>
       <img src="javascript:alert(5)" alt="bad" onerror="alert(6)"><img src="data:image/png;base64,AAAA" alt="inline data">
       <iframe src="https://evil.example"><p>framed</p></iframe><svg><script>alert(7)</script></svg>`,
    );
    const json = JSON.stringify(nodes);
    expect(json).not.toMatch(/alert|javascript|onmouseover|onerror|data:|iframe|evil|framed|<script/i);
    expect(nodes[0]).toEqual(p(text("safe")));
    const links = nodes.flatMap((n) => n.content ?? []).flatMap((c) => (c.marks ?? []).filter((m) => m.type === "link").map((m) => m.attrs?.href));
    expect(links).toEqual(["mailto:a@b.example"]);
    // Images the archive cannot supply keep their alt text.
    expect(json).toContain("[bad]");
    expect(json).toContain("[inline data]");
  });

  it("turns an image of the archive into the attachment's image, lifted out of its paragraph; keeps a web image as a link to it", () => {
    const nodes = htmlToNodes(`<p>before <img src="app/download.php?name=a.jpg&amp;f=7b/7b82.jpg" alt="junk"> after</p><p><a href="https://x.example"><img src="https://x.example/y.png" alt="web"></a></p>`, {
      image: (src) => (src.includes("f=7b/7b82.jpg") ? { attachmentId: "11111111-1111-4111-8111-111111111111", alt: "a.jpg" } : null),
    });
    expect(nodes).toEqual([
      p(text("before")),
      { type: "image", attrs: { src: "", alt: "a.jpg", attachmentId: "11111111-1111-4111-8111-111111111111" } },
      p(text("after")),
      p({ type: "text", text: "[web]", marks: [{ type: "link", attrs: { href: "https://x.example/y.png" } }] }),
    ]);
  });

  it("reads plain text as paragraphs, and unclosed or stray tags leniently", () => {
    expect(htmlToNodes("line one\n\nline  two")).toEqual([p(text("line one")), p(text("line two"))]);
    expect(htmlToNodes("<p>one<p>two</b></div><li>three")).toEqual([p(text("one")), p(text("two")), { type: "bulletList", content: [{ type: "listItem", content: [p(text("three"))] }] }]);
    expect(htmlToNodes("<pre>a  b\n  c</pre><hr><blockquote>q</blockquote><p>&nbsp;</p>")).toEqual([
      { type: "codeBlock", content: [text("a  b\n  c")] },
      { type: "horizontalRule" },
      { type: "blockquote", content: [p(text("q"))] },
    ]);
  });

  it("stays fast on hostile input (tags that never close)", () => {
    const started = Date.now();
    htmlToNodes("<p>x</p>" + '<a "'.repeat(50_000) + "<!--".repeat(20_000) + "<!x".repeat(20_000));
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
