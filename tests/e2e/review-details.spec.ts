import sharp from "sharp";
import { expect, freshPhone, test } from "./fixtures";
import { bookByForms } from "./book-by-forms";
import { payHere, providerHref } from "./helpers";

/** A phone's photo: 3000 x 2000, with where it was taken in its EXIF. */
const cameraPhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#b03060" } })
    .withExif({ IFD0: { Make: "PhonePhone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "8/1 30/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "76/1 57/1 0/1" } })
    .jpeg({ quality: 90 })
    .toBuffer();

test("a review with detail ratings and a photo appears on the provider's page, the photo small and without its location, and can be edited", async ({ page, request, jsEnabled, baseURL }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const href = await providerHref(page, "/SearchResults?type=1&location=Mumbai", jsEnabled ? 0 : 1);
  const providerId = new URL(href, "http://x").searchParams.get("provider_id")!;
  const bookingId = await bookByForms(page, baseURL!, href, freshPhone());
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await payHere(page, "upi");
  const done = await request.post("/provider-api/complete-appointment/", { headers: { "X-Provider-Key": `demo-provider-${providerId}` }, data: { appointment_id: Number(bookingId) } });
  expect(done.status()).toBe(200);

  await page.goto("/MyProfile");
  await page.getByRole("link", { name: `Rate booking ${bookingId}` }).click();
  const dialog = page.getByRole("dialog", { name: "Rate Your Experience" });
  const comment = "Careful cut, spotless station.";
  // Bad input keeps what was typed and says what is missing.
  await dialog.getByLabel("Write a review").fill(comment);
  await dialog.getByLabel("Skill").selectOption({ label: "5 of 5" });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Rating is required")).toBeVisible();
  await expect(dialog.getByLabel("Write a review")).toHaveValue(comment);
  await expect(dialog.getByLabel("Skill")).toHaveValue("5");

  await dialog.getByText("5 stars", { exact: true }).click({ force: true });
  await dialog.getByLabel("Hygiene").selectOption({ label: "4 of 5" });
  await dialog.getByLabel("Photos (up to 3)").setInputFiles({ name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto() });
  await dialog.getByRole("button", { name: "Submit" }).click();
  // The photo is made small on the server in one queue with every other upload (imageTurns): the camera journeys' large photos may be ahead of it.
  await expect(page.getByText("Review Submitted Successfully").first()).toBeVisible({ timeout: 30_000 });

  // The provider's page: the detail ratings' averages and the review's photo.
  await page.goto(`${href}&tab=review`);
  const averages = page.getByRole("region", { name: "Ratings in detail" });
  await expect(averages.getByText(/^5\.0 out of 5 \(\d+ reviews?\)$/).first()).toBeVisible();
  await expect(averages.getByText(/^4\.0 out of 5/).first()).toBeVisible();
  const review = page.getByRole("listitem").filter({ hasText: comment });
  const photo = review.getByRole("img", { name: /^Photo 1 from .+'s review$/ });
  await expect(photo).toBeVisible();
  const served = await request.get((await photo.getAttribute("src"))!);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  const meta = await sharp(await served.body()).metadata();
  expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1280);
  expect(meta.exif).toBeUndefined();

  // Edited within 30 days: still one review, now marked edited.
  await page.goto("/MyProfile");
  await page.getByRole("link", { name: `Edit the review of booking ${bookingId}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit your review" });
  await expect(edit.getByLabel("Write a review")).toHaveValue(comment);
  await edit.getByLabel("Write a review").fill(`${comment} Will come again.`);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Review updated").first()).toBeVisible();
  await page.goto(`${href}&tab=review`);
  const edited = page.getByRole("listitem").filter({ hasText: `${comment} Will come again.` });
  await expect(edited).toHaveCount(1);
  await expect(edited.getByText(/Edited/)).toBeVisible();
  await expect(edited.getByRole("img", { name: /^Photo 1 from / })).toBeVisible();
});
