import { z } from "zod";

export const contactSchema = z.object({
  name: z.string({ required_error: "Name must be at least 2 characters" }).trim().min(2, "Name must be at least 2 characters").max(80, "Please keep this to 80 characters."),
  email: z.string({ required_error: "Invalid email address" }).trim().email("Invalid email address"),
  message: z.string({ required_error: "Message must be at least 5 characters" }).trim().min(5, "Message must be at least 5 characters").max(2000, "Please keep it to 2000 characters."),
});
