import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './Pwa.module.css';

/**
 * Whether an error is a page's code failing to download (a lazy route's script or its style sheet: Vite's
 * "Unable to preload CSS", the browser's "Failed to fetch dynamically imported module"), which offline means
 * the page was never stored on this device.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Unable to preload CSS|dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Failed to fetch/i.test(
    message,
  );
}

interface Props {
  children: ReactNode;
  /** Changes with the route, so that the next page starts afresh. */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Instead of a blank page when a route cannot load: says why in words (offline, or a failure) and offers to try
 * again or go to the course map.
 */
export class RouteLoadBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return (
      <main className={styles.failed} data-testid="route-load-error">
        <h1>
          {offline ? (
            <FormattedMessage id="pwa.route.offlineTitle" defaultMessage="This page needs the internet" />
          ) : (
            <FormattedMessage id="pwa.route.failedTitle" defaultMessage="This page could not be loaded" />
          )}
        </h1>
        <p role="alert">
          {offline ? (
            <FormattedMessage
              id="pwa.route.offlineBody"
              defaultMessage="You are offline and this page is not stored on this device yet. Connect to the internet and try again. The course map, lessons and games work offline once the app has been opened online."
            />
          ) : isChunkLoadError(error) ? (
            <FormattedMessage
              id="pwa.route.chunkBody"
              defaultMessage="Part of the app could not be downloaded. Check the connection and try again."
            />
          ) : (
            <FormattedMessage
              id="pwa.route.errorBody"
              defaultMessage="Something went wrong on this page. Try again, or go back to the course map."
            />
          )}
        </p>
        <div className={styles.actions}>
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            <FormattedMessage id="pwa.route.retry" defaultMessage="Try again" />
          </button>
          <a className="button" href="/chapter/">
            <FormattedMessage id="pwa.route.courseMap" defaultMessage="Go to the course map" />
          </a>
        </div>
      </main>
    );
  }
}
