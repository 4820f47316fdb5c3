import { Button, Menu, MenuGroup, MenuGroupHeader, MenuItemLink, MenuList, MenuPopover, MenuTrigger, makeStyles } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { transferMessages } from './transferMessages';

const formats = [
  { format: 'json', message: transferMessages.exportJson },
  { format: 'csv', message: transferMessages.exportCsv },
  { format: 'md', message: transferMessages.exportMarkdown },
] as const;

const useStyles = makeStyles({
  // Fluent's group header is one 32 px line; this hint wraps to two, which would spill over the menu's edge.
  hint: { height: 'auto', paddingTop: '6px', paddingBottom: '6px' },
});

/** 'Exportar': a download of the viewer's prompts (GET /api/my-prompts/export) in the chosen format. */
export function ExportMenu() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ArrowDownloadRegular />}>{intl.formatMessage(transferMessages.export)}</Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader className={styles.hint}>{intl.formatMessage(transferMessages.exportHint)}</MenuGroupHeader>
            {formats.map(({ format, message }) => (
              <MenuItemLink key={format} href={`/api/my-prompts/export?format=${format}`} download>
                {intl.formatMessage(message)}
              </MenuItemLink>
            ))}
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
