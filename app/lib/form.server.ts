/**
 * Reads a web form action's body: a form post (urlencoded, or multipart with its boundary) or a
 * clear 4xx, never a 500. JSON, text, a multipart body without boundary or a body that does not
 * parse are answered 415 / 400 with a message (a thrown Response: the route's error boundary shows it).
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const isForm = type.startsWith("application/x-www-form-urlencoded") || (type.startsWith("multipart/form-data") && /;\s*boundary=/.test(type));
  if (!isForm) throw formError(415, "Please send this form from its page: the request was not a form post.");
  try {
    return await request.formData();
  } catch {
    throw formError(400, "The form could not be read. Please try again.");
  }
}

const formError = (status: number, message: string) =>
  new Response(message, { status, statusText: message.length < 60 ? message : undefined, headers: { "Content-Type": "text/plain; charset=utf-8" } });
