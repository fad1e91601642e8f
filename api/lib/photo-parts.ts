import { imageTurns, MAX_IMAGE_BYTES, toSmallJpeg, type SmallJpeg } from "./image";

type Refusal = "image_too_large" | "image_type" | "too_many";

/**
 * The photos a multipart form sent in one field: each checked (a JPEG, PNG, GIF or WebP by its
 * bytes, at most MAX_IMAGE_BYTES) and re-made here as a JPEG of at most `maxEdge` a side without
 * its metadata, whatever the browser or the web server did. An empty part (a file input left
 * empty) is no photo. `refuse` makes the caller's error for what is wrong.
 */
export async function smallJpegsSent(sent: unknown, o: { max: number; maxEdge: number; refuse: (why: Refusal) => Error }): Promise<SmallJpeg[]> {
  const parts = (Array.isArray(sent) ? sent : sent === undefined ? [] : [sent]).filter((p) => p !== "" && !(p instanceof File && p.size === 0));
  if (parts.length > o.max) throw o.refuse("too_many");
  if (parts.some((p) => !(p instanceof File))) throw o.refuse("image_type");
  const files = parts as File[];
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) throw o.refuse("image_too_large");
  const made: SmallJpeg[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const photo = await imageTurns(() => toSmallJpeg(bytes, bytes, o.maxEdge));
    if (photo === "too_large") throw o.refuse("image_too_large");
    if (photo === "unreadable") throw o.refuse("image_type");
    made.push(photo);
  }
  return made;
}
