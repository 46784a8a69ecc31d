import { apiAs, createSpace, createUser, expect, inviteToSpace, signInAs, test } from "../support/fixtures";
import { queryE2eDatabase } from "../support/database";

// A thousand pending invitations (a CSV's worth, all made at the same moment): the members dialog
// lists them newest first and, within one moment, by address, 50 at a time with "Show more"
// (it rendered all 1,000 rows, in no clear order: bulk999, bulk990, bulk991 ...).
test("a space with 1,000 pending invitations lists them in order, 50 at a time", async ({ page, request }) => {
  const owner = await createUser(request, { fullName: "Olive Owner" });
  const as = apiAs(request, owner);
  const space = await createSpace(as, "Big lab");
  // As one CSV import writes them: one statement, one created_at, rows in no particular order.
  await queryE2eDatabase(
    `insert into space_invitations (space_id, email, role, invited_by)
     select $1, 'bulk' || lpad(g::text, 4, '0') || '@example.com', 'member', $2 from generate_series(0, 999) g order by random()`,
    [space.id, owner.id],
  );
  const late = `late-${Date.now()}@example.com`;
  expect((await inviteToSpace(as, space.id, late)).ok()).toBeTruthy();

  await signInAs(page, owner, `/spaces/${space.id}`);
  await page.getByTestId("space-members").click();
  const dialog = page.getByTestId("space-members-dialog");
  await expect(dialog.getByText("Invited (1,001)")).toBeVisible();
  const rows = dialog.getByTestId("invited-row");
  await expect(rows).toHaveCount(50);
  await expect(rows.nth(0)).toContainText(late);
  await expect(rows.nth(1)).toContainText("bulk0000@example.com");
  await expect(rows.nth(2)).toContainText("bulk0001@example.com");
  await expect(rows.nth(49)).toContainText("bulk0048@example.com");
  await page.screenshot({ path: "/tmp/qafix-invitations.png" });

  // "Show more" by keyboard: 50 more, and focus stays on the list's next row.
  const more = dialog.getByRole("button", { name: "Show more invitations (951 not shown)" });
  await more.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/qafix-invitations-more.png" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(rows).toHaveCount(100);
  await expect(rows.nth(99)).toContainText("bulk0098@example.com");
  await expect(dialog.getByRole("button", { name: "Withdraw the invitation to bulk0049@example.com" })).toBeFocused();

  // The search box finds any of them, shown or not yet.
  await dialog.getByTestId("member-search").fill("bulk0999");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("bulk0999@example.com");
});
