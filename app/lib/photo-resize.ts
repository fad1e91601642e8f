import { PHOTO_MAX_EDGE_PX, PHOTO_RESIZE_FROM_BYTES } from "../../contract/booking";

const JPEG_QUALITY = 0.85;

/**
 * With JavaScript: a photo chosen in `input` that is larger than PHOTO_RESIZE_FROM_BYTES is
 * replaced by a JPEG of at most PHOTO_MAX_EDGE_PX a side before the form is sent, so a 10-30 MB
 * camera photo goes as a few hundred KB over a phone's connection. Where the browser cannot (no
 * createImageBitmap or DataTransfer, a format it cannot decode), the photo goes as chosen and the
 * server downscales it (server/photo-upload.ts).
 */
export async function shrinkChosenPhoto(input: HTMLInputElement): Promise<void> {
  const file = input.files?.[0];
  if (!file || file.size <= PHOTO_RESIZE_FROM_BYTES || typeof createImageBitmap !== "function" || typeof DataTransfer !== "function") return;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, PHOTO_MAX_EDGE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d");
    if (!context) return bitmap.close();
    // A transparent PNG becomes a JPEG on white, not on black.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
    // Another photo chosen meanwhile wins.
    if (!blob || input.files?.[0] !== file || blob.size >= file.size) return;
    const files = new DataTransfer();
    files.items.add(new File([blob], `${file.name.replace(/\.[^.]*$/, "") || "photo"}.jpg`, { type: "image/jpeg", lastModified: file.lastModified }));
    input.files = files.files;
  } catch {
    // Not decodable here (a format this browser lacks): sent as chosen.
  }
}
