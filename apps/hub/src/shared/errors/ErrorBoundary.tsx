import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './reporting';

interface ErrorBoundaryProps {
  /** What shows instead of the crashed tree; `resetError` renders the tree again. */
  fallback: (props: { resetError: () => void }) => ReactNode;
  children: ReactNode;
}

/**
 * The app's crash boundary: reports the error (queued until Sentry has loaded, see reporting.ts) and shows
 * the fallback. Ours rather than Sentry's, so the SDK stays out of the first download.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, { tags: { boundary: 'app' }, extra: { componentStack: info.componentStack } });
  }

  private readonly resetError = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback({ resetError: this.resetError }) : this.props.children;
  }
}
