import { redirect, type AppLoadContext } from "@remix-run/node";
import { api } from "./api.server";
import { requireUser } from "./session.server";
import { redirectWithToast } from "./toast.server";

export type { AppointmentDetails } from "../../api/routes/appointments/appointments.schemas";
import type { AppointmentDetails } from "../../api/routes/appointments/appointments.schemas";

/**
 * The appointment being paid for (/Cart and the confirm page): it must exist, be the caller's
 * and have had its provider code entered. Lines and prices come from the API's record of it.
 */
export async function loadBookedAppointment(context: AppLoadContext, request: Request) {
  const user = await requireUser(request, "/");
  const appointment = user.session.get("appointment");
  if (!appointment) throw await redirectWithToast("/", { kind: "error", message: "Appointment ID is missing. Please start over." });
  const client = api(context, request, user.token);
  const [details, status] = await Promise.all([
    client.get<AppointmentDetails>(`/api/appointment_details/${appointment.id}/`, { failure: "Failed to fetch appointment details" }),
    client.get<{ status_id: number; code_entered: boolean }>("/api/appointment/status/", { failure: "Failed to fetch appointment.", query: { appointment_id: appointment.id } }),
  ]);
  if (!details.ok) throw await redirectWithToast("/", { kind: "error", message: details.message });
  if (status.ok && !status.data.code_entered) throw redirect("/DateTime");
  const lines = details.data.services.map((s) => ({
    serviceId: s.service_id, name: s.servicename, price: s.price, quantity: s.quantity, lineTotal: s.price * s.quantity, serviceTime: s.service_time,
  }));
  return { ...user, client, appointment: details.data, lines };
}
