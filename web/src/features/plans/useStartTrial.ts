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
    if (result.ok) revalidator.revalidate();
    return result;
  };
  return [start, inFlight] as const;
}
