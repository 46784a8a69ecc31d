import { randomUUID } from "node:crypto";
import { test, expect, createUser, signInAs, apiAs, latestMailTo, separatePage, type E2EUser, chooseOption, verifyEmail, phoneViewport, createSpace, inviteToSpace, joinByInvitation } from "../support/fixtures";
import type { APIRequestContext, Page } from "@playwright/test";

async function spaceWithProject(request: APIRequestContext, owner: E2EUser, name = "Organic Lab") {
  const api = apiAs(request, owner);
  const space = await createSpace(api, name, "Bench chemistry");
  const project = await (await api.post("/api/projects", { name: "Suzuki coupling", description: "Pd screening", space_id: space.id })).json();
  return { space, project };
}

/** Olive Owner's space with an invitation, not answered yet, to a new user (Gil Guest unless `guestFields` say otherwise). */
async function spaceWithInvitation(request: APIRequestContext, name: string, guestFields: Parameters<typeof createUser>[1] = { fullName: "Gil Guest" }) {
  const owner = await createUser(request, { fullName: "Olive Owner" });
  const guest = await createUser(request, guestFields);
  const api = apiAs(request, owner);
  const space = await createSpace(api, name);
  const invitation = await (await inviteToSpace(api, space.id, guest.email)).json();
  return { owner, guest, api, space, invitation };
}

/** Olive Owner's space, which a person called `memberName` has joined by invitation; both people, the space and the member's API. */
async function spaceWithMember(request: APIRequestContext, name: string, memberName: string, role: "member" | "owner" = "member") {
  const owner = await createUser(request, { fullName: "Olive Owner" });
  const member = await createUser(request, { fullName: memberName });
  const space = await createSpace(apiAs(request, owner), name);
  const mine = await joinByInvitation(request, owner, space.id, member, role);
  return { owner, member, space, mine };
}

