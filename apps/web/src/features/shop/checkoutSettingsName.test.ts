import { describe, expect, it } from "vitest";
import enCommon from "../../i18n/locales/en/common.json";
import jaCommon from "../../i18n/locales/ja/common.json";
import enShop from "../../i18n/locales/en/shop.json";
import jaShop from "../../i18n/locales/ja/shop.json";

// /checkout_settings is reached from the account menu and drawer, the shop home and checkout: a page
// called three things in Japanese reads as three pages (one of them clashing with a space's
// order settings, a different page).
describe("the name of the checkout settings page", () => {
  for (const [lang, common, shop] of [
    ["en", enCommon, enShop],
    ["ja", jaCommon, jaShop],
  ] as const) {
    it(`is the same everywhere in ${lang}`, () => {
      const name = shop.settings.title;
      expect(common.pageTitle.checkoutSettings).toBe(name);
      expect(common.nav.checkoutSettings).toBe(name);
      expect(shop.home.checkoutSettings).toBe(name);
      expect(shop.checkout.settingsLink.startsWith(name)).toBe(true);
      expect(shop.settings.updated.startsWith(name)).toBe(true);
    });
  }

  it("is 購入設定 in Japanese, not 注文設定 (a space's order settings are スペースの注文設定)", () => {
    expect(jaShop.settings.title).toBe("購入設定");
  });
});
