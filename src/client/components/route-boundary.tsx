import { Component, type ErrorInfo, Fragment, type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { isChunkLoadError, mayReloadForChunk, reloadForChunk } from '#client/lib/chunk-reload.ts';
import { FullScreenLoader } from './full-screen-loader';
import { RouteErrorScreen } from './route-error';

interface BoundaryProps {
  children: ReactNode;
  /** A new value (another path) forgets the error, so leaving a broken page works. */
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  /** The page is reloading itself for code that would not load (the first time only). */
  reloading: boolean;
  /** Bumped by 'Try again' to mount the page afresh. */
  attempt: number;
}

/**
 * One route's error boundary. Code that would not load reloads the page once (lib/chunk-reload.ts), then
 * shows 'We couldn’t load this page' with 'Try again' (a reload); any other error shows 'Something
 * went wrong' with 'Try again', which mounts the page afresh.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, reloading: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true, reloading: isChunkLoadError(error) && mayReloadForChunk() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.state.reloading) reloadForChunk();
    else console.error('A page failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) {
      this.setState((state) => ({
        error: null,
        failed: false,
        reloading: false,
        attempt: state.attempt + 1,
      }));
    }
  }

  retry = (): void => {
    if (isChunkLoadError(this.state.error)) {
      reloadForChunk();
      return;
    }
    this.setState((state) => ({ error: null, failed: false, reloading: false, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    const { failed, reloading, error, attempt } = this.state;
    if (!failed) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    if (reloading) return <FullScreenLoader />;
    return <RouteErrorScreen kind={isChunkLoadError(error) ? 'load' : 'crash'} onRetry={this.retry} />;
  }
}

/** Around each route's page: its error boundary, and a loader (that does not flash) while its code loads. */
export function RoutePage({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Suspense fallback={<FullScreenLoader />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}
