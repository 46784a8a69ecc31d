import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import en from "../i18n/locales/en/common.json";
import ja from "../i18n/locales/ja/common.json";
import { pageTitleKey } from "./pageTitleKey";

// Read from the route table's source: a screen added there without a title fails here.
const routes = [...readFileSync(new URL("../routes/AppRoutes.tsx", import.meta.url), "utf8").matchAll(/<Route path="(\/[^"]*)" element=\{(?:page\("[^"]+", "(\w+)"\)|<(\w+) \/>)/g)].map(
  ([, path, lazy, direct]) => ({ path: path.replace(/:\w+/g, "0b5e6c9e-0000-4000-8000-000000000000"), screen: lazy ?? direct }),
);
const message = (messages: object, key: string) => key.split(".").reduce<unknown>((m, k) => (m as Record<string, unknown> | undefined)?.[k], messages);

describe("page titles", () => {
  it("reads the route table", () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(routes).toContainEqual({ path: "/login", screen: "LoginPage" });
  });

  it("gives every route a title in English and Japanese", () => {
    for (const { path } of routes) {
      const key = pageTitleKey(path);
      expect(key, path).toBeDefined();
      expect(message(en, key!), `${path} en`).toEqual(expect.any(String));
      expect(message(ja, key!), `${path} ja`).toEqual(expect.any(String));
    }
  });

  it("gives different screens different titles", () => {
    const byKey = new Map<string, Set<string>>();
    for (const { path, screen } of routes) byKey.set(pageTitleKey(path)!, (byKey.get(pageTitleKey(path)!) ?? new Set()).add(screen));
    // The two ways back from a sign-in (OpenID Connect, e-mail link) are one step for the person.
    byKey.delete("pageTitle.signingIn");
    for (const [key, screens] of byKey) expect([...screens], key).toHaveLength(1);
    for (const messages of [en, ja]) {
      const titles = [...byKey.keys()].map((key) => message(messages, key));
      expect(new Set(titles).size).toBe(titles.length);
    }
  });
});
