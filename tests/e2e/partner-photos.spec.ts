import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { layoutProblems } from "./layout";
import { consoleLogIn, consoleVisitor, ownerPhone } from "./console";

/**
 * The provider's photos in the console (issue 28, item 5; decision 0047), at 360 px with
 * JavaScript off and on: a file that is not a picture, and one over 40 MB, are refused in words
 * keeping the form; a camera photo carrying its GPS location is added, shows on the customer's
 * provider page small and without the location, and is removed on its own confirm step.
 * The silent server (PORT+1); the owners of providers 19 (JavaScript off) and 20 (on), whom no other journey uses.
 */
const MB = 1024 * 1024;

/** A file for the photo field, in the test's output folder (a browser reads a chosen file from disk). */
async function fileOf(name: string, bytes: Buffer) {
  const file = test.info().outputPath(name);
  await writeFile(file, bytes);
  return file;
}
/** A phone camera's photo: 2400 x 1800 px, its make and location in EXIF. */
const cameraPhoto = () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#b05080" } })
    .withExif({ IFD0: { Make: "PhonePhone", Model: "Camera 9" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "8/1 30/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "76/1 57/1 0/1" } })
    .jpeg()
    .toBuffer();

test("the owner adds a camera photo that customers see without its location, and removes it on its own step; a non-picture and a file over 40 MB are refused in words", async ({
  browser,
  jsEnabled,
}) => {
  test.setTimeout(120_000);
  const providerId = jsEnabled ? 20 : 19;
  const page = await consoleVisitor(browser, jsEnabled);
  await consoleLogIn(page, ownerPhone(providerId));
  await page.getByRole("link", { name: "Photos" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Photos" })).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  const before = await page.getByTestId("console-photo").count();
  const field = page.getByLabel("Photo", { exact: true });

  // Not a picture, whatever its name says: refused in words, the form still there.
  await field.setInputFiles(await fileOf("notes.jpg", Buffer.from("These are my notes, not a photo.")));
  await page.getByRole("button", { name: "Add photo" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That file is not a photo we can read. Please choose a JPEG, PNG, GIF or WebP image." })).toBeVisible();
  await expect(field).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);

  // Over 40 MB: refused in words, the form still there.
  await field.setInputFiles(await fileOf("huge.jpg", Buffer.alloc(41 * MB, 0x61)));
  await page.getByRole("button", { name: "Add photo" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The photo is too large. Please choose one under 40 MB." })).toBeVisible();
  await expect(field).toBeVisible();
  await expect(page.getByTestId("console-photo")).toHaveCount(before);

  // A camera photo with its location: added at the end of the gallery.
  await field.setInputFiles(await fileOf("IMG_3001.jpg", await cameraPhoto()));
  await page.getByRole("button", { name: "Add photo" }).click();
  await expect(page.getByText("Photo added. Customers see it now.")).toBeVisible();
  await expect(page.getByTestId("console-photo")).toHaveCount(before + 1);
  const added = page.getByTestId("console-photo").last();
  const src = await added.getByRole("img").getAttribute("src");
  expect(src).toMatch(/^\/api\/provider-photos\/\d+\/$/);
  expect(await layoutProblems(page)).toEqual([]);

  // The customer's provider page shows it (its public data is kept a few seconds), small and without the location.
  await expect(async () => {
    await page.goto(`/Overview?provider_id=${providerId}&tab=photos`);
    await expect(page.locator(`img[src="${src}"]`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  expect(await layoutProblems(page)).toEqual([]);
  const served = await page.request.get(src!);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  const meta = await sharp(await served.body()).metadata();
  expect([meta.width, meta.height]).toEqual([1280, 960]);
  expect(meta.exif).toBeUndefined();

  // Removing asks on its own step; keeping it changes nothing, yes removes it.
  await page.goto("/Partner/Photos");
  const n = before + 1;
  await page.getByRole("link", { name: `Remove photo ${n}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Remove this photo?" })).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  await page.getByRole("link", { name: "Keep it" }).click();
  await expect(page.getByTestId("console-photo")).toHaveCount(n);
  await page.getByRole("link", { name: `Remove photo ${n}` }).click();
  await page.getByRole("button", { name: "Yes, remove it" }).click();
  await expect(page.getByText("Photo removed.")).toBeVisible();
  await expect(page.getByTestId("console-photo")).toHaveCount(before);
  await expect(page.locator(`img[src="${src}"]`)).toHaveCount(0);
  expect((await page.request.get(src!)).status()).toBe(404);
  await page.context().close();
});
