/** Sends the browser to another page (the payment page): a seam the tests replace. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
