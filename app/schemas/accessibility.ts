import { z } from "zod";
import { ACCESSIBILITY_REPORT_LIMITS as LIMITS, ACCESSIBILITY_REPORT_MESSAGES as M } from "../../contract/messages";

const optional = (max: number, message: string) => z.string().trim().max(max, message).optional();

/** The accessibility report form (/Accessibility): the API checks the same again. */
export const accessibilitySchema = z.object({
  page: optional(LIMITS.pageMax, M.page),
  problem: z.string({ required_error: M.problem }).trim().min(LIMITS.problemMin, M.problem).max(LIMITS.problemMax, M.problemTooLong),
  assistive_tech: optional(LIMITS.toolMax, M.tool),
  reply_to: optional(LIMITS.replyToMax, M.replyTo).refine((v) => !v || /^[6-9]\d{9}$/.test(v) || z.string().email().safeParse(v).success, M.replyTo),
});
