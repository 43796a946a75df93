import { Component, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failing remote's error inside its own area. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote area failed to load', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