test.describe("spaces and projects", () => {
  test("one invites, the other accepts, gets a project role and sees exactly what it allows", async ({ browser, request }) => {
    const owner = await createUser(request, { fullName: "Olive Owner" });
    const guest = await createUser(request, { fullName: "Gil Guest" });
    const { context: ownerCtx, page: op } = await separatePage(browser);
    const { context: guestCtx, page: gp } = await separatePage(browser);

    // Owner: create a space and a project through the screens.
    await signInAs(op, owner, "/spaces");
    await expect(op.getByTestId("spaces-empty")).toBeVisible();
    await op.getByTestId("create-space").click();
    await op.getByLabel("Space name").fill("Catalysis Group");
    await op.getByLabel("Description").fill("Cross-coupling");
    await op.getByTestId("space-dialog-submit").click();
    await expect(op).toHaveURL(/\/spaces\/[0-9a-f-]{36}$/);
    await expect(op.getByTestId("space-title")).toHaveText("Catalysis Group");
    await expect(op.getByTestId("projects-empty")).toBeVisible();
    await op.getByTestId("create-project").click();
    await op.getByLabel("Project name").fill("Heck reaction");
    await op.getByTestId("project-dialog-submit").click();
    await expect(op).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
    await expect(op.getByTestId("project-title")).toHaveText("Heck reaction");
    const projectUrl = op.url();

    // Invite the guest to the space.
    await op.getByTestId("project-space-link").click();
    await op.getByTestId("space-members").click();
    const dialog = op.getByTestId("space-members-dialog");
    await dialog.getByLabel("E-mail address").fill(guest.email);
    await dialog.getByTestId("invite-submit").click();
    await expect(op.getByText("Invitation sent")).toBeVisible();
    await expect(dialog.getByTestId("invited-row")).toContainText(guest.email);
    // Inviting again is refused with a clear message.
    await dialog.getByLabel("E-mail address").fill(guest.email);
    await dialog.getByTestId("invite-submit").click();
    await expect(dialog.getByTestId("members-error")).toHaveText("This person has already been invited.");
    await dialog.getByLabel("E-mail address").fill(owner.email);
    await dialog.getByTestId("invite-submit").click();
    await expect(dialog.getByTestId("members-error")).toHaveText("This person is already a member.");
    const mail = await latestMailTo(request, guest.email);
    expect(mail.subject).toContain("Catalysis Group");
    expect(mail.text).toContain("/spaces");

    // Guest: the invitation is on top of /spaces; accept it.
    await signInAs(gp, guest, "/spaces");
    const invitation = gp.getByTestId("invitation");
    await expect(invitation).toContainText("Catalysis Group");
    await expect(invitation).toContainText("Olive Owner invited you as Member");
    await invitation.getByTestId("invitation-accept").click();
    await expect(gp.getByTestId("space-card")).toHaveCount(1);
    await expect(gp.getByTestId("space-card")).toContainText("Member");
    await expect(gp.getByTestId("space-card")).toContainText("0 projects");
    await gp.getByTestId("space-card").getByText("Catalysis Group").click();
    await expect(gp.getByTestId("projects-empty")).toContainText("You have not been added to any project in this space yet.");
    await expect(gp.getByTestId("edit-space")).toHaveCount(0);
    await gp.goto(projectUrl);
    await expect(gp.getByTestId("project-missing")).toBeVisible();

    // Owner: the guest is a member now; add them to the project as a viewer.
    await dialog.getByRole("button", { name: "Close" }).click();
    await op.getByTestId("space-members").click();
    await expect(op.getByTestId("space-members-dialog").getByTestId("member-row")).toHaveCount(2);
    await op.getByTestId("space-members-dialog").getByRole("button", { name: "Close" }).click();
    await op.goto(projectUrl);
    await op.getByTestId("project-members").click();
    const pdialog = op.getByTestId("project-members-dialog");
    await chooseOption(pdialog.getByLabel("Space member"), `Gil Guest (${guest.email})`);
    await chooseOption(pdialog.getByLabel("Role", { exact: true }), "Viewer");
    await pdialog.getByTestId("add-member-submit").click();
    await expect(op.getByText("Member added")).toBeVisible();
    await expect(pdialog.getByTestId("member-row")).toHaveCount(2);

    // Guest as viewer: sees the project, no edit/delete, no member management.
    await gp.goto(projectUrl);
    await expect(gp.getByTestId("project-title")).toHaveText("Heck reaction");
    await expect(gp.getByTestId("project-my-role")).toHaveText("Viewer");
    await expect(gp.getByTestId("edit-project")).toHaveCount(0);
    await expect(gp.getByTestId("delete-project")).toHaveCount(0);
    await gp.getByTestId("project-members").click();
    await expect(gp.getByTestId("project-members-dialog").getByTestId("member-row")).toHaveCount(2);
    await expect(gp.getByTestId("add-member-submit")).toHaveCount(0);
    await expect(gp.getByTestId("member-role")).toHaveCount(0);
    await gp.getByTestId("project-members-dialog").getByRole("button", { name: "Close" }).click();

    // Owner makes the guest an owner of the project; the guest can then edit it.
    const guestRow = pdialog.getByTestId("member-row").filter({ hasText: "Gil Guest" });
    await chooseOption(guestRow.getByTestId("member-role"), "Owner");
    await expect(op.getByText("Member role updated")).toBeVisible();
    await gp.reload();
    await expect(gp.getByTestId("project-my-role")).toHaveText("Owner");
    await expect(gp.getByTestId("edit-project")).toBeVisible();
    await expect(gp.getByTestId("delete-project")).toBeVisible();
    await expect(gp.getByTestId("edit-space")).toHaveCount(0);

    await ownerCtx.close();
    await guestCtx.close();
  });

  test("the last project owner cannot be demoted or removed", async ({ page, request }) => {
    const owner = await createUser(request, { fullName: "Solo Owner" });
    const { project } = await spaceWithProject(request, owner);
    await signInAs(page, owner, `/projects/${project.id}`);
    await page.getByTestId("project-members").click();
    const dialog = page.getByTestId("project-members-dialog");
    await chooseOption(dialog.getByTestId("member-role"), "Editor");
    await expect(dialog.getByTestId("members-error")).toHaveText("You cannot remove the last Project Owner of a project.");
    // the last owner is not offered "Leave" at all (the server refuses it too)
    await expect(dialog.getByTestId("leave-project")).toHaveCount(0);
  });

  test("bulk invite: one good, a duplicate and an invalid row give 1 success and 2 failures with reasons", async ({ page, request }) => {
    const owner = await createUser(request);
    const member = await createUser(request);
    const { space } = await spaceWithProject(request, owner, "Bulk Lab");
    await joinByInvitation(request, owner, space.id, member);

    await signInAs(page, owner, `/spaces/${space.id}`);
    await page.getByTestId("space-members").click();
    await page.getByTestId("bulk-invite").click();
    const good = `new-${randomUUID().slice(0, 6)}@example.com`;
    await page.getByTestId("bulk-file").setInputFiles({
      name: "people.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`\uFEFFemail,role\n${good},member\n${member.email},member\nnot-an-email,member\n`),
    });
    const complete = page.getByTestId("bulk-complete");
    await expect(complete).toContainText("Bulk invite complete");
    await expect(page.getByTestId("bulk-succeeded")).toHaveText("1 invitation sent");
    await expect(page.getByTestId("bulk-failed")).toHaveText("2 rows failed");
    await page.getByTestId("bulk-details-toggle").click();
    const rows = page.getByTestId("bulk-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(good);
    await expect(rows.nth(0)).toContainText("Invited");
    await expect(rows.nth(1)).toContainText("Already a member");
    await expect(rows.nth(2)).toContainText("Invalid email address");

    // A broken file: the spec's message with what to fix, and nobody invited.
    await page.getByTestId("bulk-file").setInputFiles({ name: "broken.csv", mimeType: "text/csv", buffer: Buffer.from("name;phone\nAda;123\n") });
    await expect(page.getByTestId("bulk-error")).toHaveText("Failed to bulk invite space members. The file has no email column: its first line must be the header email,role.");
    await page.getByTestId("bulk-invite-dialog").getByRole("button", { name: "Close" }).click();
    // The members dialog shows the new invitation in the invited list.
    await expect(page.getByTestId("invited-row")).toHaveCount(1);
    await expect(page.getByTestId("invited-row")).toContainText(good);
    await latestMailTo(request, good);
  });

  test("edit and delete with confirmation; the /projects placeholder", async ({ page, request }) => {
    const owner = await createUser(request);
    const { space, project } = await spaceWithProject(request, owner, "Temp Lab");
    await signInAs(page, owner, `/projects/${project.id}`);
    await page.getByTestId("edit-project").click();
    await page.getByLabel("Project name").fill("Suzuki coupling II");
    await page.getByTestId("project-dialog-submit").click();
    await expect(page.getByTestId("project-title")).toHaveText("Suzuki coupling II");
    await page.getByTestId("delete-project").click();
    await expect(page.getByRole("dialog")).toContainText('Delete the project "Suzuki coupling II"?');
    await page.getByTestId("confirm-button").click();
    await expect(page).toHaveURL(new RegExp(`/spaces/${space.id}$`));
    await expect(page.getByTestId("projects-empty")).toBeVisible();

    await page.goto("/projects");
    await expect(page.getByTestId("projects-placeholder")).toContainText("No project selected");
    await expect(page.getByTestId("placeholder-space")).toHaveText("Open Temp Lab");

    await page.goto("/spaces");
    await page.getByTestId("space-menu").click();
    await page.getByTestId("space-delete").click();
    // The deleted project is in the trash and goes with the space: the confirmation counts it.
    await expect(page.getByRole("dialog")).toContainText("Its 1 project, which is in the trash, with all its notes");
    await page.getByTestId("confirm-button").click();
    await expect(page.getByTestId("spaces-empty")).toBeVisible();
    expect((await apiAs(request, owner).get(`/api/spaces/${space.id}`)).status()).toBe(404);
  });

  test("Japanese screens", async ({ page, request }) => {
    const owner = await createUser(request);
    const { space } = await spaceWithProject(request, owner, "有機合成研究室");
    await signInAs(page, owner, "/spaces", "ja");
    await expect(page.getByRole("heading", { name: "スペース" })).toBeVisible();
    await expect(page.getByTestId("space-card")).toContainText("プロジェクト 1 件");
    await expect(page.getByTestId("space-role")).toHaveText("オーナー");
    await page.goto(`/spaces/${space.id}`);
    await page.getByTestId("space-members").click();
    await page.getByLabel("メールアドレス").fill(`ja-${randomUUID().slice(0, 6)}@example.com`);
    await page.getByTestId("invite-submit").click();
    await expect(page.getByText("招待を送信しました")).toBeVisible();
  });

  test("a space's title keeps its room beside an owner's nine actions on a laptop, and sits above them on a phone", async ({ page, request }) => {
    const owner = await createUser(request);
    const { space } = await spaceWithProject(request, owner, "Organic Synthesis Lab / 有機合成研究室");
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, owner, `/spaces/${space.id}`);
    const title = page.getByTestId("space-title");
    await expect(page.getByTestId("delete-space")).toBeVisible();
    // The actions wrap into rows instead of squeezing the title to a word a line (it had ~100 px here).
    expect((await title.boundingBox())!.width).toBeGreaterThanOrEqual(0.4 * 1232 - 1);
    const titleBox = (await title.boundingBox())!;
    const importBox = (await page.getByTestId("import-eln").boundingBox())!;
    expect(importBox.x).toBeGreaterThan(titleBox.x + titleBox.width);

    await page.setViewportSize({ width: 390, height: 844 });
    const phoneTitle = (await title.boundingBox())!;
    expect((await page.getByTestId("import-eln").boundingBox())!.y).toBeGreaterThan(phoneTitle.y + phoneTitle.height);
  });
});

