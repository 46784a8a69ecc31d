import { test, expect, apiAs, expectAllSaved } from "../support/fixtures";
import { ownNoteOpen } from "./notesSetup";

// Word's clipboard HTML for a bulleted list with a nested item, then a numbered list (Microsoft 365, trimmed).
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body><!--StartFragment-->
<p class=MsoNormal>Reagents, then the steps:<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Word bullet<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]><b>Nested</b> bullet<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Second bullet<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Weigh<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Dissolve<o:p></o:p></p>
<!--EndFragment--></body></html>`;

// Pasted from Word, a bulleted list became paragraphs reading "·  Word bullet".
test("a list pasted from Word is a list in the note: bullets, a nested level, numbers; no marker text", async ({ page, request }) => {
  const { owner, note } = await ownNoteOpen(page, request, "From Word");
  const methods = page.getByTestId("editor-methods");
  await methods.click();
  await methods.evaluate((el, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", "Reagents, then the steps:\n·  Word bullet\no  Nested bullet\n·  Second bullet\n1. Weigh\n2. Dissolve");
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, WORD_HTML);
  await expect(methods.locator("ul > li")).toHaveCount(3);
  await expect(methods.locator("ul ul > li")).toHaveText("Nested bullet");
  await expect(methods.locator("ul ul strong")).toHaveText("Nested");
  await expect(methods.locator("ol > li")).toHaveText(["Weigh", "Dissolve"]);
  await expect(methods).not.toContainText("·");
  await expectAllSaved(page);

  const content = (await (await apiAs(request, owner).get(`/api/notes/${note.id}?include=content`)).json()).content.methods;
  // (The section's empty paragraph, which the paste went before, stays after it.)
  expect(content.content.map((n: { type: string }) => n.type).slice(0, 3)).toEqual(["paragraph", "bulletList", "orderedList"]);
  const text = JSON.stringify(content);
  expect(text).not.toContain("·");
  expect(text).toContain('"Word bullet"');
});
