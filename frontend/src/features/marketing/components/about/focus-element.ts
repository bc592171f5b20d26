/**
 * A callback ref that focuses its element when React attaches it: passed to what replaces the
 * control the user just used (the confirmation after Send Message, the first field after "Send
 * another message"), which would otherwise leave focus on the page body.
 */
export function focusElement(element: HTMLElement | null): void {
  element?.focus();
}