test.describe("space members: the screens follow the changes", () => {
  test("an owner who makes themselves a member loses the owner's actions on the space page at once", async ({ page, request }) => {
    const { owner, space } = await spaceWithMember(request, "Shared Lab", "Otto Other", "owner");

    await signInAs(page, owner, `/spaces/${space.id}`);
    await expect(page.getByTestId("edit-space")).toBeVisible();
    await page.getByTestId("space-members").click();
    const dialog = page.getByTestId("space-members-dialog");
    await chooseOption(dialog.getByTestId("member-row").filter({ hasText: "Olive Owner" }).getByTestId("member-role"), "Member");
    await expect(page.getByText("Member role updated")).toBeVisible();
    await expect(dialog.getByTestId("invite-submit")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByTestId("edit-space")).toHaveCount(0);
    await expect(page.getByTestId("delete-space")).toHaveCount(0);
    await expect(page.getByTestId("space-audit")).toHaveCount(0);
    await expect(page.getByText("Owner", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Member", { exact: true })).toBeVisible();
  });
});

/** What the browser does when the person comes back to the tab (TanStack Query listens to it). */
const returnToTab = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));

test.describe("invitations: the invitee's screen follows", () => {
  test("an invitation sent while the invitee's /spaces tab is open shows when they come back to it", async ({ page, request }) => {
    const owner = await createUser(request, { fullName: "Olive Owner" });
    const guest = await createUser(request, { fullName: "Gil Guest" });
    const space = await createSpace(apiAs(request, owner), "Late Lab");
    await signInAs(page, guest, "/spaces");
    await expect(page.getByTestId("spaces-empty")).toBeVisible();
    await inviteToSpace(apiAs(request, owner), space.id, guest.email);
    await returnToTab(page);
    await expect(page.getByTestId("invitation")).toContainText("Late Lab");
  });

  test("an address confirmed in another tab: back on /spaces the notice goes and the invitation shows", async ({ page, request }) => {
    const { guest } = await spaceWithInvitation(request, "Photochemistry", { fullName: "Nina New", verified: false });
    await signInAs(page, guest, "/spaces", "ja");
    await expect(page.getByTestId("confirm-email")).toBeVisible();
    await verifyEmail(request, guest.email);
    await returnToTab(page);
    await expect(page.getByTestId("confirm-email")).toHaveCount(0);
    await expect(page.getByTestId("invitation")).toContainText("Photochemistry");
  });
});

