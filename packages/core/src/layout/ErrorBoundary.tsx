import { Component } from "react";
import type { ErrorInfo, ReactNode } from "react";

export interface ErrorBoundaryProps {
  /** What shows instead of the children once they threw; `reset` renders them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  children?: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a render error of its children so one broken part never takes the page down. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("A part of the page failed to render", error, info.componentStack);
  }

  private readonly reset = (): void => this.setState({ error: undefined, failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
