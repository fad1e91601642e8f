/**
 * A proxy in front of the real API that fails the requests chaos-rules.ts names and passes every
 * other one through untouched: the one way to see, on screen, the messages the spec gives for a
 * failing call. Run by playwright.config.ts: CHAOS_PORT, CHAOS_UPSTREAM.
 */
import { createServer } from "node:http";
import { CLIENT_ADDRESS_HEADER } from "../../../contract/http";
import { CHAOS_RULES } from "./chaos-rules";
import { callerPhone, learnLogin } from "./chaos-state";

const port = Number(process.env.CHAOS_PORT);
const upstream = process.env.CHAOS_UPSTREAM!;
/** Headers that belong to one hop, not passed on. */
const HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"]);

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const body = Buffer.concat(chunks);
  const url = new URL(req.url ?? "/", upstream);
  // "address;time;signature" (contract/http.ts): the proxy only reads the address.
  const client = String(req.headers[CLIENT_ADDRESS_HEADER] ?? "").split(";")[0] || undefined;
  const rule = CHAOS_RULES.find(
    (r) => (!r.method || r.method === req.method) && r.path.test(url.pathname) && (!r.when || r.when(url.searchParams, body.toString("utf8"), callerPhone(req.headers.authorization), client)),
  );
  if (rule) {
    console.log(`chaos: ${req.method} ${url.pathname}${url.search} -> ${rule.answer} (${rule.why})`);
    if (rule.answer === "drop") return req.socket.destroy();
    if (rule.answer === "empty") {
      res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
      return res.end(JSON.stringify({ status: "success", data: [] }));
    }
    res.writeHead(Number(rule.answer), { "content-type": "application/json" });
    return res.end("{}");
  }
  try {
    const headers = Object.entries(req.headers).filter(([k]) => !HOP.has(k)) as [string, string][];
    const answer = await fetch(url, { method: req.method, headers, body: body.length ? body : undefined, redirect: "manual" });
    const out: Record<string, string> = {};
    answer.headers.forEach((v, k) => {
      if (!HOP.has(k) && k !== "content-encoding") out[k] = v;
    });
    const answerBody = Buffer.from(await answer.arrayBuffer());
    if (url.pathname === "/api/login/verify-otp/" && answer.ok) learnLogin(body.toString("utf8"), answerBody.toString("utf8"));
    res.writeHead(answer.status, out);
    res.end(answerBody);
  } catch (e) {
    res.writeHead(502, { "content-type": "application/json" });
    res.end(JSON.stringify({ message: `chaos proxy: upstream unreachable (${String(e)})` }));
  }
}).listen(port, () => console.log(`chaos API proxy on ${port} -> ${upstream}`));