test.describe("the invitee's space screens follow changes made elsewhere", () => {
  test("accepted in another tab, the space shows in this tab's list; made an owner, the space page offers the owner's actions", async ({ browser, request }) => {
    const { guest, api, space } = await spaceWithInvitation(request, "Follow Lab");
    const { context, page } = await separatePage(browser);
    await signInAs(page, guest, "/spaces");
    await expect(page.getByTestId("invitation")).toContainText("Follow Lab");
    const other = await context.newPage();
    await other.goto("/spaces");
    await other.getByTestId("invitation-accept").click();
    await expect(other.getByTestId("space-card")).toContainText("Follow Lab");
    await page.bringToFront();
    await returnToTab(page);
    await expect(page.getByTestId("invitation")).toHaveCount(0);
    await expect(page.getByTestId("space-card")).toContainText("Follow Lab");

    await page.getByTestId("space-card").getByText("Follow Lab").click();
    await expect(page.getByTestId("space-title")).toHaveText("Follow Lab");
    await expect(page.getByTestId("edit-space")).toHaveCount(0);
    expect((await api.put(`/api/spaces/${space.id}/members/${guest.id}`, { role: "owner" })).ok()).toBeTruthy();
    await returnToTab(page);
    await expect(page.getByTestId("edit-space")).toBeVisible();
    await context.close();
  });
});

