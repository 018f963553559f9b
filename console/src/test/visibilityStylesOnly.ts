// jsdom has no layout, and its getComputedStyle matches every rule of every style sheet against
// the element asked about. Testing Library asks for each element up the tree on every
// `getByRole` (to leave out what is hidden), and Fluent's atomic CSS puts thousands of one-rule
// classes in the page: matching them was most of a console test's time. The tests read styles
// to know whether something is hidden, transparent or not clickable, and in one place how many
// columns a grid has, so the rules that say that are kept and every other rule that Fluent's
// styles insert is dropped. A test that reads another property adds it here.
const AFFECTS_WHAT_A_TEST_READS =
  /display:\s*none|visibility:\s*(hidden|collapse)|opacity:\s*0(?![.\d])|pointer-events:\s*none|grid-template-columns:/;
/** Griffel marks the style elements it writes its rules into with this attribute. */
const GRIFFEL_BUCKET = 'data-make-styles-bucket';

// eslint-disable-next-line @typescript-eslint/unbound-method -- called below with .call(this)
const insertRule = CSSStyleSheet.prototype.insertRule;
CSSStyleSheet.prototype.insertRule = function insertRuleThatMatters(
  this: CSSStyleSheet,
  rule: string,
  index?: number,
): number {
  // Read by shape: the owner's Element is jsdom's, not always this file's global one.
  const owner = this.ownerNode as Partial<Element> | null;
  if (owner?.hasAttribute?.(GRIFFEL_BUCKET)) {
    if (!AFFECTS_WHAT_A_TEST_READS.test(rule)) return this.cssRules.length;
  }
  return insertRule.call(this, rule, index);
};
