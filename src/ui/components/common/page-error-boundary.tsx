import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * SPEC §2: when the error page itself fails, an English fallback says so, with the details and
 * a link home. It also catches a render bug of any page, so the frame around it stays usable.
 * Deliberately without i18next: translation may be what failed.
 */
export class PageErrorBoundary extends Component<{ home: string; children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorFallback home={this.props.home} details={this.state.error.message} />;
  }
}

/** The English fallback page: shown when showing a page, or the error page, failed. */
export function ErrorFallback({ home, details }: { home: string; details: string }) {
  return (
    <section className="error-page" lang="en">
      <h1>An error occurred</h1>
      <p>An error occurred while showing the error page.</p>
      <details>
        <summary>Details</summary>
        <pre>{details}</pre>
      </details>
      <a className="button" href={home}>
        Go to the home page
      </a>
    </section>
  );
}