test.describe("the invitee's project page follows a role changed elsewhere", () => {
  test("made an editor while the project page is open, coming back to the tab shows the role and the editor's actions", async ({ page, request }) => {
    const owner = await createUser(request, { fullName: "Olive Owner" });
    const guest = await createUser(request, { fullName: "Gil Guest" });
    const api = apiAs(request, owner);
    const { space, project } = await spaceWithProject(request, owner, "Role Lab");
    await joinByInvitation(request, owner, space.id, guest);
    expect((await api.post(`/api/projects/${project.id}/members`, { userId: guest.id, role: "viewer" })).ok()).toBeTruthy();

    await signInAs(page, guest, `/projects/${project.id}`);
    await expect(page.getByTestId("project-my-role")).toHaveText("Viewer");
    await expect(page.getByTestId("new-note")).toHaveCount(0);
    expect((await api.put(`/api/projects/${project.id}/members/${guest.id}`, { role: "editor" })).ok()).toBeTruthy();
    await returnToTab(page);
    await expect(page.getByTestId("project-my-role")).toHaveText("Editor");
    await expect(page.getByTestId("new-note")).toBeVisible();
  });
});

test.describe("leaving a space while the only owner of a project in it", () => {
  test("is refused with the spec's sentence and the project to give another owner first", async ({ page, request }) => {
    const { member, space, mine } = await spaceWithMember(request, "Thesis Lab", "Mia Member");
    await mine.post("/api/projects", { name: "Mia's thesis", description: "", space_id: space.id });

    await signInAs(page, member, `/spaces/${space.id}`, "ja");
    await page.getByTestId("space-members").click();
    await page.getByTestId("leave-space").click();
    await page.getByTestId("confirm-button").click();
    await expect(page.getByTestId("confirm-error")).toHaveText(
      "プロジェクトの最後のプロジェクトオーナーは削除できません。先に「Mia's thesis」で別のメンバーをオーナーにしてください。",
    );
    await expect(page).toHaveURL(new RegExp(`/spaces/${space.id}$`));
  });
});

test.describe("a member list changed by someone else while the dialog is open", () => {
  test("changing the role of someone who has just left says so, and their row goes", async ({ page, request }) => {
    const { owner, space, mine } = await spaceWithMember(request, "Busy Lab", "Mia Member");

    await signInAs(page, owner, `/spaces/${space.id}`);
    await page.getByTestId("space-members").click();
    const dialog = page.getByTestId("space-members-dialog");
    await expect(dialog.getByTestId("member-row")).toHaveCount(2);
    expect((await mine.post(`/api/spaces/${space.id}/leave`)).ok()).toBeTruthy();
    await chooseOption(dialog.getByTestId("member-row").filter({ hasText: "Mia Member" }).getByTestId("member-role"), "Owner");
    await expect(dialog.getByTestId("members-error")).toHaveText("This item does not exist or you do not have access to it.");
    await expect(dialog.getByTestId("member-row")).toHaveCount(1);
  });
});

test("a space card on a phone keeps the '·' between project count and date on the count's line", async ({ page, request }) => {
  const owner = await createUser(request);
  const api = apiAs(request, owner);
  const space = await createSpace(api, "有機合成研究室");
  await api.post("/api/projects", { name: "P", description: "", space_id: space.id });
  await page.setViewportSize(phoneViewport);
  await signInAs(page, owner, "/spaces", "ja");
  const card = page.getByTestId("space-card");
  await expect(card).toContainText("2026");
  // Where the "·" is drawn, and where the text just before it is: on one line, never the "·" starting the next.
  const lines = await card.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    const dotNode = texts.find((n) => n.data.includes("·"))!;
    const at = dotNode.data.indexOf("·");
    const rectOf = (node: Text, i: number) => {
      const r = document.createRange();
      r.setStart(node, i);
      r.setEnd(node, i + 1);
      return r.getBoundingClientRect();
    };
    const before = at > 0 ? rectOf(dotNode, at - 1) : rectOf(texts[texts.indexOf(dotNode) - 1]!, texts[texts.indexOf(dotNode) - 1]!.data.length - 1);
    return { dot: Math.round(rectOf(dotNode, at).top), before: Math.round(before.top) };
  });
  expect(lines.dot).toBe(lines.before);
});

