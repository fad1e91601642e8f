import { describe, expect, it } from "vitest";
import { readForm } from "./form.server";

const post = (body: BodyInit, type?: string) => new Request("http://saaj.test/x", { method: "POST", body, headers: type ? { "Content-Type": type } : undefined });

describe("readForm", () => {
  it("drops the control characters nobody sees, and keeps tabs, new lines and every script", async () => {
    const form = await readForm(post(new URLSearchParams({ comment: "Lovely\u0000 work\u0007\r\n\tनमस्ते മലയാളം\u007f", name: "\u0000" })));
    expect(form.get("comment")).toBe("Lovely work\r\n\tनमस्ते മലയാളം");
    expect(form.get("name")).toBe("");
  });
  it("keeps files as they are", async () => {
    const body = new FormData();
    body.append("reference_image", new File([new Uint8Array([0, 1, 2])], "a.png", { type: "image/png" }));
    const form = await readForm(new Request("http://saaj.test/x", { method: "POST", body }));
    const file = form.get("reference_image") as File;
    expect(file.name).toBe("a.png");
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0, 1, 2]);
  });
  it("answers 415 for what is not a form", async () => {
    await expect(readForm(post("{}", "application/json"))).rejects.toMatchObject({ status: 415 });
  });
});
