import { data, Form, Link, useActionData, useLoaderData, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { styled } from "styled-components";
import { StepButtons, StepCard } from "~/components/partner/Cards";
import { CONSOLE_HEADERS, partnerApi, requirePartner } from "~/lib/partner.server";
import { readForm } from "~/lib/form.server";
import { unknownRequest } from "~/lib/http.server";
import { redirectWithToast } from "~/lib/toast.server";
import { useFormReply } from "~/lib/form-reply";
import { photoProblemMessage } from "~/lib/review-form.server";
import { pictureSources } from "~/lib/pictures";
import { photoUploadSchema } from "~/schemas/partner";
import { Button } from "~/components/ui/Button";
import { Field, FormMessage, described } from "~/components/ui/Field";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { useSaid, useT } from "~/i18n/use-t";
import { PROVIDER_PHOTO_FIELD, PROVIDER_PHOTO_PROBLEM_FIELD } from "../../../contract/partner";

export const headers: HeadersFunction = () => CONSOLE_HEADERS;
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.messages.partner?.photosMetaTitle ?? "Photos | Saaj provider console" }, { name: "robots", content: "noindex" }];

const PAGE = "/Partner/Photos";

/**
 * /Partner/Photos: the provider's gallery as customers see it (decision 0047). The owner uploads a
 * photo (a multipart form that works without JavaScript: the web server makes it small and drops
 * its metadata before this action reads it, and the API does so again) and removes one on its own
 * step (`?remove=<id>`). Staff see the gallery only.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  const client = partnerApi(context, request, partner.token);
  const gallery = await client.get("/partner-api/photos/", { failure: "load your photos" });
  if (!gallery.ok) throw new Response(gallery.message, { status: gallery.status, headers: CONSOLE_HEADERS });
  const photos = gallery.data.data.map((p, i) => ({ ...p, n: i + 1 }));
  const owner = partner.role === "owner";
  const asked = new URL(request.url).searchParams.get("remove");
  const removing = owner ? (photos.find((p) => String(p.photo_id) === asked) ?? null) : null;
  return data(
    // A remove step asked for a photo not in this gallery (another provider's, one removed) or by staff: said, not silently ignored.
    { owner, photos, max: gallery.data.max, removing, notInGallery: asked !== null && owner && !removing, ...messagesFor(request, "partner") },
    { headers: CONSOLE_HEADERS },
  );
}

type Reply = { result: SubmissionResult<string[]> };

export async function action({ request, context }: ActionFunctionArgs) {
  const { partner } = await requirePartner(request);
  const form = await readForm(request);
  const client = partnerApi(context, request, partner.token);
  switch (form.get("intent")) {
    case "add": {
      const submission = parseWithZod(form, { schema: photoUploadSchema });
      // A photo the web server had to drop (too large, not a picture, too busy): the form says why.
      const dropped = photoProblemMessage(form.get(PROVIDER_PHOTO_PROBLEM_FIELD));
      const fail = (reply: Parameters<typeof submission.reply>[0], status = 400) =>
        data<Reply>({ result: submission.reply({ ...reply, hideFields: [PROVIDER_PHOTO_FIELD] }) }, { status, headers: CONSOLE_HEADERS });
      if (dropped) return fail({ fieldErrors: { [PROVIDER_PHOTO_FIELD]: [dropped] } });
      if (submission.status !== "success") return fail({});
      const sent = new FormData();
      sent.set(PROVIDER_PHOTO_FIELD, submission.value.photo, submission.value.photo.name);
      const added = await client.postForm("/partner-api/photos/", { form: sent, failure: "add your photo" });
      if (!added.ok) {
        const photo = added.fieldErrors[PROVIDER_PHOTO_FIELD];
        return fail(photo?.length ? { fieldErrors: { [PROVIDER_PHOTO_FIELD]: photo } } : { formErrors: [added.message] }, added.status);
      }
      return redirectWithToast(PAGE, { kind: "success", message: serverT(request, "partner", "photoAdded") }, { headers: CONSOLE_HEADERS });
    }
    case "remove": {
      const photoId = Number(form.get("photo_id"));
      const removed = Number.isInteger(photoId) && photoId > 0 ? await client.post("/partner-api/photos/{photo_id}/remove/", { params: { photo_id: photoId }, failure: "remove the photo" }) : null;
      if (!removed?.ok) return redirectWithToast(PAGE, { kind: "error", message: removed?.message ?? "There is no such photo in your gallery." }, { headers: CONSOLE_HEADERS });
      return redirectWithToast(PAGE, { kind: "success", message: serverT(request, "partner", "photoRemoved") }, { headers: CONSOLE_HEADERS });
    }
    default:
      throw unknownRequest(request);
  }
}

export default function Photos() {
  const d = useLoaderData<typeof loader>();
  const t = useT("partner");
  if (d.removing) {
    const p = d.removing;
    return (
      <Box>
        <h1>{t("photoRemoveTitle")}</h1>
        <Thumb {...pictureSources(p.image, "320px")} alt={t("photoAlt", { n: p.n })} width={320} height={320} />
        <p>{t("photoRemoveConfirm")}</p>
        <StepButtons>
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="photo_id" value={p.photo_id} />
            <Button type="submit" $variant="danger">
              {t("photoRemoveYes")}
            </Button>
          </Form>
          <Link to={PAGE}>{t("photoKeep")}</Link>
        </StepButtons>
      </Box>
    );
  }
  const full = d.photos.length >= d.max;
  return (
    <>
      <h1>{t("photosTitle")}</h1>
      {d.notInGallery ? (
        <FormMessage $kind="error" role="alert">
          {t("photoNotInGallery")}
        </FormMessage>
      ) : null}
      <p>{t("photosIntro")}</p>
      <p data-testid="photos-count">{t("photosCount", { n: d.photos.length, max: d.max })}</p>
      {d.photos.length === 0 ? <p>{t("photosEmpty")}</p> : null}
      <Gallery>
        {d.photos.map((p) => (
          <li key={p.photo_id} data-testid="console-photo" data-uploaded={p.uploaded || undefined}>
            <Thumb {...pictureSources(p.image, "(max-width: 640px) 50vw, 200px")} alt={p.service_name || t("photoAlt", { n: p.n })} width={200} height={200} loading="lazy" />
            {d.owner ? (
              <Link to={`${PAGE}?remove=${p.photo_id}`} aria-label={t("photoRemoveLabel", { n: p.n })}>
                {t("photoRemove")}
              </Link>
            ) : null}
          </li>
        ))}
      </Gallery>
      {!d.owner ? <p>{t("photosOwnerOnly")}</p> : full ? <p role="status">{t("photosFull")}</p> : <AddForm />}
    </>
  );
}

function AddForm() {
  const t = useT("partner");
  const said = useSaid();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const [form, fields] = useFormReply<{ photo: string }>({ id: "console-photo-form", lastResult: reply?.result });
  const errors = fields.photo.errors;
  return (
    <Box as="section" aria-labelledby="photo-add-title">
      <h2 id="photo-add-title">{t("photoAddTitle")}</h2>
      <Form method="post" encType="multipart/form-data" {...form.props}>
        <input type="hidden" name="intent" value="add" />
        {form.errors?.[0] ? (
          <FormMessage $kind="error" role="alert">
            {said(form.errors[0])}
          </FormMessage>
        ) : null}
        <Field id="console-photo" label={t("photoField")} errors={errors} hint={t("photoHint")}>
          <input
            {...described("console-photo", errors)}
            aria-describedby={errors ? "console-photo-hint console-photo-error" : "console-photo-hint"}
            key={fields.photo.key}
            name={PROVIDER_PHOTO_FIELD}
            type="file"
            accept="image/*"
          />
        </Field>
        <Button type="submit">{t("photoAddButton")}</Button>
      </Form>
    </Box>
  );
}

const Box = styled(StepCard)`
  form {
    /* A file input's own width (its button and "No file chosen") must not widen the form past a 320 px screen. */
    grid-template-columns: minmax(0, 1fr);
  }
  input[type="file"] {
    width: 100%;
    min-width: 0;
    min-height: 44px;
  }
`;

const Thumb = styled.img`
  display: block;
  width: 100%;
  max-width: 320px;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Gallery = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  li {
    background: #fff;
    border-radius: ${({ theme }) => theme.radius.md};
    padding: ${({ theme }) => theme.space(2)};
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.error};
  }
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";