test.describe("an invitation withdrawn while it is on screen", () => {
  test("accepting it says it was withdrawn, and it leaves the list", async ({ page, request }) => {
    const { guest, api, space, invitation } = await spaceWithInvitation(request, "Withdrawn Lab");
    await signInAs(page, guest, "/spaces", "ja");
    await expect(page.getByTestId("invitation")).toContainText("Withdrawn Lab");
    expect((await api.delete(`/api/spaces/${space.id}/invitations/${invitation.id}`)).ok()).toBeTruthy();
    await page.getByTestId("invitation-accept").click();
    await expect(page.getByTestId("invitations-error")).toHaveText("この招待は取り消されたか、すでに回答済みです。");
    await expect(page.getByTestId("invitation")).toHaveCount(0);
    // The message is kept as what to say, not as words: it follows the language switch.
    await page.getByTestId("language-switch").click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await expect(page.getByTestId("invitations-error")).toHaveText("This invitation was withdrawn or has already been answered.");
  });
});

test.describe("bulk invite: a refused file says why", () => {
  for (const lang of ["en", "ja"] as const) {
    test(`a Shift_JIS file and a file without an email column (${lang})`, async ({ page, request }) => {
      const owner = await createUser(request);
      const space = await createSpace(apiAs(request, owner), "CSV Lab");
      await signInAs(page, owner, `/spaces/${space.id}`, lang);
      await page.getByTestId("space-members").click();
      await page.getByTestId("bulk-invite").click();
      // "email,role,名前\nyamada@example.com,member,山田\n" as Excel's Japanese "CSV" saves it (Shift_JIS).
      const sjis = Buffer.concat([Buffer.from("email,role,"), Buffer.from([0x96, 0xbc, 0x91, 0x4f]), Buffer.from("\nyamada@example.com,member,"), Buffer.from([0x8e, 0x52, 0x93, 0x63]), Buffer.from("\n")]);
      await page.getByTestId("bulk-file").setInputFiles({ name: "members.csv", mimeType: "text/csv", buffer: sjis });
      await expect(page.getByTestId("bulk-error")).toHaveText(
        lang === "en"
          ? "Failed to bulk invite space members. The file is not UTF-8 text: save it as “CSV UTF-8” and upload it again."
          : "スペースメンバーの一括招待に失敗しました。ファイルが UTF-8 のテキストではありません。「CSV UTF-8」形式で保存して、もう一度アップロードしてください。",
      );
      await page.getByTestId("bulk-file").setInputFiles({ name: "people.csv", mimeType: "text/csv", buffer: Buffer.from("name;phone\nAda;123\n") });
      await expect(page.getByTestId("bulk-error")).toHaveText(
        lang === "en"
          ? "Failed to bulk invite space members. The file has no email column: its first line must be the header email,role."
          : "スペースメンバーの一括招待に失敗しました。ファイルに email 列がありません。1 行目を見出し email,role にしてください。",
      );
    });
  }
});

