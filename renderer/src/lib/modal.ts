// Modal dialogs (components/Modal.svelte, the native <dialog> opened with showModal()): while one is
// open the page behind it is inert, and a game's window-wide key handlers must not act either.

/** Whether a modal dialog is open in the page (its keys are its own). */
export function isModalOpen(): boolean {
  return document.querySelector('dialog:modal') !== null;
}

/** What Tab may reach inside `root`, in order: enabled controls and links, and anything given a tabindex. */
export function focusablesIn(root: HTMLElement): HTMLElement[] {
  const selector =
    'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  return [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => el.getClientRects().length > 0);
}
