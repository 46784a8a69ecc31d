import Image from "@tiptap/extension-image";
import { isAllowedImageSrc, isAllowedLink } from "@eln/shared/notes";
import { getDownloadUrl } from "../attachments/attachmentsApi";

// Download links expire after a few minutes, so the document keeps the attachment's
// id and each view asks for a fresh link; the stored note never holds a dead URL.
const cache = new Map<string, { url: string; at: number }>();
const FRESH_MS = 3 * 60_000;

export async function attachmentImageUrl(id: string): Promise<string> {
  const hit = cache.get(id);
  if (hit && Date.now() - hit.at < FRESH_MS) return hit.url;
  const { url } = await getDownloadUrl(id);
  cache.set(id, { url, at: Date.now() });
  return url;
}

/** The image node, able to show an attachment of the note by id. */
export const AttachmentImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      attachmentId: {
        default: null,
        parseHTML: (el: HTMLElement) => el.getAttribute("data-attachment-id"),
        renderHTML: (attrs: { attachmentId?: string | null }) => (attrs.attachmentId ? { "data-attachment-id": attrs.attachmentId } : {}),
      },
    };
  },
  addNodeView() {
    return ({ node }) => {
      const img = document.createElement("img");
      img.alt = (node.attrs.alt as string) ?? "";
      const id = node.attrs.attachmentId as string | null;
      if (id) {
        img.dataset.attachmentId = id;
        attachmentImageUrl(id)
          .then((url) => (img.src = url))
          .catch(() => (img.alt = `${img.alt} (unavailable)`));
      } else if (node.attrs.src) {
        const src = node.attrs.src as string;
        if (isAllowedImageSrc(src)) img.src = src;
        else {
          // Another site's image, kept from before they were refused: the page would not load it
          // (CSP), so a link to it, not a broken picture.
          const link = document.createElement(isAllowedLink(src) ? "a" : "span");
          if (link instanceof HTMLAnchorElement) Object.assign(link, { href: src, target: "_blank", rel: "noopener noreferrer" });
          link.textContent = `[${img.alt || src}]`;
          return { dom: link };
        }
      }
      return { dom: img };
    };
  },
}).configure({ inline: false, allowBase64: false });
