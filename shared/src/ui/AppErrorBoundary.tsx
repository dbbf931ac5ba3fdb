import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { ErrorPanel } from './ErrorPanel';

export const APP_ERROR_TITLE = 'Something went wrong here';
export const APP_ERROR_TEXT = 'This part of the page stopped working. The rest of the site still works.';

/** Where a render error goes: the console (the browser tests read it) and a window event a reporter can listen to. */
export function reportAppError(app: string, error: unknown, info?: ErrorInfo): void {
  console.error(`[khel] ${app} render error:`, error, info?.componentStack ?? '');
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('khel:app-error', { detail: { app, message: String((error as Error)?.message ?? error) } }));
}

interface Props {
  app: string;
  children: ReactNode;
}

/**
 * Every app's outermost component (reactLifecycles puts it there): a render error shows this app's own error panel
 * with Retry and is reported; the other apps on the page keep working. Retry renders the app again.
 */
export class AppErrorBoundary extends Component<Props, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportAppError(this.props.app, error, info);
  }

  private retry = () => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));

  override render(): ReactNode {
    if (this.state.failed) return <ErrorPanel title={t(APP_ERROR_TITLE)} message={t(APP_ERROR_TEXT)} onRetry={this.retry} />;
    // A new key on Retry mounts the app's tree afresh instead of reusing the state that failed.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
