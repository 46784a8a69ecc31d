import { isAllowedLink } from "@eln/shared/notes";

/**
 * The editor's links: only targets the server keeps (isAllowedLink: http, https, mailto, a path
 * on this app) may be set, typed or pasted. Not Tiptap's `protocols` option: it registers each
 * scheme with linkifyjs again for every editor (http, https and mailto are linkify's own), which
 * logged "linkifyjs: already initialized" a dozen times a note and allowed nothing less.
 */
export const linkOptions = {
  openOnClick: false,
  autolink: true,
  isAllowedUri: (url: string, ctx: { defaultValidate: (url: string) => boolean }) => ctx.defaultValidate(url) && isAllowedLink(url),
};
