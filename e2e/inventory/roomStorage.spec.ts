import { expect, signInAs, test, phoneViewport, chooseOption } from "../support/fixtures";
import { spaceWithContainer } from "./inventorySetup";

// A room's hazardous materials against the Fire Service Act designated quantities: classify a material,
// the table and the warning follow. In Japanese too.
test("room storage limits warn above 0.2 of the designated quantity", async ({ page, request }) => {
  const { user, space, material, location } = await spaceWithContainer(request, {
    fullName: "消防 太郎",
    space: "Storage lab",
    material: { name: "トルエン", nameEn: "Toluene" },
    location: { name: "Room 101", kind: "room" },
    container: { amount: 50, unit: "L" },
  });

  await signInAs(page, user, `/spaces/${space.id}/inventory?locationId=${location.id}`);
  const card = page.getByTestId("room-storage");
  await expect(card.getByTestId("room-storage-sum")).toContainText("Sum of ratios 0: below the limits.");
  await chooseOption(card.getByTestId(`hazard-class-${material.id}`).locator("..").getByRole("combobox"), "Class 4, petroleum type 1, water-insoluble (200 L)");
  await expect(card.getByTestId("room-storage-sum")).toContainText("Sum of ratios 0.25: small-quantity hazardous materials");
  await expect(card.getByTestId("room-storage-table")).toContainText("50 L");
  await expect(card.getByTestId("room-storage-table")).toContainText("200 L");
  await page.screenshot({ path: "/tmp/inv2-storage-1280.png", fullPage: true });
});

test("room storage limits in Japanese on a phone", async ({ page, request }) => {
  const { user, as, space, material, location } = await spaceWithContainer(request, {
    fullName: "消防 花子",
    space: "貯蔵室",
    material: { name: "ジエチルエーテル", nameEn: "Diethyl ether" },
    location: { name: "実験室A", kind: "room" },
    container: { amount: 60, unit: "L" },
  });
  await as.put(`/api/spaces/${space.id}/inventory/hazard-classes/${material.id}`, { hazardClassId: "4-special" });
  await page.setViewportSize(phoneViewport);
  await signInAs(page, user, `/spaces/${space.id}/inventory?locationId=${location.id}`, "ja");
  await expect(page.getByTestId("room-storage-sum")).toContainText("倍数の合計 1.2：指定数量以上です。");
  await expect(page.getByTestId("room-storage-table")).toContainText("第4類 特殊引火物");
  await page.getByTestId("room-storage").screenshot({ path: "/tmp/inv2-storage-ja-390.png" });
});
