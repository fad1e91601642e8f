import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../api/test/setup";
import { api } from "./api.server";
import { commitSession, getSession } from "./session.server";
import { SERVICE_TYPE } from "../../contract/catalog";

let testApi: TestApi;
let context: AppLoadContext;
beforeAll(async () => {
  testApi = await createTestApi({ seed: false });
  context = { apiFetch: (request: Request) => Promise.resolve(testApi.app.fetch(request)), clientIp: "203.0.113.9" } as unknown as AppLoadContext;
});
afterAll(() => testApi.close());

async function pageRequest(token: string, userId: number) {
  const session = await getSession(new Request("http://saaj.test/"));
  session.set("token", token);
  session.set("userId", userId);
  session.set("cart", { providerId: 1, branchId: 1, serviceTypeId: SERVICE_TYPE.salon, lines: { "5": 1 } });
  const cookie = (await commitSession(session)).split(";")[0]!;
  return new Request("http://saaj.test/MyProfile?tab=profile", { headers: { Cookie: cookie } });
}

describe("the API client against the real API", () => {
  it("calls with the session's token", async () => {
    const user = await testApi.createUser({ name: "Meera Pillai" });
    const request = await pageRequest(user.token, user.userId);
    const result = await api(context, request, user.token).get("/api/my-profile/", { failure: "Failed to load profile", query: { user_id: user.userId } });
    expect(result).toMatchObject({ ok: true, data: { name: "Meera Pillai" } });
  });

  it("sends the visitor to log in again when the API refuses the token, keeping the cart", async () => {
    const user = await testApi.createUser();
    const request = await pageRequest(user.token, user.userId);
    await testApi.json("POST", "/api/logout/", { token: user.token }); // the token is revoked elsewhere
    const thrown = await api(context, request, user.token)
      .get("/api/my-profile/", { failure: "Failed to load profile", query: { user_id: user.userId } })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/Login?redirectTo=%2FMyProfile%3Ftab%3Dprofile");
    const cookies = response.headers.getSetCookie();
    const sessionCookie = cookies.find((c) => c.startsWith("__saaj="))!.split(";")[0]!;
    const after = await getSession(new Request("http://saaj.test/", { headers: { Cookie: sessionCookie } }));
    expect(after.get("token")).toBeUndefined();
    expect(after.get("cart")).toEqual({ providerId: 1, branchId: 1, serviceTypeId: SERVICE_TYPE.salon, lines: { "5": 1 } });
    expect(cookies.some((c) => c.startsWith("__saaj_toast="))).toBe(true);
  });

  it("lets logout see the refusal instead", async () => {
    const user = await testApi.createUser();
    const request = await pageRequest(user.token, user.userId);
    await testApi.json("POST", "/api/logout/", { token: user.token });
    const result = await api(context, request, user.token).post("/api/logout/", { failure: "log out", keepExpired: true });
    expect(result).toMatchObject({ ok: false, status: 401 });
  });
});
