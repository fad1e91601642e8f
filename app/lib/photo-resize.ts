import { PHOTO_MAX_EDGE_PX, PHOTO_RESIZE_FROM_BYTES } from "../../contract/booking";

const JPEG_QUALITY = 0.85;

/**
 * With JavaScript: each photo chosen in `input` that is larger than PHOTO_RESIZE_FROM_BYTES is
 * replaced by a JPEG of at most PHOTO_MAX_EDGE_PX a side before the form is sent, so a 10-30 MB
 * camera photo goes as a few hundred KB over a phone's connection. Where the browser cannot (no
 * createImageBitmap or DataTransfer, a format it cannot decode), the photo goes as chosen and the
 * server downscales it (server/photo-upload.ts).
 */
export async function shrinkChosenPhoto(input: HTMLInputElement): Promise<void> {
  const chosen = [...(input.files ?? [])];
  if (!chosen.some((f) => f.size > PHOTO_RESIZE_FROM_BYTES) || typeof createImageBitmap !== "function" || typeof DataTransfer !== "function") return;
  const made = await Promise.all(chosen.map(shrink));
  // Other photos chosen meanwhile win.
  if (made.every((f, i) => f === chosen[i]) || input.files?.[0] !== chosen[0] || input.files?.length !== chosen.length) return;
  const files = new DataTransfer();
  for (const file of made) files.items.add(file);
  input.files = files.files;
}

/** The photo as a smaller JPEG, or itself. */
async function shrink(file: File): Promise<File> {
  if (file.size <= PHOTO_RESIZE_FROM_BYTES) return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, PHOTO_MAX_EDGE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d");
    if (!context) {
      bitmap.close();
      return file;
    }
    // A transparent PNG becomes a JPEG on white, not on black.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, "") || "photo"}.jpg`, { type: "image/jpeg", lastModified: file.lastModified });
  } catch {
    // Not decodable here (a format this browser lacks): sent as chosen.
    return file;
  }
}
