import { Component, type ReactNode } from 'react';
import RouteErrorPage from '@/pages/misc/RouteErrorPage';

interface Props {
  /** The location key: moving to another screen clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** A screen that throws (a failed chunk after a deploy, a bug) gets a reload offer, never a blank page. */
export class RouteErrorBoundary extends Component<Props, { error: unknown; resetKey: string }> {
  state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}
