import type { Db } from "../db/client";
import { outbox } from "../db/schema";
import type { ApiConfig } from "../config";

export interface Message {
  to: string; // 10-digit phone
  body: string;
  purpose: "login-code" | "appointment-code" | "notice";
}

/** How codes leave the system. Every message is kept in the outbox; production also sends by SMS. */
export interface Notifier {
  send(message: Message): Promise<void>;
}

export function createNotifier(db: Db, config: ApiConfig): Notifier {
  return {
    async send(message) {
      await db.orm.insert(outbox).values({ recipient: message.to, body: message.body, purpose: message.purpose });
      if (config.smsGatewayUrl) await sendSms(config, message);
    },
  };
}

async function sendSms(config: ApiConfig, message: Message) {
  const response = await fetch(config.smsGatewayUrl!, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(config.smsGatewayToken ? { authorization: `Bearer ${config.smsGatewayToken}` } : {}),
    },
    body: JSON.stringify({ to: `+91${message.to}`, body: message.body }),
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
}
