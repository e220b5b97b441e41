/**
 * Text typed into prerendered fields before the page was hydrated stays in the fields (React keeps it),
 * but React 19 does not tell the form (its change events on hydration are behind a flag off in 19.x):
 * the form's state would still hold the prerendered value and refuse a filled-in field as empty. So,
 * once hydrated, each text field whose value differs from its markup's (`defaultValue`) is sent an
 * `input` event as if just typed. React tracks the last value it knows per field; that is first set back
 * to the markup's value through the element's own setter, so the event carries a change.
 */
export function replayTypedInputs(root: HTMLElement): void {
  const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  for (const input of root.querySelectorAll('input')) {
    if (input.type === 'checkbox' || input.type === 'radio' || input.type === 'hidden') continue;
    const typed = input.value;
    if (typed === input.defaultValue) continue;
    // Through the element's property (React's tracker records it), then the prototype's (it does not).
    input.value = input.defaultValue;
    nativeValue?.set?.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
