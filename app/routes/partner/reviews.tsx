import { data, Form, useActionData, useLoaderData, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { styled } from "styled-components";
import { CONSOLE_HEADERS, partnerApi, refusal, requirePartner } from "~/lib/partner.server";
import { readForm } from "~/lib/form.server";
import { redirectWithToast } from "~/lib/toast.server";
import { replySchema } from "~/schemas/partner";
import { Button } from "~/components/ui/Button";
import { FormMessage, TextArea } from "~/components/ui/Field";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { useSaid, useT } from "~/i18n/use-t";

export const headers: HeadersFunction = () => CONSOLE_HEADERS;
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.messages.partner?.reviewsMetaTitle ?? "Reviews | Saaj provider console" }, { name: "robots", content: "noindex" }];

/** /Partner/Reviews: what customers wrote, and the owner's one public reply to each (issue 28, item 6). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  const answer = await partnerApi(context, request, partner.token).get("/partner-api/reviews/", { failure: "load your reviews" });
  if (!answer.ok) throw refusal(answer);
  const locale = LOCALES[requestLanguage(request)];
  return data(
    {
      owner: partner.role === "owner",
      reviews: answer.data.data.map((r) => ({
        id: r.review_id,
        name: r.user_name,
        rating: r.rating,
        comment: r.comment,
        verified: r.verified_booking,
        date: new Date(r.created_at).toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }),
        reply: r.reply,
      })),
      ...messagesFor(request, "partner"),
    },
    { headers: CONSOLE_HEADERS },
  );
}

type Reply = { reviewId: number; result: SubmissionResult<string[]> };

export async function action({ request, context }: ActionFunctionArgs) {
  const { partner } = await requirePartner(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: replySchema });
  const reviewId = Number(form.get("review_id")) || 0;
  if (submission.status !== "success") return data<Reply>({ reviewId, result: submission.reply() }, { status: 400, headers: CONSOLE_HEADERS });
  const done = await partnerApi(context, request, partner.token).post("/partner-api/reviews/{review_id}/reply/", {
    params: { review_id: submission.value.review_id },
    body: { reply: submission.value.reply },
    failure: "publish your reply",
  });
  // Refused outright (staff, or a review not of this provider: a form edited by hand): no form on the page to say it by, so a toast says it.
  if (!done.ok && (done.status === 403 || done.status === 404)) return redirectWithToast("/Partner/Reviews", { kind: "error", message: done.message }, { headers: CONSOLE_HEADERS });
  if (!done.ok) return data<Reply>({ reviewId, result: submission.reply({ formErrors: [done.fieldErrors.reply?.[0] ?? done.message] }) }, { status: done.status, headers: CONSOLE_HEADERS });
  return redirectWithToast("/Partner/Reviews", { kind: "success", message: serverT(request, "partner", "repliedToast") }, { headers: CONSOLE_HEADERS });
}

export default function Reviews() {
  const d = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const t = useT("partner");
  const said = useSaid();
  return (
    <>
      <h1>{t("reviewsTitle")}</h1>
      <p>{t("reviewsIntro")}</p>
      {d.reviews.length === 0 ? <p>{t("noReviewsYet")}</p> : null}
      <List>
        {d.reviews.map((r) => {
          const mine = reply?.reviewId === r.id ? reply.result : undefined;
          const error = mine?.error?.reply?.[0] ?? mine?.error?.[""]?.[0];
          const fieldId = `reply-${r.id}`;
          return (
            <li key={r.id} data-testid="console-review">
              <article aria-labelledby={`review-${r.id}`}>
                <h2 id={`review-${r.id}`}>{r.name}</h2>
                <p className="meta">
                  {t("stars", { rating: r.rating })} · {r.date}
                  {r.verified ? ` · ✓ ${t("verified")}` : ""}
                </p>
                <p>{r.comment}</p>
                {r.reply ? (
                  <blockquote>
                    <strong>{t("yourReply")}</strong>
                    <p>{r.reply}</p>
                  </blockquote>
                ) : d.owner ? (
                  <Form method="post" noValidate>
                    <input type="hidden" name="review_id" value={r.id} />
                    <label htmlFor={fieldId}>{t("replyLabel", { name: r.name })}</label>
                    <TextArea
                      id={fieldId}
                      name="reply"
                      rows={3}
                      maxLength={1000}
                      defaultValue={(mine?.initialValue as { reply?: string } | null | undefined)?.reply ?? ""}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
                    />
                    <small id={`${fieldId}-hint`}>{t("replyHint")}</small>
                    {error ? (
                      <FormMessage $kind="error" role="alert" id={`${fieldId}-error`}>
                        {said(error)}
                      </FormMessage>
                    ) : null}
                    <Button type="submit" $variant="secondary">
                      {t("replyButton")}
                    </Button>
                  </Form>
                ) : (
                  <p className="meta">{t("ownerReplies")}</p>
                )}
              </article>
            </li>
          );
        })}
      </List>
    </>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  article {
    background: #fff;
    border-radius: ${({ theme }) => theme.radius.lg};
    padding: ${({ theme }) => theme.space(4)};
    overflow-wrap: anywhere;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  .meta {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  blockquote {
    margin: 0;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    justify-items: start;
  }
  textarea {
    width: 100%;
  }
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";
