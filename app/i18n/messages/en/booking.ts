/** /DateTime, /ConfirmAppointment, /Payment, /ThankYou and the booking pieces. */
export default {};
