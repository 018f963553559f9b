import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../kit/ErrorScreen';

interface Props {
  children: ReactNode;
  /** When this changes (the user navigates elsewhere) a shown error is cleared. */
  resetKey?: string;
  /** What "Try again" does; by default it renders the children again. */
  onTryAgain?: () => void;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

/** Catches a crash in the routed content so the shell and its menu stay usable. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(thrown: unknown): Partial<State> {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, error: null };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Console view crashed', error, info.componentStack);
  }

  private readonly reset = () => this.setState({ error: null });

  override render() {
    if (this.state.error) {
      return (
        <ErrorScreen
          message={this.state.error.message}
          onTryAgain={this.props.onTryAgain ?? this.reset}
        />
      );
    }
    return this.props.children;
  }
}
