import { Component, type ReactNode } from 'react';
import { ErrorPage } from './routes/error-page';

type Props = { pathname: string; children: ReactNode };
type State = { error: unknown; pathname: string; failed: boolean };

/**
 * A page that throws while rendering shows the error page instead of a white screen. Going to
 * another address (the error page's "Back to home", the browser's Back) clears the error, so one
 * broken page does not break the app until a reload.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.pathname === state.pathname) return null;
    return { pathname: props.pathname, error: null, failed: false };
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
