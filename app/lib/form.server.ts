/**
 * Reads a web form action's body: a form post (urlencoded, or multipart with its boundary) or a
 * clear 4xx, never a 500. JSON, text, a multipart body without boundary or a body that does not
 * parse are answered 415 / 400 with a message (a thrown Response: the route's error boundary shows it).
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const isForm = type.startsWith("application/x-www-form-urlencoded") || (type.startsWith("multipart/form-data") && /;\s*boundary=/.test(type));
  if (!isForm) throw formError(415, "Please send this form from its page: the request was not a form post.");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw formError(400, "The form could not be read. Please try again.");
  }
  return withoutInvisible(form);
}

/**
 * Control characters nobody types and nobody sees (NUL and the rest of C0 and DEL, but tab, line
 * feed and carriage return): one pasted into a field is dropped, not refused with a message about
 * a character the customer cannot find.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

function withoutInvisible(form: FormData): FormData {
  const clean = new FormData();
  for (const [name, value] of form) clean.append(name, typeof value === "string" ? value.replace(INVISIBLE, "") : value);
  return clean;
}

const formError = (status: number, message: string) =>
  new Response(message, { status, statusText: message.length < 60 ? message : undefined, headers: { "Content-Type": "text/plain; charset=utf-8" } });
