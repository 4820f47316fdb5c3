import type { RouteObject } from 'react-router-dom';

export const myPromptsRoute = (): RouteObject => ({
  path: 'my-prompts',
  lazy: { Component: async () => (await import('./MyPromptsPage')).MyPromptsPage },
});
