import { Component, type ReactNode } from 'react';
import RouteErrorPage from '@/pages/misc/RouteErrorPage';
import { isChunkLoadError } from '@/utils/lazyWithPreload';

interface Props {
  /** The location key: moving to another screen clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * A screen that throws gets the error page, never a blank page. A screen whose chunk could not be fetched (a dropped
 * connection, issue 41 §9) is tried again without a reload: at once from the page's 'Try again', by itself when
 * the network returns, and whenever the user comes back to the route (lazyWithPreload fetches a failed chunk anew).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  private retry = () => this.setState({ error: null });

  private onOnline = () => {
    if (isChunkLoadError(this.state.error)) this.retry();
  };

  componentDidMount() {
    window.addEventListener('online', this.onOnline);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.onOnline);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <RouteErrorPage onRetry={isChunkLoadError(this.state.error) ? this.retry : undefined} />;
  }
}
