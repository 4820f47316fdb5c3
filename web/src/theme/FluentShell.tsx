import { makeStyles } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';
import { FluentRoot } from './FluentRoot';

const useStyles = makeStyles({
  // FluentProvider copies its className onto portal mount nodes too: no height or background here.
  root: { flexGrow: 1, display: 'flex', flexDirection: 'column', backgroundColor: 'transparent' },
});

/** The layout route around every page that uses Fluent's components (all but the landing page). */
export function FluentShell() {
  const styles = useStyles();
  return (
    <FluentRoot className={styles.root}>
      <Outlet />
    </FluentRoot>
  );
}
