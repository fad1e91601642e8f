import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { api } from "~/lib/api.server";
import { getSession, selection, DEFAULT_LOCATION } from "~/lib/session.server";
import { loadServices, searchAction, type SearchErrors } from "~/lib/search.server";
import { Hero } from "~/components/home/Hero";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const sel = selection(session);
  const [services, cities] = await Promise.all([
    loadServices(context, request),
    api(context, request).get<string[]>("/api/cities/", { failure: "Failed to load cities" }),
  ]);
  return {
    search: {
      serviceTypeId: sel.serviceTypeId ? String(sel.serviceTypeId) : undefined,
      service: sel.serviceName ?? "",
      location: sel.location ?? DEFAULT_LOCATION,
    },
    services: services.map((s) => s.service_name),
    places: cities.ok ? cities.data : [],
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "search") return searchAction(context, request, form);
  throw new Response("Unknown action", { status: 400 });
}

export default function Home() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { search?: { errors: SearchErrors; values: Record<string, string> } } | undefined;
  return (
    <Hero
      values={actionData?.search?.values ?? d.search}
      errors={actionData?.search?.errors}
      services={d.services}
      places={d.places}
    />
  );
}
