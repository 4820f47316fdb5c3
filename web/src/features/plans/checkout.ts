/** Leaves the app for the payment provider's checkout page (its own module, so tests can stand in for it). */
export function goToCheckout(initPoint: string): void {
  window.location.assign(initPoint);
}
