import type { RouteObject } from 'react-router-dom';

/** /developers: how to reach the API and the MCP server with a personal token; a plain page, open to visitors. */
export const developersRoute = (): RouteObject => ({ path: 'developers', lazy: { Component: async () => (await import('./DevelopersPage')).DevelopersPage } });