test.describe("long unbroken text stays inside the screen", () => {
  for (const viewport of [phoneViewport, { width: 1280, height: 800 }]) {
    test(`a space's description and the members dialog's title wrap (${viewport.width} px)`, async ({ page, request }) => {
      const owner = await createUser(request);
      const link = "https://example.org/protocols/" + "a".repeat(240);
      const space = await createSpace(apiAs(request, owner), "Lab-" + "b".repeat(150), `See ${link}`);
      await page.setViewportSize(viewport);
      await signInAs(page, owner, `/spaces/${space.id}`);
      // Text that runs past its box makes the element scroll sideways: its scroll width exceeds its width.
      const overflow = (el: Element) => el.scrollWidth - el.clientWidth;
      const description = page.getByText(link);
      await expect(description).toBeVisible();
      expect(await description.evaluate(overflow)).toBeLessThanOrEqual(0);
      await page.getByTestId("space-members").click();
      const title = page.getByTestId("space-members-dialog").getByRole("heading", { name: /^Members of Lab-/ });
      await expect(title).toBeVisible();
      expect(await title.evaluate(overflow)).toBeLessThanOrEqual(0);
    });

    test(`a project page's breadcrumbs (cut, full name as tooltip) and a confirmation's title (wrapped) keep a 200-character name on screen (${viewport.width} px)`, async ({ page, request }) => {
      const owner = await createUser(request);
      const spaceName = "S" + "s".repeat(199);
      const projectName = "P" + "p".repeat(199);
      const { project } = await spaceWithProject(request, owner, spaceName);
      await apiAs(request, owner).put(`/api/projects/${project.id}`, { name: projectName, description: "" });
      await page.setViewportSize(viewport);
      await signInAs(page, owner, `/projects/${project.id}`);
      // Nothing runs past the screen's right edge, and the page does not scroll sideways.
      const pastRightEdge = (el: Element) => el.getBoundingClientRect().right - document.documentElement.clientWidth;
      const crumbs = page.locator("nav.MuiBreadcrumbs-root");
      await expect(crumbs.getByText(spaceName)).toBeVisible();
      for (const name of [spaceName, projectName]) {
        const crumb = crumbs.getByText(name);
        expect(await crumb.evaluate(pastRightEdge)).toBeLessThanOrEqual(0);
        // Cut to one line, the full name in its tooltip.
        await expect(crumb).toHaveAttribute("title", name);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/shots-fx3/breadcrumbs-${viewport.width}.png` });

      await page.getByTestId("delete-project").click();
      const title = page.getByRole("dialog").getByRole("heading", { name: new RegExp(projectName) });
      await expect(title).toBeVisible();
      expect(await title.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const paper = page.locator(".MuiDialog-paper").last();
      expect(await paper.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/shots-fx3/confirm-${viewport.width}.png` });
    });
  }
});

