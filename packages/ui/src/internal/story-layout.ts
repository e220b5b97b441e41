// Layout checks for story play functions: what the eye sees, measured (never exported from the package).

/** The text nodes under an element with their start offsets in the element's whole text. */
function textNodes(element: Element): { node: Text; start: number }[] {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const nodes: { node: Text; start: number }[] = [];
  let start = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push({ node: node as Text, start });
    start += node.textContent?.length ?? 0;
  }
  return nodes;
}

/**
 * Whether `text` (found in the element's text) is drawn left to right, character after character. The
 * bidirectional algorithm reorders a "+1" in a right-to-left line into "1+"; this sees it.
 */
export function drawnLeftToRight(element: Element, text: string): boolean {
  const nodes = textNodes(element);
  const whole = nodes.map(({ node }) => node.textContent ?? '').join('');
  const at = whole.indexOf(text);
  if (at < 0) throw new Error(`"${text}" is not in "${whole}"`);
  const lefts: number[] = [];
  for (let index = at; index < at + text.length; index += 1) {
    if (whole[index] === ' ') continue;
    const holder = nodes.findLast(({ start }) => start <= index)!;
    const range = element.ownerDocument.createRange();
    range.setStart(holder.node, index - holder.start);
    range.setEnd(holder.node, index - holder.start + 1);
    lefts.push(range.getBoundingClientRect().left);
  }
  return lefts.every((left, index) => index === 0 || left > lefts[index - 1]!);
}

/** Whether an element is wholly inside the visible part of its scrolling ancestor and of the window. */
export function fullyVisible(element: Element, scroller: Element): boolean {
  const box = element.getBoundingClientRect();
  const frame = scroller.getBoundingClientRect();
  const view = element.ownerDocument.documentElement;
  return (
    box.left >= Math.max(frame.left, 0) - 1 &&
    box.right <= Math.min(frame.right, view.clientWidth) + 1 &&
    box.width > 0
  );
}

/** The nearest ancestor that clips its content sideways (overflow other than visible), or the document. */
export function clippingAncestor(element: Element): Element {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (getComputedStyle(node).overflowX !== 'visible') return node;
  }
  return element.ownerDocument.documentElement;
}

/** Whether the page is wider than its window: a person would have to scroll sideways to read it. */
export function pageScrollsSideways(element: Element): boolean {
  const root = element.ownerDocument.documentElement;
  return root.scrollWidth > root.clientWidth + 1;
}

/** Whether an element's content is wider than its box (cut off or scrolling instead of wrapping). */
export function overflowsSideways(element: Element): boolean {
  return element.scrollWidth > element.clientWidth + 1;
}
