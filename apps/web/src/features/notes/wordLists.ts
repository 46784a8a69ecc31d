// Microsoft Word puts lists on the clipboard as paragraphs, not <ul>/<ol>: each item is a
// <p style="mso-list:l0 level1 lfo1"> whose marker ("·", "o", "1.", "a)"…) is text in a
// <span style="mso-list:Ignore">, followed by non-breaking spaces. Pasted as it is, a bulleted list
// became paragraphs reading "·  item". These are turned back into nested lists before the editor
// parses the paste; everything else in the HTML (bold, links, tables, other paragraphs) is left alone.

const LIST_STYLE = /mso-list\s*:\s*l(\d+)\s+level(\d+)/i;
const IGNORE_STYLE = /mso-list\s*:\s*ignore/i;
/** A numbering marker: 1.  2)  (3)  a.  iv.  １．  （２）  一、  ① */
const ORDERED_MARKER = /^(?:[(（]?(?:[0-9０-９]+|[a-zA-Zａ-ｚＡ-Ｚ]{1,2}|[ivxlcdm]+|[IVXLCDM]+|[一二三四五六七八九十]+)[.)．）、]|[①-⑳])$/;

interface WordItem {
  /** Word's list id (l0, l1…): a new id at the same level starts a new list. */
  list: number;
  level: number;
  ordered: boolean;
  start: number | null;
}

/** The list item a Word paragraph stands for (and takes its marker out of it), or null for any other element. */
function wordItemOf(el: Element): WordItem | null {
  if (!/^(P|H[1-6])$/.test(el.tagName)) return null;
  const m = LIST_STYLE.exec(el.getAttribute("style") ?? "");
  if (!m) return null;
  const marker = [...el.querySelectorAll("span")].find((s) => IGNORE_STYLE.test(s.getAttribute("style") ?? ""));
  const text = (marker?.textContent ?? "").replace(/[\s\u00a0]+/g, "");
  // The marker's span sits in font spans of its own (Symbol for "·"): they go with it when empty.
  let gone: Element | null = marker ?? null;
  while (gone && gone !== el) {
    const parent: Element | null = gone.parentElement;
    gone.remove();
    gone = parent && parent !== el && !parent.textContent?.trim() ? parent : null;
  }
  const ordered = ORDERED_MARKER.test(text);
  const number = /^[(（]?(\d+)/.exec(text);
  return { list: Number(m[1]), level: Number(m[2]) || 1, ordered, start: ordered && number ? Number(number[1]) : null };
}

const ignorable = (n: Node) => n.nodeType === 8 || (n.nodeType === 3 && !n.textContent?.replace(/\u00a0/g, " ").trim());

/** Turns the runs of Word list paragraphs under `parent` (and deeper) into <ul>/<ol> with <li>s. */
function convertUnder(parent: Element) {
  const doc = parent.ownerDocument;
  // Open lists, outermost first: the list element, its level, its kind, and its last item (where a deeper list goes).
  let open: { el: HTMLElement; level: number; ordered: boolean; list: number; last: HTMLElement | null }[] = [];
  for (const node of [...parent.childNodes]) {
    // (A parsed document has no window, so no Element class to test against: the node type.)
    if (node.nodeType !== 1) {
      if (!ignorable(node)) open = [];
      continue;
    }
    const el = node as Element;
    const item = wordItemOf(el);
    if (!item) {
      open = [];
      convertUnder(el);
      continue;
    }
    while (open.length && open[open.length - 1].level > item.level) open.pop();
    const top = open[open.length - 1];
    // Another kind of list (or another of Word's lists) at the same level: a list of its own.
    if (top && top.level === item.level && (top.ordered !== item.ordered || top.list !== item.list)) open.pop();
    let current = open[open.length - 1];
    if (!current || current.level < item.level) {
      const list = doc.createElement(item.ordered ? "ol" : "ul");
      if (item.start !== null && item.start !== 1) list.setAttribute("start", String(item.start));
      if (current?.last) current.last.appendChild(list);
      else parent.insertBefore(list, el);
      current = { el: list, level: item.level, ordered: item.ordered, list: item.list, last: null };
      open.push(current);
    }
    const li = doc.createElement("li");
    const p = doc.createElement("p");
    p.append(...el.childNodes);
    li.appendChild(p);
    current.el.appendChild(li);
    current.last = li;
    el.remove();
  }
}

/** Word's pasted HTML with its list paragraphs made real lists; any other HTML is returned as it came. */
export function wordListsToHtml(html: string): string {
  if (!/mso-list/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, "text/html");
  convertUnder(doc.body);
  return doc.body.innerHTML;
}
