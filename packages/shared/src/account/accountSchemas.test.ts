import { describe, expect, it } from "vitest";
import { emailLinkRequestSchema, emailSchema, forgotPasswordSchema, loginSchema, signupSchema } from "./accountSchemas";
import { spaceInviteSchema } from "../spaces/spaceSchemas";

describe("signupSchema", () => {
  it("reports a password mismatch together with the other field errors", () => {
    const r = signupSchema.safeParse({ email: "x", fullName: "", discipline: "", password: "short", confirmPassword: "other", terms: false });
    expect(r.success).toBe(false);
    const byPath = Object.fromEntries(r.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byPath).toMatchObject({
      email: "validation.validEmail",
      fullName: "validation.required",
      password: "validation.passwordMin",
      confirmPassword: "validation.passwordMismatch",
      terms: "validation.termsRequired",
    });
  });
  it("accepts a valid sign-up", () => {
    const r = signupSchema.safeParse({ email: "a@b.jp", fullName: "A", discipline: "other", password: "Abc-1234", confirmPassword: "Abc-1234", terms: true });
    expect(r.success).toBe(true);
  });
});

describe("e-mail addresses typed in full width (a Japanese IME)", () => {
  const typed = " ｂｏｂ＠ｅｘａｍｐｌｅ．ｃｏｍ ";
  it("are folded to ASCII (NFKC) and trimmed before they are checked, by every form that takes one", () => {
    expect(emailSchema.parse(typed)).toBe("bob@example.com");
    expect(signupSchema.parse({ email: typed, fullName: "A", discipline: "other", password: "Abc-1234", confirmPassword: "Abc-1234", terms: true }).email).toBe("bob@example.com");
    expect(loginSchema.parse({ email: typed, password: "x" }).email).toBe("bob@example.com");
    expect(forgotPasswordSchema.parse({ email: typed }).email).toBe("bob@example.com");
    expect(emailLinkRequestSchema.parse({ email: typed }).email).toBe("bob@example.com");
    expect(spaceInviteSchema.parse({ email: typed }).email).toBe("bob@example.com");
  });
  it("still refuses what is not an address, and an empty one as required", () => {
    expect(emailSchema.safeParse("ｂｏｂ").error?.issues[0]?.message).toBe("validation.validEmail");
    expect(emailSchema.safeParse("　").error?.issues[0]?.message).toBe("validation.required");
    expect(loginSchema.safeParse({ email: " ", password: "x" }).error?.issues[0]?.message).toBe("validation.loginRequired");
  });
});
