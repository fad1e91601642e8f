/** /MyProfile: profile form, bookings, cancel and review dialogs. */
export default {};
