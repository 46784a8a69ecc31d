import { describe, expect, it } from "vitest";
import { linkOptions } from "./linkOptions";

const defaultValidate = () => true;

describe("the editor's link targets", () => {
  it("are those the server keeps: http, https, mailto and paths on this app", () => {
    for (const url of ["https://example.com/a?b=1", "http://example.com", "mailto:lab@example.com", "/notes/0b5c"]) expect(linkOptions.isAllowedUri(url, { defaultValidate })).toBe(true);
    for (const url of ["javascript:alert(1)", "data:text/html,x", "ftp://example.com/f", "//evil.example"]) expect(linkOptions.isAllowedUri(url, { defaultValidate })).toBe(false);
  });
});
