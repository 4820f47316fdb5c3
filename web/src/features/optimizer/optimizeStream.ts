/**
 * The optimizer page's run, as a reducer over the subscription's events: it starts with the
 * submitted original, grows the improved prompt as the engine writes it, then holds the final
 * result, or ends failed (the page shows why with a toast or the upgrade dialog).
 */
export type OptimizeRun<Result> =
  | { status: 'idle' }
  | { status: 'streaming'; original: string; soFar: string }
  | { status: 'done'; original: string; result: Result }
  | { status: 'failed'; original: string };

export type OptimizeEvent<Result> =
  | { type: 'start'; original: string }
  /** The text the improved prompt grew by since the previous event; restarted: the engine began again, so it replaces the text. */
  | { type: 'progress'; delta: string; restarted?: boolean }
  | { type: 'result'; result: Result }
  | { type: 'fail' };

export function optimizeRunReducer<Result>(run: OptimizeRun<Result>, event: OptimizeEvent<Result>): OptimizeRun<Result> {
  switch (event.type) {
    case 'start':
      return { status: 'streaming', original: event.original, soFar: '' };
    case 'progress':
      // Events of a run that already ended (or a stale one) change nothing.
      return run.status === 'streaming' ? { ...run, soFar: (event.restarted ? '' : run.soFar) + event.delta } : run;
    case 'result':
      return run.status === 'streaming' ? { status: 'done', original: run.original, result: event.result } : run;
    case 'fail':
      return run.status === 'streaming' ? { status: 'failed', original: run.original } : run;
  }
}
