import { Component, type ReactNode } from 'react';

/** Catches a failed load inside one section, so the rest of the page stays usable. */
export class SectionErrorBoundary extends Component<
  { fallback: (error: Error) => ReactNode; resetKey?: unknown; children: ReactNode },
  { error: Error | null; resetKey?: unknown }
> {
  state: { error: Error | null; resetKey?: unknown } = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey?: unknown }, state: { error: Error | null; resetKey?: unknown }) {
    // A new search (or whatever the key stands for) gets a fresh try.
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
