import { describe, expect, it } from "vitest";
import { matchAllowedRedirect } from "./matchAllowedRedirect";

const allowed = ["http://localhost:3141/callback", "https://partner.example.com/sso/return"];

describe("matchAllowedRedirect", () => {
  it.each([
    "http://localhost:3141/callback",
    "http://localhost:3141/callback?state=abc",
    "HTTP://LOCALHOST:3141/callback",
    "https://partner.example.com/sso/return",
    "https://partner.example.com:443/sso/return",
  ])("accepts %s", (raw) => {
    expect(matchAllowedRedirect(raw, allowed)).not.toBeNull();
  });

  it.each([
    ["empty", ""],
    ["relative path", "/callback"],
    ["protocol-relative", "//localhost:3141/callback"],
    ["protocol-relative evil", "//evil.example.com/callback"],
    ["other host", "http://evil.example.com/callback"],
    ["other port", "http://localhost:3142/callback"],
    ["other scheme on the same host", "https://localhost:3141/callback"],
    ["javascript:", "javascript:alert(1)//http://localhost:3141/callback"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["extra path after the allowlisted one", "http://localhost:3141/callback/evil"],
    ["prefix of the path", "http://localhost:3141/call"],
    ["path with a trailing slash", "http://localhost:3141/callback/"],
    ["encoded slash", "http://localhost:3141/callback%2F..%2Fevil"],
    ["host suffix trick", "http://localhost:3141.evil.example.com/callback"],
    ["userinfo trick", "http://localhost:3141@evil.example.com/callback"],
    ["userinfo on the right host", "http://user:pw@localhost:3141/callback"],
    ["backslash trick", "http://evil.example.com\\@localhost:3141/callback"],
    ["fragment", "http://localhost:3141/callback#x"],
    ["whitespace", " http://localhost:3141/callback"],
    ["tab inside", "http://local\thost:3141/callback"],
    ["encoded host", "http://%6c%6fcalhost:3141/callback.evil.example.com"],
    ["not a URL", "%%%"],
  ])("refuses %s", (_name, raw) => {
    expect(matchAllowedRedirect(raw, allowed)).toBeNull();
  });

  it("refuses everything when the allowlist is empty", () => {
    expect(matchAllowedRedirect("http://localhost:3141/callback", [])).toBeNull();
  });
});
