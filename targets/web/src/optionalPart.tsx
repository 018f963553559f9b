import { Component, Suspense, type ReactNode } from 'react';

/**
 * A part of the page the player does without: while it loads it shows nothing, and when it
 * cannot load (its code is a chunk the browser never fetched, and the server is gone) or throws,
 * it shows nothing either. Without this, React would unmount the whole root on its error, and
 * the player beside it with it: a blank screen because a QA tool was missing.
 */
export class OptionalPart extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