test.describe("member dialogs: confirmation and keyboard focus", () => {
  const cancelButton = (email: string) => ({ name: `Withdraw the invitation to ${email}` });

  test("cancelling an invitation asks first; afterwards focus is on the next invitation's button, then the e-mail box", async ({ page, request }) => {
    const owner = await createUser(request, { fullName: "Olive Owner" });
    const api = apiAs(request, owner);
    const space = await createSpace(api, "Invite Lab");
    const tag = randomUUID().slice(0, 6);
    for (const n of ["a", "b", "c"]) await inviteToSpace(api, space.id, `${n}-${tag}@example.com`);
    await signInAs(page, owner, `/spaces/${space.id}`);
    await page.getByTestId("space-members").click();
    const dialog = page.getByTestId("space-members-dialog");
    const rows = dialog.getByTestId("invited-row");
    await expect(rows).toHaveCount(3);
    const emails = await rows.locator(".MuiListItemText-primary").allTextContents();

    // Asks; Cancel keeps the invitation.
    await dialog.getByRole("button", cancelButton(emails[0]!)).click();
    const confirm = page.getByRole("dialog", { name: `Withdraw the invitation to ${emails[0]}?` });
    await expect(confirm).toContainText(`${emails[0]} can no longer join this space through this invitation.`);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(rows).toHaveCount(3);

    // Withdrawn: the next row's button has focus.
    await dialog.getByRole("button", cancelButton(emails[0]!)).click();
    await page.getByTestId("confirm-button").click();
    await expect(rows).toHaveCount(2);
    await expect(dialog.getByRole("button", cancelButton(emails[1]!))).toBeFocused();
    // The last row withdrawn (from the keyboard): the row before it.
    await dialog.getByRole("button", cancelButton(emails[2]!)).focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("confirm-button").click();
    await expect(rows).toHaveCount(1);
    await expect(dialog.getByRole("button", cancelButton(emails[1]!))).toBeFocused();
    // None left: the e-mail box, to invite the next person.
    await page.keyboard.press("Enter");
    await page.getByTestId("confirm-button").click();
    await expect(rows).toHaveCount(0);
    await expect(dialog.getByLabel("E-mail address")).toBeFocused();
  });

  test("the confirmation in Japanese", async ({ page, request }) => {
    const owner = await createUser(request, { fullName: "Olive Owner" });
    const api = apiAs(request, owner);
    const space = await createSpace(api, "招待ラボ");
    const email = `ja-${randomUUID().slice(0, 6)}@example.com`;
    await inviteToSpace(api, space.id, email);
    await signInAs(page, owner, `/spaces/${space.id}`, "ja");
    await page.getByTestId("space-members").click();
    await page.getByRole("button", { name: `${email} への招待を取り消す` }).click();
    const confirm = page.getByRole("dialog", { name: `${email} への招待を取り消しますか？` });
    await expect(confirm).toContainText(`${email} はこの招待からこのスペースに参加できなくなります。後で再度招待できます。`);
    await confirm.getByRole("button", { name: "取り消す" }).click();
    await expect(page.getByTestId("invited-row")).toHaveCount(0);
  });

  test("after adding a project member, focus is back on the member box for the next one, then on the search box", async ({ page, request }) => {
    const owner = await createUser(request, { fullName: "Olive Owner" });
    const { space, project } = await spaceWithProject(request, owner, "Add Lab");
    const others = [await createUser(request, { fullName: "Ann Alpha" }), await createUser(request, { fullName: "Ben Beta" })];
    for (const u of others) await joinByInvitation(request, owner, space.id, u);
    await signInAs(page, owner, `/projects/${project.id}`);
    await page.getByTestId("project-members").click();
    const dialog = page.getByTestId("project-members-dialog");
    const memberBox = dialog.getByRole("combobox", { name: "Space member" });
    await chooseOption(memberBox, `Ann Alpha (${others[0]!.email})`);
    await dialog.getByTestId("add-member-submit").click();
    await expect(dialog.getByTestId("member-row").filter({ hasText: "Ann Alpha" })).toHaveCount(1);
    await expect(memberBox).toBeFocused();
    await chooseOption(memberBox, `Ben Beta (${others[1]!.email})`);
    await dialog.getByTestId("add-member-submit").click();
    await expect(dialog.getByTestId("member-row").filter({ hasText: "Ben Beta" })).toHaveCount(1);
    await expect(dialog.getByTestId("member-search")).toBeFocused();
  });
});

test.describe("bulk invite details on a phone", () => {
  test("e-mail addresses wrap at '@' and dots, never inside a word, and stay inside the dialog (390 px)", async ({ page, request }) => {
    const owner = await createUser(request);
    const space = await createSpace(apiAs(request, owner), "Phone CSV Lab");
    const tag = randomUUID().slice(0, 6);
    const addresses = [`hanako.yamamoto-${tag}@chemistry.example-university.ac.jp`, `not-an-address-${tag}.example.com`, `kenji.takahashi-${tag}@example.com`];
    await page.setViewportSize(phoneViewport);
    await signInAs(page, owner, `/spaces/${space.id}`);
    await page.getByTestId("space-members").click();
    await page.getByTestId("bulk-invite").click();
    await page.getByTestId("bulk-file").setInputFiles({ name: "people.csv", mimeType: "text/csv", buffer: Buffer.from(`email,role\n${addresses.join(",member\n")},member\n`) });
    await page.getByTestId("bulk-details-toggle").click();
    const cells = page.getByTestId("bulk-row").locator("td:nth-child(2)");
    await expect(cells).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      const cell = cells.nth(i);
      await expect(cell).toHaveText(addresses[i]!);
      // Every word (the text between '@', dots and hyphens, where the browser may break) is on one
      // line: a word cut in two has two boxes.
      const cutWords = await cell.evaluate((td) => {
        const cut: string[] = [];
        const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          for (const m of (n.textContent ?? "").matchAll(/[^@.-]+/g)) {
            const range = document.createRange();
            range.setStart(n, m.index);
            range.setEnd(n, m.index + m[0].length);
            const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (tops.size > 1) cut.push(m[0]);
          }
        }
        return cut;
      });
      expect(cutWords, addresses[i]).toEqual([]);
    }
    const details = page.getByTestId("bulk-details");
    expect(await details.evaluate((t) => t.getBoundingClientRect().right - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "/tmp/shots-fx3/bulk-details-390.png" });
  });
});
