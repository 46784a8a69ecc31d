import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import QRCode from "qrcode";
import { expect, signInAs, test } from "../support/fixtures";
import { spaceWithContainer, uniqueCode } from "./inventorySetup";
import { chromiumArgs, chromiumPath } from "../support/chromium";

// Chromium's fake camera plays a Y4M file: a still frame of the label's QR code, drawn here from
// the same QR library the label sheet uses, so the camera path of "Scan" runs end to end.
function qrVideo(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const W = 320, H = 240, scale = 6;
  const side = (modules.size + 8) * scale; // with a quiet zone of 4 modules
  const x0 = (W - side) / 2 + 4 * scale, y0 = (H - side) / 2 + 4 * scale;
  const y = Buffer.alloc(W * H, 255);
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++)
      if (modules.get(r, c))
        for (let dy = 0; dy < scale; dy++) y.fill(0, (y0 + r * scale + dy) * W + x0 + c * scale, (y0 + r * scale + dy) * W + x0 + (c + 1) * scale);
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), y, chroma]);
  const dir = path.join(os.tmpdir(), "eln-e2e-camera");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${text}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F5:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]));
  return file;
}

const CODE = uniqueCode("CAM");
const video = qrVideo(CODE);
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${video}`],
  },
  permissions: ["camera"],
});

test("the camera reads a container's QR code and opens it", async ({ page, request }) => {
  const { user, space, container: bottle } = await spaceWithContainer(request, {
    space: "Camera lab",
    material: { name: "エタノール", nameEn: "Ethanol" },
    container: { amount: 1, unit: "L", code: CODE },
  });

  await signInAs(page, user, `/spaces/${space.id}/inventory`);
  await page.getByTestId("scan").click();
  await expect(page).toHaveURL(new RegExp(`/inventory/containers/${bottle.id}`), { timeout: 30_000 });
  await expect(page.getByTestId("container-code")).toHaveText(CODE);
});
