// jsdom does no layout: every element's offsetParent is null and <body> measures 0 × 0. Tabster,
// which Fluent asks for the first focusable element of a menu or a dialog, reads exactly those
// two facts and so takes every element for hidden: a menu takes no focus on open, and a dialog
// focuses its own surface instead of its first button. That happens before tabster has
// registered the dialog's modalizer (it reads the attribute on the next microtask), and tabster
// activates a modalizer only when focus lands inside it, not on it: the modalizer stays inactive,
// and tabster's deferred update, 250 ms of wall time later, marks the inactive dialog itself
// aria-hidden. A test that has not reached into the dialog by then finds no dialog at all: a
// race against the wall clock, lost most often by the first dialog of a fresh worker (cold code,
// first styles) on a busy machine. In a browser the first button is found and focused, the
// modalizer activates and the dialog stays. This module gives the two facts as a browser does.
//
// It is imported by the test files that need it, not by the shared setup: with it, tabster works
// in every Fluent component (arrow keys, focus trapping), and a test written without it can
// behave differently (the data table dialog's keyboard drag does). It changes prototypes of the
// worker's jsdom, so a file that imports it runs isolated.

/**
 * A browser's offsetParent as far as being null goes: null for an element that is not in the
 * document, is <body> or <html>, is fixed, or is inside display: none; otherwise <body> (the
 * true offset parent depends on positioning, which nothing in the tests reads).
 */
function offsetParentOf(element: HTMLElement): Element | null {
  const doc = element.ownerDocument;
  const view = doc.defaultView;
  if (!view || !element.isConnected) return null;
  if (element === doc.body || element === doc.documentElement) return null;
  if (view.getComputedStyle(element).position === 'fixed') return null;
  for (let e: Element | null = element; e && e !== doc.body; e = e.parentElement) {
    if ((e as HTMLElement).hidden || view.getComputedStyle(e).display === 'none') return null;
  }
  return doc.body;
}

Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return offsetParentOf(this);
  },
});

// The page's body fills the window, as in a browser showing a page at the window's size.
Object.defineProperty(HTMLBodyElement.prototype, 'getBoundingClientRect', {
  configurable: true,
  writable: true,
  value(this: HTMLBodyElement): DOMRect {
    const view = this.ownerDocument.defaultView;
    return new DOMRect(0, 0, view?.innerWidth ?? 0, view?.innerHeight ?? 0);
  },
});
