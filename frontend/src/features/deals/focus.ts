/**
 * A callback ref that focuses its element when React attaches it. Passed only after an action
 * (`ref={moved ? focusElement : undefined}`), it moves focus to what replaced the control the user
 * had used, which would otherwise leave focus on the page body.
 */
export function focusElement(element: HTMLElement | null): void {
  element?.focus();
}
