import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Rendered instead of the children after a render error; `reset` tries them again. */
  fallback: (props: { error: unknown; reset: () => void }) => ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/** Keeps a crash in one region (a page) from blanking the rest of the app. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  reset = (): void => {
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}
