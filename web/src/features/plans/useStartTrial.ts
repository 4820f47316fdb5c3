import { useRevalidator } from 'react-router-dom';
import { useStartTrialMutation } from './useStartTrialMutation';

/**
 * Starts the trial, then reloads the current page's data: what the free plan locked (library
 * content, credits) was fetched under it. Resolves to whether the trial started.
 */
export function useStartTrial() {
  const [commit, inFlight] = useStartTrialMutation();
  const revalidator = useRevalidator();
  const start = async () => {
    const result = await commit({});
    // The caller gets the result at once; the page's data follows when the loaders have run again.
    if (result.ok) void revalidator.revalidate();
    return result;
  };
  return [start, inFlight] as const;
}
