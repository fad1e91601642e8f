/** The cart panel and /Cart. */
export default {
  metaTitle: "Your Cart | Saaj",
  yourCart: "Your Cart",
  empty: "Your cart is empty",
  from: "From {name}",
  each: "{price} each · {time}",
  oneLess: "One less {name}",
  quantityOf: "Quantity of {name}",
  oneMore: "One more {name}",
  removeLabel: "Remove {name}",
  remove: "Remove",
  total: "Total",
  minimumNote: "Home services need a cart of at least ₹600.",
  clearCart: "Clear cart",
  bookNow: "Book Now",
  // The bar at the bottom of the provider page on phones
  viewCart: "View cart",
  viewCartItems_one: "{count} item · {total}",
  viewCartItems_other: "{count} items · {total}",
  // /Cart
  confirmed: "Booking #{id} with {branch} on {date} at {time} is confirmed by the provider.",
  subtotal: "Subtotal",
  cancelBooking: "Cancel booking",
  proceedToCheckout: "Proceed to Checkout",
  // Toasts of /actions/cart
  updateFailed: "Unable to update the cart. Please try again later.",
  serviceGone: "This service is no longer offered. Please choose another.",
  cartFull: "Your cart is full. Please remove an item before adding another.",
  minimumNotMet: "Please add 600rs worth of services to proceed to the checkout.",
};
