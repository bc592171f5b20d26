/**
 * Leaves the app for another page, such as the payment provider's. Kept in its own module because
 * the browser's location cannot be watched in tests otherwise.
 */
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}
