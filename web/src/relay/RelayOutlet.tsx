import { RelayEnvironmentProvider } from 'react-relay';
import { Outlet } from 'react-router-dom';
import type { Environment } from 'relay-runtime';

/** The component of the route that gives its children the session's Relay environment. */
export const relayOutlet = (environment: Environment) =>
  function RelayOutlet() {
    return (
      <RelayEnvironmentProvider environment={environment}>
        <Outlet />
      </RelayEnvironmentProvider>
    );
  };
